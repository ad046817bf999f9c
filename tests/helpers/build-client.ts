import { buildClient, clientBuildIsStale } from '../../esbuild.config.ts';

/** Vitest global setup: the pages reference built assets, so build them when missing. */
export default async function setup() {
  if (clientBuildIsStale()) await buildClient();
}
