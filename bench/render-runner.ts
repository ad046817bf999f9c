/** Runs the render benchmark (bench/render.ts) and reads its report. */
import { capture } from './processes.ts';
import type { RenderReport } from './render.ts';
import { tsx } from './settings.ts';

export async function runRenderBench(): Promise<RenderReport> {
  // Its own process, so React loads in production mode and the site's process is untouched.
  const { code, stdout } = await capture(tsx, ['bench/render.ts', '--json'], { ...process.env, NODE_ENV: 'production' });
  if (code !== 0) throw new Error(`bench/render.ts exited with code ${code}`);
  return JSON.parse(stdout.trim().split('\n').pop() ?? '') as RenderReport;
}
