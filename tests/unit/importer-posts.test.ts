import { describe, expect, it } from 'vitest';
import {
  dateOf,
  excerptOf,
  isPostPage,
  mergeBySlug,
  slugOf,
  titleOf,
  toImportedPost,
  type CrawledPage,
  type ImportedPost,
} from '../../client/importer/posts.ts';

const source = 'https://blog.example.org/blog';
const page = (url: string, extra: Partial<CrawledPage> = {}): CrawledPage => ({
  markdown: '# A heading\n\nThe first paragraph.',
  html: '<h1>A heading</h1>',
  ...extra,
  metadata: { sourceURL: url, ...extra.metadata },
});

describe('which crawled pages are posts', () => {
  it('keeps pages of the source site and skips the rest', () => {
    expect(isPostPage(page('https://blog.example.org/blog/my-first-post'), source)).toBe(true);
    expect(isPostPage(page('https://blog.example.org/2026/10/another'), source)).toBe(true);
    expect(isPostPage(page('https://other.example.org/blog/post'), source), 'another host').toBe(false);
    expect(isPostPage({ markdown: 'no url' }, source), 'no URL').toBe(false);
    expect(isPostPage(page('not a url'), source)).toBe(false);
  });

  it.each([
    '/products/kit',
    '/partners',
    '/alumni/stories',
    '/consulting',
    '/frequently-asked-questions',
    '/contact-us',
    '/vibe-coding-for-kids',
    '/coding-camps-south-bay',
  ])('skips %s', (path) => {
    expect(isPostPage(page(`https://blog.example.org${path}`), source)).toBe(false);
  });

  it('skips the blog-list page itself, with or without a trailing slash', () => {
    expect(isPostPage(page('https://blog.example.org/blog'), source)).toBe(false);
    expect(isPostPage(page('https://blog.example.org/blog/'), source)).toBe(false);
    expect(isPostPage(page('https://blog.example.org/Blog/'), source)).toBe(false);
  });

  it('reads the address from metadata.url when sourceURL is missing', () => {
    expect(isPostPage({ metadata: { url: 'https://blog.example.org/blog/x' } }, source)).toBe(true);
  });
});

describe('title, excerpt, date and slug', () => {
  it('takes the metadata title, else the first heading, else Untitled', () => {
    expect(titleOf(page('u', { metadata: { title: 'From metadata' } }))).toBe('From metadata');
    expect(titleOf({ markdown: 'Intro text\n\n## Second-level heading\n\n# Later' })).toBe('Second-level heading');
    expect(titleOf({ markdown: 'No heading at all' })).toBe('Untitled');
    expect(titleOf({ markdown: '', metadata: { title: '   ' } })).toBe('Untitled');
  });

  it('takes the first paragraph as the excerpt, as plain text, up to 220 characters', () => {
    expect(
      excerptOf('# Title\n\n![cover](/a.png)\n\n- a list\n\nThe **first** [real](https://x.org) paragraph\nwraps.\n\nSecond.'),
    ).toBe('The first real paragraph wraps.');
    expect(excerptOf(`# T\n\n${'word '.repeat(100)}`)).toHaveLength(220);
    expect(excerptOf('# Only a heading')).toBe('');
  });

  it('takes the first d/m/yyyy date in the text, as written', () => {
    expect(dateOf('Posted on 6/10/2026, updated 7/10/2026')).toBe('6/10/2026');
    expect(dateOf('Posted 06/10/2026')).toBe('06/10/2026');
    expect(dateOf('2026-10-06 is not that pattern')).toBeUndefined();
  });

  it('makes the slug from the path: lowercased, stripped, spaces to hyphens, no trailing slash', () => {
    expect(slugOf('https://blog.example.org/Blog/My%20First_Post!/')).toBe('/blog/my-firstpost');
    expect(slugOf('https://blog.example.org/blog/ai-safety-101//')).toBe('/blog/ai-safety-101');
    expect(slugOf('https://blog.example.org/blog/Café Ünïcode')).toBe('/blog/caf-ncode');
  });

  it('turns a kept page into an imported post with every field', () => {
    const post = toImportedPost(
      page('https://blog.example.org/blog/five-apps', {
        markdown: '# Five Apps\n\nPublished 15/9/2026. Five apps in twenty hours.',
        html: '<h1>Five Apps</h1>',
        metadata: { title: 'Five Apps in Twenty Hours' },
      }),
      source,
    );
    expect(post).toEqual({
      url: 'https://blog.example.org/blog/five-apps',
      slug: '/blog/five-apps',
      title: 'Five Apps in Twenty Hours',
      excerpt: 'Published 15/9/2026. Five apps in twenty hours.',
      date: '15/9/2026',
      markdown: '# Five Apps\n\nPublished 15/9/2026. Five apps in twenty hours.',
      html: '<h1>Five Apps</h1>',
    });
    expect(toImportedPost(page('https://blog.example.org/contact-us'), source)).toBeUndefined();
  });
});

describe('merging into the stored posts', () => {
  const post = (slug: string, title: string): ImportedPost => ({
    url: `https://x.org${slug}`,
    slug,
    title,
    excerpt: '',
    markdown: '',
    html: '',
  });

  it('replaces a known slug in place and appends a new one', () => {
    const stored = [post('/blog/a', 'A'), post('/blog/b', 'B')];
    const merged = mergeBySlug(stored, [post('/blog/b', 'B again'), post('/blog/c', 'C')]);
    expect(merged.map((p) => [p.slug, p.title])).toEqual([
      ['/blog/a', 'A'],
      ['/blog/b', 'B again'],
      ['/blog/c', 'C'],
    ]);
    expect(stored[1]!.title).toBe('B');
  });
});
