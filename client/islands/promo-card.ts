import { promoTiming } from '../../views/content/timing.ts';
import { autoRotate } from '../rotation.ts';

/**
 * The hero's promo card: a new offer every 8 s (the first change 8 s after the card
 * appears), held on hover, focus and the Pause button; the dots pick an offer.
 * Visitors who ask for reduced motion get no automatic rotation.
 */
export function initPromoCard(card: HTMLElement): void {
  const slides = [...card.querySelectorAll<HTMLElement>('.promo__slide')];
  const dots = [...card.querySelectorAll<HTMLButtonElement>('[data-promo-dot]')];
  const pause = card.querySelector<HTMLButtonElement>('[data-promo-pause]');
  const controls = card.querySelector<HTMLElement>('.promo__controls');
  if (slides.length < 2 || !controls) return;
  controls.hidden = false;
  let index = 0;

  const show = (next: number) => {
    index = next;
    slides.forEach((slide, i) => (slide.inert = i !== next));
    dots.forEach((dot, i) => dot.setAttribute('aria-current', String(i === next)));
  };

  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  let rotation: ReturnType<typeof autoRotate> | undefined;
  if (!still) {
    window.setTimeout(() => {
      rotation = autoRotate(card, { intervalMs: promoTiming.rotateMs, advance: () => show((index + 1) % slides.length) });
    }, promoTiming.appearMs);
  }

  dots.forEach((dot, i) =>
    dot.addEventListener('click', () => {
      show(i);
      rotation?.restart();
    }),
  );

  if (still) pause?.remove();
  pause?.addEventListener('click', () => {
    const paused = pause.getAttribute('aria-pressed') !== 'true';
    pause.setAttribute('aria-pressed', String(paused));
    pause.textContent = paused ? 'Play' : 'Pause';
    rotation?.setPaused(paused);
  });
}
