/** Confetti for a confirmed enrollment: 3 seconds of bursts every 250 ms (spec sections 4 and 9). */
const durationMs = 3000;
const intervalMs = 250;

export async function initConfetti(canvas: HTMLElement): Promise<void> {
  if (!(canvas instanceof HTMLCanvasElement)) return;
  // Loaded only here, when a payment is confirmed.
  const { default: confetti } = await import('canvas-confetti');
  // Our own canvas (styled by the stylesheet) and no worker: nothing the CSP would refuse.
  const fire = confetti.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true });
  const end = Date.now() + durationMs;
  // Up the two sides in turn: bursts from the middle fell through "Thank you! ... seat is
  // booked" (the canvas is behind the page, but shows between the letters) as a parent read it.
  // On a phone the sides are the text's own margins: fewer, smaller pieces, straight up the
  // edges (a reviewer saw them across the dates and the links there).
  const narrow = canvas.clientWidth < 720;
  let fromLeft = true;
  const burst = () => {
    void fire({
      particleCount: narrow ? 10 : 25,
      spread: narrow ? 12 : 30,
      startVelocity: 50,
      angle: fromLeft ? (narrow ? 88 : 80) : narrow ? 92 : 100,
      origin: { x: fromLeft ? (narrow ? 0.01 : 0.02) : narrow ? 0.99 : 0.98, y: 1 },
      ...(narrow ? { scalar: 0.7, drift: 0 } : {}),
    });
    fromLeft = !fromLeft;
  };
  // Read on down the receipt, the pieces fade: a parent found them drifting over its text.
  const fadeOnScroll = () => {
    if (window.scrollY < 120) return;
    canvas.style.opacity = '0';
    window.removeEventListener('scroll', fadeOnScroll);
  };
  window.addEventListener('scroll', fadeOnScroll, { passive: true });
  burst();
  const timer = window.setInterval(() => {
    if (Date.now() >= end) {
      window.clearInterval(timer);
      canvas.dataset.confettiDone = '';
      return;
    }
    burst();
  }, intervalMs);
}
