import { readFileSync } from 'node:fs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandMark, brandMarkSvg } from '../../views/content/brand.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * One logo, everywhere: the header's and footer's inline mark, the favicon and the share
 * image come from views/content/brand.ts (`npm run brand` writes the files). This fails
 * when the mark changes and the files were not written again.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('the logo', () => {
  it('the favicon is the mark as its source draws it', () => {
    expect(readFileSync('public/favicon.svg', 'utf8')).toBe(`${brandMarkSvg()}\n`);
  });

  it('the share image is a 1200 x 630 PNG, as the pages announce it', () => {
    const png = readFileSync('public/images/share.png');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('the header and the footer draw the same mark, each with its own gradient, beside the foundation’s full name', async () => {
    const html = (await request(t.app).get('/about')).text;
    const marks = [...html.matchAll(/<svg[^>]*class="logo__mark"[^>]*>(.*?)<\/svg>/gs)];
    expect(marks).toHaveLength(2);
    for (const [, inner] of marks) expect(inner).toContain(`d="${brandMark.stroke}"`);
    expect(html).toContain('id="logo-mark-header"');
    expect(html).toContain('id="logo-mark-footer"');
    expect(html).toMatch(/<span class="logo__text">Vibe Coding(<!-- -->)? <span class="logo__sub">Foundation<\/span><\/span>/);
  });
});
