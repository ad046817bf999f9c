/**
 * Site header: compact after 20 px of scroll; desktop dropdowns as disclosure menus
 * (100 ms hover delay, Escape, arrow keys, type-ahead reset after 1 s); the mobile
 * <details> menu closes on navigation and on Escape, and while open keeps the page under it
 * out of the tab order.
 */
const compactAfterPx = 20;
const hoverOpenDelayMs = 100;
const typeAheadResetMs = 1000;

export function initHeader(header: HTMLElement): void {
  initCompactOnScroll(header);
  header.querySelectorAll<HTMLElement>('[data-nav-group]').forEach(initNavGroup);
  const mobile = header.querySelector<HTMLDetailsElement>('[data-mobile-nav]');
  if (mobile) initMobileNav(mobile);
}

function initCompactOnScroll(header: HTMLElement) {
  let queued = false;
  const update = () => {
    queued = false;
    header.classList.toggle('is-compact', window.scrollY > compactAfterPx);
  };
  window.addEventListener(
    'scroll',
    () => {
      if (!queued) {
        queued = true;
        requestAnimationFrame(update);
      }
    },
    { passive: true },
  );
  update();
}

const openGroups = new Set<() => void>();

function initNavGroup(group: HTMLElement) {
  const button = group.querySelector<HTMLButtonElement>('.nav-group__toggle')!;
  const menu = group.querySelector<HTMLElement>('.submenu')!;
  const items = () => [...menu.querySelectorAll<HTMLAnchorElement>('a')];
  let hoverTimer: number | undefined;
  let typed = '';
  let typedTimer: number | undefined;

  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    group.classList.toggle('is-open', open);
    if (open) {
      openGroups.forEach((close) => close !== close_ && close());
      openGroups.add(close_);
    } else {
      openGroups.delete(close_);
    }
  };
  const close_ = () => setOpen(false);
  const isOpen = () => button.getAttribute('aria-expanded') === 'true';

  button.addEventListener('click', () => setOpen(!isOpen()));
  group.addEventListener('mouseenter', () => {
    window.clearTimeout(hoverTimer);
    hoverTimer = window.setTimeout(() => setOpen(true), hoverOpenDelayMs);
  });
  group.addEventListener('mouseleave', () => {
    window.clearTimeout(hoverTimer);
    if (!group.contains(document.activeElement)) setOpen(false);
  });
  group.addEventListener('focusout', (event) => {
    if (!group.contains(event.relatedTarget as Node | null)) setOpen(false);
  });

  group.addEventListener('keydown', (event) => {
    const links = items();
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    const focusAt = (i: number) => links[(i + links.length) % links.length]?.focus();
    switch (event.key) {
      case 'Escape':
        if (isOpen()) {
          setOpen(false);
          button.focus();
          event.preventDefault();
        }
        return;
      case 'ArrowDown':
        event.preventDefault();
        if (!isOpen()) setOpen(true);
        focusAt(current + 1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (!isOpen()) setOpen(true);
        focusAt(current < 0 ? -1 : current - 1);
        return;
      case 'Home':
      case 'End':
        if (current >= 0) {
          event.preventDefault();
          focusAt(event.key === 'Home' ? 0 : -1);
        }
        return;
    }
    // Type-ahead inside an open menu: letters jump to the next item that starts with them.
    if (current >= 0 && event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      typed += event.key.toLowerCase();
      window.clearTimeout(typedTimer);
      typedTimer = window.setTimeout(() => (typed = ''), typeAheadResetMs);
      const ordered = [...links.slice(current + 1), ...links.slice(0, current + 1)];
      const single = typed.split('').every((c) => c === typed[0]);
      const match =
        ordered.find((link) => link.textContent.trim().toLowerCase().startsWith(typed)) ??
        (single ? ordered.find((link) => link.textContent.trim().toLowerCase().startsWith(typed[0]!)) : undefined);
      match?.focus();
    }
  });

  document.addEventListener('click', (event) => {
    if (isOpen() && !group.contains(event.target as Node)) setOpen(false);
  });
}

function initMobileNav(details: HTMLDetailsElement) {
  details.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) details.open = false;
  });
  details.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && details.open) {
      details.open = false;
      details.querySelector('summary')?.focus();
    }
  });
  // Back from the page a link opened (the page restored as it was left): the menu closed. Only
  // then: the first pageshow comes at load, and closed a menu a visitor had already opened.
  window.addEventListener('pageshow', (event) => event.persisted && (details.open = false));
  matchMedia('(min-width: 1024px)').addEventListener('change', (e) => e.matches && (details.open = false));
  // Open, the menu covers the page: the page under it leaves the tab order (focus went on
  // to buttons hidden under the panel) and the reading order, until it closes.
  const covered = ['main', '.site-footer', '.mobile-sticky-bar'];
  const coverPage = () => {
    for (const selector of covered) {
      const element = document.querySelector<HTMLElement>(selector);
      if (element) element.inert = details.open;
    }
  };
  details.addEventListener('toggle', coverPage);
  // Opened before this script ran (a quick tap on a slow connection): cover the page now.
  coverPage();
}
