/** The bench's child processes: started in their own process group, all stopped on the way out. */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { once } from 'node:events';
import { root } from './settings.ts';

// Process-wide on purpose: a signal can arrive at any moment, and stopAll must then
// reach every child started so far, whichever module started it.
const children = new Set<ChildProcess>();
let stopping = false; // set by stopAll: start nothing new
let stoppingAll: Promise<void> | undefined;

/** True once stopAll has begun: work still under way is being interrupted. */
export const isStopping = () => stopping;

/** Starts a command in its own process group, so stopping it also stops tsx's node child. */
export function launch(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; stdio?: StdioOptions } = {},
): ChildProcess {
  if (stopping) throw new Error('interrupted');
  const child = spawn(command, args, {
    cwd: root,
    env: options.env ?? process.env,
    stdio: options.stdio ?? 'ignore',
    detached: true,
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

export const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (running(child)) {
    const exited = once(child, 'exit');
    signalGroup(child, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3_000))]);
  }
  signalGroup(child, 'SIGKILL'); // stragglers in the group, e.g. tsx's node child
  children.delete(child);
}

/** Runs a command to completion and returns its stdout. */
export async function capture(
  command: string,
  args: string[],
  env?: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stdout: string }> {
  const child = launch(command, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
  let stdout = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  const [code] = (await once(child, 'close')) as [number | null];
  return { code, stdout };
}

/** Stops every child still running. Both the signal handler and the normal exit call it; they share one stop. */
export function stopAll(): Promise<void> {
  stopping = true;
  return (stoppingAll ??= Promise.all([...children].map(stop)).then(() => undefined));
}
