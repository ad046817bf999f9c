import { bannerTiming } from '../../views/content/timing.ts';
import { autoRotate } from '../rotation.ts';

/** Top banner: rotates its messages every 6 s with a 300 ms fade; dismissal is remembered for 24 h. */
export function initBanner(banner: HTMLElement): void {
  const root = document.documentElement;
  const toggle = banner.querySelector<HTMLInputElement>('.top-banner__toggle');
  const messages = [...banner.querySelectorAll<HTMLElement>('[data-announcement]')];
  let index = Math.max(
    0,
    messages.findIndex((m) => m.classList.contains('is-active')),
  );

  const show = (next: number) => {
    messages.forEach((message, i) => {
      const active = i === next;
      message.classList.toggle('is-active', active);
      message.toggleAttribute('aria-hidden', !active);
      message.querySelector('a')?.setAttribute('tabindex', active ? '0' : '-1');
    });
    index = next;
  };

  // Under reduced motion the next message takes the place at once: no fade, no empty bar between two.
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  const fadeToNext = () => {
    if (root.classList.contains('banner-dismissed')) return;
    if (reducedMotion.matches) return show((index + 1) % messages.length);
    const current = messages[index];
    current?.classList.add('is-leaving');
    window.setTimeout(() => {
      current?.classList.remove('is-leaving');
      show((index + 1) % messages.length);
    }, bannerTiming.fadeMs);
  };

  // Held while the visitor reads or focuses a link.
  const rotation =
    messages.length > 1 ? autoRotate(banner, { intervalMs: bannerTiming.rotateMs, advance: fadeToNext }) : undefined;

  toggle?.addEventListener('change', () => {
    if (!toggle.checked) return;
    root.classList.add('banner-dismissed');
    rotation?.stop();
    try {
      localStorage.setItem(bannerTiming.storageKey, String(Date.now()));
    } catch {
      // Without storage the banner stays hidden for this page only.
    }
    document.getElementById('main')?.focus({ preventScroll: true });
  });
}
