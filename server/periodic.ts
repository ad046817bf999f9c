import type { Logger } from './logger.ts';

/**
 * Runs `task` every `intervalMs` until stopped; a failed run is logged and the next one
 * tries again. Every instance runs its own: the tasks given here are safe to run twice.
 */
export function every(
  intervalMs: number,
  name: string,
  task: () => Promise<unknown>,
  logger: Logger,
): { stop: () => Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = task().catch((error: unknown) => logger.error({ err: error }, `${name} failed`));
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
