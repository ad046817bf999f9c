import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blogCoverPages, coverSource, coverSourcesPath } from '../../scripts/blog-cover-pages.tsx';
import { sampleBlogPosts } from '../../db/seed/sample-blog-posts.ts';
import { coverImage, lightCoverOf } from '../../views/content/blog.ts';

// The covers are pictures of the drawings (a student's name and age in them): a drawing that
// changes without `npm run covers` leaves a cover telling an older story than the pages.
describe('the sample blog covers', () => {
  it('have a light theme’s version each, which the pages show beside the dark one', () => {
    for (const post of sampleBlogPosts) {
      const cover = coverImage(post.featured_image!);
      expect(cover, post.slug).toMatchObject({ src: lightCoverOf(post.featured_image!), darkSrc: post.featured_image });
      expect(existsSync(`public${cover.src}`), cover.src).toBe(true);
    }
  });

  it('were drawn from the drawings as they are now', () => {
    const recorded = JSON.parse(readFileSync(coverSourcesPath, 'utf8')) as Record<string, string>;
    for (const cover of blogCoverPages()) {
      expect(existsSync(cover.path), cover.path).toBe(true);
      expect(recorded[cover.path], `${cover.path}: run npm run covers`).toBe(coverSource(cover.html));
    }
  });
});
