/**
 * Writes the brand's files from its one source (views/content/brand.ts): public/favicon.svg
 * (the mark as it is) and public/images/share.png (1200 x 630: the mark, the foundation's
 * name and its line, drawn by Debian's Chromium). Run `npm run brand` after changing the mark
 * or the name; tests/api/brand.test.ts fails while the favicon and the source disagree.
 */
import { writeFileSync } from 'node:fs';
import { brandMarkSvg } from '../views/content/brand.ts';
import { site } from '../views/content/site.ts';
import { escapeHtml as escape, renderImages, siteFontFace } from './render-image.ts';

writeFileSync('public/favicon.svg', `${brandMarkSvg()}\n`);

const page = `<!doctype html><html><head><meta charset="utf-8"><style>
  ${siteFontFace()}
  html, body { margin: 0; width: 1200px; height: 630px; }
  body { display: grid; place-items: center; font-family: 'Plus Jakarta Sans Variable', system-ui, sans-serif;
    background: radial-gradient(ellipse at 15% 0%, #4c1d95 0%, transparent 60%), radial-gradient(ellipse at 100% 100%, #155e75 0%, transparent 55%), #0b1020; color: #fff; }
  .card { display: flex; align-items: center; gap: 48px; padding: 0 80px; }
  .mark { width: 220px; height: 220px; flex: none; filter: drop-shadow(0 24px 48px rgb(0 0 0 / 0.35)); }
  h1 { margin: 0; font-size: 76px; line-height: 1; letter-spacing: -0.02em; }
  h1 small { display: block; margin-top: 14px; font-size: 26px; letter-spacing: 0.3em; text-transform: uppercase; color: #c4b5fd; }
  p { margin: 28px 0 0; font-size: 30px; color: #cbd5e1; max-width: 720px; line-height: 1.35; }
</style></head><body><div class="card">
  <div class="mark">${brandMarkSvg('share-gradient')}</div>
  <div><h1>${escape(site.shortName)}<small>${escape(site.foundationName.slice(site.shortName.length).trim())}</small></h1>
  <p>AI coding for kids, teens and professionals in the Bay Area.</p></div>
</div></body></html>`;

await renderImages([{ html: page, path: 'public/images/share.png', width: 1200, height: 630 }]);
console.log('wrote public/favicon.svg and public/images/share.png');
