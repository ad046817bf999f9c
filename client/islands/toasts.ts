/**
 * Toasts, one at a time. Raised by a `toast` DOM event (htmx maps the server's
 * HX-Trigger header onto it) or present in the page as a flash after a redirect.
 */
export type ToastDetail = { title: string; description?: string; variant?: 'default' | 'success' | 'destructive' };

const visibleMs = 5000;

export function showToast(detail: ToastDetail): void {
  document.dispatchEvent(new CustomEvent<ToastDetail>('toast', { detail }));
}

export function initToasts(region: HTMLElement): void {
  let hideTimer: number | undefined;

  const clear = () => region.querySelectorAll('[data-toast]').forEach((toast) => toast.remove());
  const dismiss = () => {
    window.clearTimeout(hideTimer);
    clear();
  };

  const arm = (toast: HTMLElement) => {
    toast.querySelector('[data-toast-close]')?.addEventListener('click', dismiss);
    toast.addEventListener('mouseenter', () => window.clearTimeout(hideTimer));
    toast.addEventListener('mouseleave', () => (hideTimer = window.setTimeout(dismiss, visibleMs)));
    window.clearTimeout(hideTimer);
    hideTimer = window.setTimeout(dismiss, visibleMs);
  };

  const render = ({ title, description, variant }: ToastDetail) => {
    // Cloned from the server-rendered template and filled with textContent: toast
    // text is never parsed as HTML.
    const template = region.querySelector<HTMLTemplateElement>('template[data-toast-template]');
    if (!template) return;
    const toast = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
    toast.classList.remove('toast--default', 'toast--success', 'toast--destructive');
    toast.classList.add(`toast--${variant ?? 'default'}`);
    toast.querySelector('.toast__title')!.textContent = title;
    const text = toast.querySelector<HTMLElement>('.toast__description')!;
    text.textContent = description ?? '';
    text.hidden = !description;
    clear();
    region.prepend(toast);
    arm(toast);
  };

  const existing = region.querySelector<HTMLElement>('[data-toast]');
  if (existing) {
    arm(existing);
    forgetParam(existing.dataset.toastParam);
  }

  document.addEventListener('toast', (event) => {
    const detail = (event as CustomEvent<ToastDetail>).detail;
    if (detail?.title) render(detail);
  });
}

/** Said once: the address loses the parameter that raised the flash toast, so a reload or a bookmark does not repeat it. */
function forgetParam(param: string | undefined): void {
  if (!param) return;
  const url = new URL(window.location.href);
  if (!url.searchParams.has(param)) return;
  url.searchParams.delete(param);
  window.history.replaceState(window.history.state, '', url);
}
