import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type AssetManifest = {
  styles: string[];
  fonts?: string[];
  /** `styles`: a bundle's own stylesheet, linked only on the pages that load it. */
  bundles: Record<string, { file: string; imports: string[]; lazy?: string[]; styles?: string[] }>;
};

export const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'public');
const manifestFile = path.join(publicDir, 'build', 'manifest.json');

function bundleOf(manifest: AssetManifest, name: string) {
  const bundle = manifest.bundles[name];
  if (!bundle) throw new Error(`Unknown client bundle: ${name}`);
  return bundle;
}

export type Assets = {
  stylesheets: (bundles: readonly string[]) => string[];
  /** Web fonts to preload (the brand face). */
  fonts: () => string[];
  /** Script URLs for the named bundles; unknown names are an error at render time. */
  scripts: (bundles: readonly string[]) => string[];
  /** Shared chunks those bundles import, to preload alongside them (no request waterfall). */
  preloads: (bundles: readonly string[]) => string[];
  /** Every file the build lists (styles, fonts, bundles, their chunks), to load ahead of visitors. */
  files: () => string[];
};

/**
 * Reads the esbuild manifest. In production it is read once; in development it is
 * re-read when the file changes so `npm run dev` picks up rebuilds.
 */
export function loadAssets({ watch }: { watch: boolean }): Assets {
  let manifest: AssetManifest | undefined;
  let loadedAt = 0;
  const current = (): AssetManifest => {
    if (manifest && !watch) return manifest;
    const mtime = fs.statSync(manifestFile, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (!manifest || mtime !== loadedAt) {
      if (!mtime) throw new Error('Client build missing: run `npm run build` (npm start does it for you)');
      manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as AssetManifest;
      loadedAt = mtime;
    }
    return manifest;
  };
  return {
    // The site's stylesheet, then the stylesheets of the page's bundles (the console's, on console pages).
    stylesheets: (bundles) => [...current().styles, ...bundles.flatMap((name) => bundleOf(current(), name).styles ?? [])],
    fonts: () => current().fonts ?? [],
    scripts: (bundles) => bundles.map((name) => bundleOf(current(), name).file),
    preloads: (bundles) => [...new Set(bundles.flatMap((name) => bundleOf(current(), name).imports))],
    files: () => {
      const { styles, fonts = [], bundles } = current();
      const ofBundles = Object.values(bundles).flatMap((b) => [b.file, ...b.imports, ...(b.lazy ?? []), ...(b.styles ?? [])]);
      return [...new Set([...styles, ...fonts, ...ofBundles])];
    },
  };
}
