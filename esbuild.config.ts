/**
 * Builds the client: one small ES module per island bundle plus the stylesheet,
 * minified, content-hashed, with source maps and a manifest the server reads.
 *   tsx esbuild.config.ts          build once
 *   tsx esbuild.config.ts --watch  rebuild on change (npm run dev)
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
export const buildDir = path.join(root, 'public', 'build');
export const manifestPath = path.join(buildDir, 'manifest.json');

/** Bundle name -> source. Pages ask for bundles by these names. */
const entryPoints = Object.fromEntries(
  fs
    .readdirSync(path.join(root, 'client', 'entries'))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => [path.basename(file, '.ts'), path.join(root, 'client', 'entries', file)]),
);

export type AssetManifest = {
  styles: string[];
  /** Web fonts the stylesheet uses, for the document to preload. */
  fonts: string[];
  /** `styles`: the bundle's own stylesheet (CSS its entry imports), linked only on pages that load the bundle. */
  bundles: Record<string, { file: string; imports: string[]; lazy?: string[]; styles?: string[] }>;
};

function writeManifest(metafile: esbuild.Metafile): AssetManifest {
  const manifest: AssetManifest = { styles: [], fonts: [], bundles: {} };
  const toUrl = (outfile: string) => '/build/' + path.relative(buildDir, path.join(root, outfile)).split(path.sep).join('/');
  for (const [outfile, output] of Object.entries(metafile.outputs)) {
    if (outfile.endsWith('.woff2')) manifest.fonts.push(toUrl(outfile));
    if (!output.entryPoint) continue;
    if (outfile.endsWith('.css')) {
      manifest.styles.push(toUrl(outfile));
      continue;
    }
    if (!outfile.endsWith('.js')) continue;
    const name = path.basename(output.entryPoint, path.extname(output.entryPoint));
    manifest.bundles[name] = {
      file: toUrl(outfile),
      imports: output.imports.filter((i) => i.kind === 'import-statement').map((i) => toUrl(i.path)),
      // Loaded only when needed (e.g. the confetti on a confirmed payment); the bench reports them apart.
      lazy: output.imports.filter((i) => i.kind === 'dynamic-import').map((i) => toUrl(i.path)),
      styles: output.cssBundle ? [toUrl(output.cssBundle)] : [],
    };
  }
  fs.writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
  return manifest;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const options: esbuild.BuildOptions = {
  entryPoints: { ...entryPoints, site: path.join(root, 'client', 'styles', 'site.css') },
  outdir: buildDir,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  assetNames: 'assets/[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  minify: true,
  sourcemap: 'linked',
  target: ['es2022', 'chrome111', 'firefox115', 'safari16'],
  metafile: true,
  loader: { '.woff2': 'file' },
  logLevel: 'warning',
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': '"production"' },
};

const onEnd: esbuild.Plugin = {
  name: 'manifest',
  setup(build) {
    build.onEnd((result) => {
      if (result.metafile && result.errors.length === 0) {
        writeManifest(result.metafile);
        console.log(`client built: ${Object.keys(result.metafile.outputs).length} files`);
      }
    });
  },
};

export async function buildClient(): Promise<void> {
  fs.rmSync(buildDir, { recursive: true, force: true });
  const result = await esbuild.build({ ...options, plugins: [onEnd] });
  await precompress(Object.keys(result.metafile?.outputs ?? {}));
}

/**
 * Brotli 11 and gzip -9 copies (`.br`, `.gz`) of the scripts and the stylesheet, made
 * once per build (about a second, in the thread pool) so the server never compresses
 * them (server/http/build-assets.ts). Source maps are left to the server, which
 * compresses one when it is asked for; `--watch` builds skip this to stay fast.
 */
async function precompress(outputs: string[]): Promise<void> {
  const files = outputs.filter((file) => /\.(js|css)$/.test(file)).map((file) => path.resolve(root, file));
  await Promise.all(
    files.map(async (file) => {
      const bytes = await fs.promises.readFile(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        }),
        gzip(bytes, { level: 9 }),
      ]);
      await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
    }),
  );
}

/** True when the build is missing or older than a client source file or this file. */
export function clientBuildIsStale(): boolean {
  if (!fs.existsSync(manifestPath)) return true;
  const builtAt = fs.statSync(manifestPath).mtimeMs;
  const newest = (dir: string): number =>
    fs.readdirSync(dir, { withFileTypes: true }).reduce((max, entry) => {
      const full = path.join(dir, entry.name);
      return Math.max(max, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
    }, 0);
  // The build's own settings count too (they shape the manifest).
  return Math.max(newest(path.join(root, 'client')), fs.statSync(fileURLToPath(import.meta.url)).mtimeMs) > builtAt;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--watch')) {
    fs.rmSync(buildDir, { recursive: true, force: true });
    const ctx = await esbuild.context({ ...options, plugins: [onEnd] });
    await ctx.watch();
    console.log('watching client/ for changes');
  } else {
    await buildClient();
  }
}
