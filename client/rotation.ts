/**
 * Advances moving content on a timer, and holds it while the visitor is on it: the
 * pointer over it, focus inside it, or their own pause. Moving content must be pausable
 * (WCAG 2.2.2). Used by the top banner and the home page's promo card.
 */
export type Rotation = {
  /** The visitor's own pause (a Pause button); hover and focus hold it too. */
  setPaused: (paused: boolean) => void;
  /** Starts the interval afresh (after the visitor picks an item). */
  restart: () => void;
  stop: () => void;
};

export function autoRotate(region: HTMLElement, { intervalMs, advance }: { intervalMs: number; advance: () => void }): Rotation {
  const holds = { pointer: false, focus: false, visitor: false };
  let timer: number | undefined;
  let stopped = false;

  const tick = () => {
    if (!holds.pointer && !holds.focus && !holds.visitor) advance();
  };
  const restart = () => {
    window.clearInterval(timer);
    if (!stopped) timer = window.setInterval(tick, intervalMs);
  };

  region.addEventListener('mouseenter', () => (holds.pointer = true));
  region.addEventListener('mouseleave', () => (holds.pointer = false));
  region.addEventListener('focusin', () => (holds.focus = true));
  region.addEventListener('focusout', (event) => {
    // Focus moving between two controls inside the region keeps the hold.
    holds.focus = region.contains(event.relatedTarget as Node | null);
  });
  restart();

  return {
    setPaused: (paused) => (holds.visitor = paused),
    restart,
    stop: () => {
      stopped = true;
      window.clearInterval(timer);
    },
  };
}
