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
  const burst = () =>
    void fire({ particleCount: 40, spread: 70, startVelocity: 35, origin: { x: Math.random() * 0.6 + 0.2, y: 0.3 } });
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
