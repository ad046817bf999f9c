/**
 * Draws an HTML page into an image file with Debian's Chromium, for the images the site
 * makes from its own sources (the share image, the blog covers): set in the site's own
 * typeface, inlined, so an image is set as the pages are.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { launchBrowser } from './chromium.ts';

/** The site's typeface as an @font-face rule with the font inlined. */
export function siteFontFace(): string {
  const font = readFileSync(
    createRequire(import.meta.url).resolve(
      '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
    ),
  ).toString('base64');
  return `@font-face { font-family: 'Plus Jakarta Sans Variable'; font-weight: 200 800; src: url(data:font/woff2;base64,${font}) format('woff2'); }`;
}

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Each page, drawn at its size, written to its path: PNG, or WebP (lossy, `quality` 0-1) by a .webp name. */
export async function renderImages(
  images: readonly { html: string; path: string; width: number; height: number; quality?: number }[],
): Promise<void> {
  const browser = await launchBrowser();
  try {
    for (const image of images) {
      const tab = await browser.newPage({ viewport: { width: image.width, height: image.height } });
      await tab.setContent(image.html);
      await tab.evaluate(() => document.fonts.ready);
      const png = await tab.screenshot();
      if (image.path.endsWith('.webp')) {
        // Chromium encodes WebP from a canvas: the screenshot, drawn again and exported.
        const dataUrl = await tab.evaluate(
          async ({ src, quality }) => {
            const img = new Image();
            img.src = src;
            await img.decode();
            const canvas = document.createElement('canvas');
            canvas.width = img.naturalWidth;
            canvas.height = img.naturalHeight;
            canvas.getContext('2d')!.drawImage(img, 0, 0);
            return canvas.toDataURL('image/webp', quality);
          },
          { src: `data:image/png;base64,${png.toString('base64')}`, quality: image.quality ?? 0.86 },
        );
        writeFileSync(image.path, Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
      } else writeFileSync(image.path, png);
      await tab.close();
    }
  } finally {
    await browser.close();
  }
}
