/** Mobile sticky bar: phones only (<= 768 px), after 200 px of scroll, lifted near the page bottom. */
const maxWidth = 768;
const showAfterPx = 200;
const liftWithinPx = 100;

export function initStickyBar(bar: HTMLElement): void {
  let queued = false;
  const update = () => {
    queued = false;
    const scrolled = window.scrollY;
    const narrow = window.innerWidth <= maxWidth;
    const nearBottom = scrolled + window.innerHeight >= document.documentElement.scrollHeight - liftWithinPx;
    bar.classList.toggle('is-visible', narrow && scrolled > showAfterPx);
    bar.classList.toggle('is-lifted', nearBottom);
  };
  const schedule = () => {
    if (!queued) {
      queued = true;
      requestAnimationFrame(update);
    }
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  update();
}
