/**
 * Writes the sample blog posts' covers (public/images/blog/*.webp; the pages are in
 * scripts/blog-cover-pages.tsx) and what each was drawn from. Run `npm run covers` after
 * changing the drawings or the names in them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { blogCoverPages, coverSource, coverSourcesPath } from './blog-cover-pages.tsx';
import { renderImages } from './render-image.ts';

const covers = blogCoverPages();
mkdirSync('public/images/blog', { recursive: true });
await renderImages(covers);
const sources = Object.fromEntries(covers.map((cover) => [cover.path, coverSource(cover.html)]));
writeFileSync(coverSourcesPath, `${JSON.stringify(sources, null, 2)}\n`);
console.log(`wrote ${covers.map((cover) => cover.path).join(', ')}`);
