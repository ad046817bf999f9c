import { spawn } from 'node:child_process';

export type ServerProcess = {
  child: ReturnType<typeof spawn>;
  exited: Promise<number | null>;
  output: () => string;
  /** Resolves with the site's URL once the server logs that it listens. */
  listening: () => Promise<string>;
};

/**
 * Runs server/main.ts as `npm start` would, with the given environment. Node runs it with
 * tsx as a loader (not the tsx launcher), so the child is the server itself and a kill
 * in `finally` leaves no orphan behind.
 */
export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = () =>
    new Promise<string>((resolve, reject) => {
      const look = () => /"url":"(http:\/\/localhost:\d+)".*"msg":"listening"/.exec(output)?.[1];
      const timer = setTimeout(() => reject(new Error('no listening line: ' + output)), 20_000);
      const check = () => {
        const url = look();
        if (!url) return;
        clearTimeout(timer);
        child.stdout.off('data', check);
        resolve(url);
      };
      child.stdout.on('data', check);
      check();
    });
  return { child, exited, output: () => output, listening };
}
