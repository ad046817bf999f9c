/**
 * The sample blog posts' covers as pages to draw (1200 x 630): a drawing of students' work
 * (views/components/StudentWork.tsx, its words in the site's typeface) on the brand's deep
 * background, which sits calmly on both themes. No title on the cover: the card and the
 * post always print it beside the picture, and a card may crop the picture's edges. Each
 * post's featured_image (db/seed/sample-blog-posts.ts) names its file.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { sampleBlogPosts } from '../db/seed/sample-blog-posts.ts';
import { StudentWorkScene } from '../views/components/StudentWork.tsx';
import { sampleCoverScenes, type SceneId } from '../views/content/student-work.ts';
import { siteFontFace } from './render-image.ts';

/**
 * Where `npm run covers` records what each cover was drawn from (a hash of its page), so a
 * test notices a drawing changed without its cover being drawn again.
 */
export const coverSourcesPath = 'scripts/blog-covers.sources.json';

const styles = () => ['tokens.css', 'student-work.css'].map((file) => readFileSync(`client/styles/${file}`, 'utf8')).join('\n');

const coverOf = (scene: SceneId, css: string) => `<!doctype html><html data-theme="dark"><head><meta charset="utf-8"><style>
  ${siteFontFace()}
  ${css}
  :root { --font: 'Plus Jakarta Sans Variable', system-ui, sans-serif; }
  html, body { margin: 0; width: 1200px; height: 630px; overflow: hidden; }
  body { display: grid; place-items: center; font-family: var(--font);
    background: radial-gradient(ellipse at 10% 0%, #4c1d95 0%, transparent 60%), radial-gradient(ellipse at 100% 100%, #155e75 0%, transparent 55%), #0b1020; }
  .student-work { width: auto; height: 540px; max-width: 1000px; filter: drop-shadow(0 24px 40px rgb(0 0 0 / 0.4)); }
</style></head><body>
  ${renderToStaticMarkup(<StudentWorkScene scene={scene} bare />)}
</body></html>`;

export function blogCoverPages() {
  const css = styles();
  return sampleBlogPosts.map((post) => {
    const scene = sampleCoverScenes[post.slug];
    if (!scene || !post.featured_image) throw new Error(`no cover for the sample post ${post.slug}`);
    return { html: coverOf(scene, css), path: `public${post.featured_image}`, width: 1200, height: 630 };
  });
}

/** What a cover's page hashes to: the same page, the same picture. */
export const coverSource = (html: string) => createHash('sha256').update(html).digest('hex');
