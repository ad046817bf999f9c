import { readFileSync } from 'node:fs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayScenes, nightScene } from '../../scripts/night-scenes.ts';
import { site } from '../../views/content/site.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The campus drawings have a night version for the dark theme (`npm run night-scenes` writes
 * it from the day drawing); the page carries both and CSS shows the theme's one.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('campus drawings at night', () => {
  it('each night version is its day drawing at dusk, as the script writes it now', () => {
    const scenes = dayScenes();
    expect(scenes.map(({ day }) => day).sort()).toEqual([
      'public/images/campuses/east-bay.svg',
      'public/images/campuses/south-bay.svg',
    ]);
    for (const { day, night } of scenes) {
      const nightSvg = readFileSync(night, 'utf8');
      expect(nightSvg, night).toBe(nightScene(readFileSync(day, 'utf8')));
      // The sky is dark: the first full-size rectangle is navy, not the day's pale blue or lavender.
      const sky = /<rect x="0" y="0" width="640" height="360" fill="(#[0-9a-f]{6})"/.exec(nightSvg)?.[1];
      expect(parseInt(sky!.slice(1), 16) & 0xff, night).toBeLessThan(0x50);
    }
  });

  it.each(site.campuses.map((campus) => campus.id))(
    '/locations/%s shows the day drawing in light, the night one in dark',
    async (id) => {
      const html = (await request(t.app).get(`/locations/${id}`)).text;
      const images = [...html.matchAll(/<img [^>]*src="\/images\/campuses\/[^"]+"[^>]*>/g)].map(([tag]) => tag);
      expect(images).toHaveLength(2);
      expect(images[0]).toMatch(new RegExp(`src="/images/campuses/${id}.svg".*class="[^"]*for-light-theme`));
      expect(images[1]).toMatch(new RegExp(`src="/images/campuses/${id}-night.svg".*class="[^"]*for-dark-theme`));
      // Lower on /locations, both are lazy: the browser fetches only the one the theme shows.
      const list = (await request(t.app).get('/locations')).text;
      const listed = [...list.matchAll(new RegExp(`<img [^>]*src="/images/campuses/${id}(-night)?\\.svg"[^>]*>`, 'g'))];
      expect(listed).toHaveLength(2);
      for (const [tag] of listed) expect(tag).toContain('loading="lazy"');
      expect((await request(t.app).get(`/images/campuses/${id}-night.svg`)).status).toBe(200);
    },
  );
});
