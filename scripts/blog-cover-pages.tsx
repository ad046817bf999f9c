/**
 * The sample blog posts' covers as pages to draw (1200 x 630): a drawing of students' work
 * (views/components/StudentWork.tsx, its words in the site's typeface) on a background of
 * the post's own two colours, drawn twice: in the dark theme (the featured_image the seed
 * names, db/seed/sample-blog-posts.ts) and in the light one (the same name with `-light`,
 * views/content/blog.ts), so a cover never glares on navy nor sits dark on white. No title
 * on the cover: the card and the post always print it beside the picture, and a card may
 * crop the picture's edges.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { sampleBlogPosts } from '../db/seed/sample-blog-posts.ts';
import { StudentWorkScene } from '../views/components/StudentWork.tsx';
import { lightCoverOf } from '../views/content/blog.ts';
import { sampleCoverScenes, type SceneId } from '../views/content/student-work.ts';
import { siteFontFace } from './render-image.ts';

/**
 * Where `npm run covers` records what each cover was drawn from (a hash of its page), so a
 * test notices a drawing changed without its cover being drawn again.
 */
export const coverSourcesPath = 'scripts/blog-covers.sources.json';

const styles = () => ['tokens.css', 'student-work.css'].map((file) => readFileSync(`client/styles/${file}`, 'utf8')).join('\n');

type Theme = 'dark' | 'light';

/**
 * Each post's two colours (top left, bottom right), in each theme: one post, one cover, not three
 * alike. In the dark theme all from the brand's violets, indigos, blues and teals (a burnt orange
 * and an emerald read as off-palette on navy to a designer); in the light one, pastels.
 */
const palettes: readonly Record<Theme, { glow: [string, string]; base: string }>[] = [
  { dark: { glow: ['#4c1d95', '#155e75'], base: '#0b1020' }, light: { glow: ['#ddd6fe', '#a5f3fc'], base: '#f5f7fb' } },
  { dark: { glow: ['#6b21a8', '#1e3a8a'], base: '#100c1e' }, light: { glow: ['#fed7aa', '#e9d5ff'], base: '#fbf7f4' } },
  { dark: { glow: ['#115e59', '#312e81'], base: '#07141a' }, light: { glow: ['#bbf7d0', '#bfdbfe'], base: '#f4f9f7' } },
];

const coverOf = (scene: SceneId, css: string, theme: Theme, palette: (typeof palettes)[number]) => {
  const { glow, base } = palette[theme];
  return `<!doctype html><html data-theme="${theme}"><head><meta charset="utf-8"><style>
  ${siteFontFace()}
  ${css}
  :root { --font: 'Plus Jakarta Sans Variable', system-ui, sans-serif; }
  html, body { margin: 0; width: 1200px; height: 630px; overflow: hidden; }
  body { display: grid; place-items: center; font-family: var(--font);
    background: radial-gradient(ellipse at 10% 0%, ${glow[0]} 0%, transparent 60%), radial-gradient(ellipse at 100% 100%, ${glow[1]} 0%, transparent 55%), ${base}; }
  .student-work { width: auto; height: 540px; max-width: 1000px; filter: drop-shadow(0 24px 40px rgb(0 0 0 / ${theme === 'dark' ? 0.4 : 0.18})); }
</style></head><body>
  ${renderToStaticMarkup(<StudentWorkScene scene={scene} bare />)}
</body></html>`;
};

export function blogCoverPages() {
  const css = styles();
  return sampleBlogPosts.flatMap((post, index) => {
    const scene = sampleCoverScenes[post.slug];
    if (!scene || !post.featured_image) throw new Error(`no cover for the sample post ${post.slug}`);
    const palette = palettes[index % palettes.length]!;
    return (['dark', 'light'] as const).map((theme) => ({
      html: coverOf(scene, css, theme, palette),
      path: `public${theme === 'dark' ? post.featured_image! : lightCoverOf(post.featured_image!)}`,
      width: 1200,
      height: 630,
    }));
  });
}

/** What a cover's page hashes to: the same page, the same picture. */
export const coverSource = (html: string) => createHash('sha256').update(html).digest('hex');
