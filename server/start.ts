/**
 * `npm start`: production mode unless NODE_ENV says otherwise (set before React loads,
 * which picks its build at import time), client assets built if missing or stale,
 * then the server.
 */
process.env.NODE_ENV ??= 'production';

const { buildClient, clientBuildIsStale } = await import('../esbuild.config.ts');
if (clientBuildIsStale()) {
  console.log('building client assets...');
  await buildClient();
}
await import('./main.ts');
export {};
