import { Worker } from 'node:worker_threads';
import type { DatabaseTarget } from '../../db/index.ts';
import type { Logger, LogLevel } from '../logger.ts';

/**
 * The outbox sender on a thread of its own, with its own database connection. On the main
 * thread it shared the event loop with requests: a busy site turns that loop slowly (each
 * turn serves every request that is ready), and an SMTP exchange waits one turn for each
 * of its replies, so beside a saturated site it sent 3-4 messages a second while families
 * added far more (npm run bench). Here it keeps its own pace, and composing the messages
 * (React) no longer takes time from pages. A thread that dies is started again.
 */
export type SenderThreadSettings = {
  database: DatabaseTarget;
  logLevel: LogLevel;
  smtpUrl: string;
  from: string;
  siteUrl: string;
};

/** What the worker (sender-worker.ts) is given: the settings and its own entry file. */
export type SenderThreadData = SenderThreadSettings & { entry: string };

const restartDelayMs = 5_000;
const stopLimitMs = 35_000; // the SMTP socket timeout (30 s) and a margin

export function startSenderThread(settings: SenderThreadSettings, logger: Logger): { stop(): Promise<void> } {
  let stopping = false;
  let worker: Worker | undefined;
  let restartTimer: NodeJS.Timeout | undefined;

  const start = () => {
    const workerData: SenderThreadData = { ...settings, entry: new URL('./sender-worker.ts', import.meta.url).href };
    // None of the main thread's --import flags (a profiler, the bench's memory probe): the boot file loads what it needs.
    const thread = new Worker(new URL('./sender-thread-boot.mjs', import.meta.url), { workerData, execArgv: [] });
    worker = thread;
    thread.on('error', (error) => logger.error({ err: error, alert: 'mail-sender-crashed' }, 'mail sender thread failed'));
    thread.on('exit', (code) => {
      if (stopping) return;
      logger.error({ code, alert: 'mail-sender-crashed' }, 'mail sender thread stopped; starting it again');
      restartTimer = setTimeout(start, restartDelayMs);
      restartTimer.unref();
    });
  };
  start();

  return {
    async stop() {
      stopping = true;
      clearTimeout(restartTimer);
      const thread = worker;
      if (!thread || thread.threadId === -1) return;
      // Asked to stop, it lets the round under way finish (its marks included) and says so.
      const stopped = new Promise<void>((resolve) => {
        thread.once('message', (message) => message === 'stopped' && resolve());
        thread.once('exit', () => resolve());
        setTimeout(resolve, stopLimitMs).unref();
      });
      thread.postMessage('stop');
      await stopped;
      await thread.terminate();
    },
  };
}
