/**
 * The importer's rules for turning crawled pages into posts (spec section 5), as pure
 * functions: what runs in the browser is tested in Node the same way.
 */

/** A post as the importer keeps it in the browser (spec section 3, "Imported post"). */
export type ImportedPost = {
  url: string;
  slug: string;
  title: string;
  excerpt: string;
  /** The first d/m/yyyy date in the text, as written. */
  date?: string;
  markdown: string;
  html: string;
};

/** A page as the crawler returns it (the fields the rules read). */
export type CrawledPage = {
  markdown?: string;
  html?: string;
  metadata?: { title?: string | string[]; sourceURL?: string; url?: string };
};

/** Paths that are never blog posts on the source site. */
export const skippedPathParts = [
  '/products',
  '/partners',
  '/alumni',
  '/consulting',
  '/frequently-asked-questions',
  '/contact-us',
  '/vibe-coding-',
  '/coding-camps',
] as const;

export const excerptLength = 220;

const trimSlashes = (path: string) => path.replace(/\/+$/, '');

function parseUrl(raw: string | undefined): URL | undefined {
  if (!raw) return undefined;
  try {
    return new URL(raw);
  } catch {
    return undefined;
  }
}

/** The page's own address: where the crawler says it found it. */
export const pageUrlOf = (page: CrawledPage): string | undefined => page.metadata?.sourceURL ?? page.metadata?.url;

/**
 * Kept only when it is on the source site, its path has none of the skipped parts, and
 * it is not the blog-list page itself.
 */
export function isPostPage(page: CrawledPage, sourceUrl: string): boolean {
  const url = parseUrl(pageUrlOf(page));
  const source = parseUrl(sourceUrl);
  if (!url || !source || url.host !== source.host) return false;
  const path = url.pathname.toLowerCase();
  if (skippedPathParts.some((part) => path.includes(part))) return false;
  return trimSlashes(path) !== trimSlashes(source.pathname.toLowerCase());
}

/** The page's metadata title, else its first markdown heading, else 'Untitled'. */
export function titleOf(page: CrawledPage): string {
  const meta = Array.isArray(page.metadata?.title) ? page.metadata.title[0] : page.metadata?.title;
  if (meta?.trim()) return meta.trim();
  const heading = /^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/m.exec(page.markdown ?? '')?.[1];
  return heading?.trim() || 'Untitled';
}

/** Markdown inline syntax down to its text: links and images to their words, no emphasis marks. */
function plainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first paragraph of text (not a heading, list, quote, image, code or table), up to 220 characters. */
export function excerptOf(markdown: string): string {
  const blocks = markdown.split(/\n\s*\n/);
  for (const block of blocks) {
    const text = block.trim();
    if (!text || /^(#|[-*+] |\d+\. |>|```|\||!\[|<)/.test(text)) continue;
    const plain = plainText(text);
    if (plain) return plain.slice(0, excerptLength);
  }
  return '';
}

/** The first d/m/yyyy date in the text, as written ('6/10/2026', '06/10/2026'). */
export function dateOf(markdown: string): string | undefined {
  return /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/.exec(markdown)?.[0];
}

/**
 * The URL's path, lowercased, without the host; characters other than a-z, 0-9, hyphen,
 * slash and space stripped; whitespace turned into hyphens; trailing slashes removed.
 */
export function slugOf(url: string): string {
  const path = parseUrl(url)?.pathname ?? url;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a malformed escape stays as it is, and its % is stripped below
  }
  return trimSlashes(
    decoded
      .toLowerCase()
      .replace(/[^a-z0-9\-/ \s]/g, '')
      .replace(/\s+/g, '-'),
  );
}

/** A crawled page as an imported post, or undefined when the rules skip it. */
export function toImportedPost(page: CrawledPage, sourceUrl: string): ImportedPost | undefined {
  if (!isPostPage(page, sourceUrl)) return undefined;
  const url = pageUrlOf(page)!;
  const markdown = page.markdown ?? '';
  const date = dateOf(markdown);
  return {
    url,
    slug: slugOf(url),
    title: titleOf(page),
    excerpt: excerptOf(markdown),
    ...(date ? { date } : {}),
    markdown,
    html: page.html ?? '',
  };
}

/** Merges by slug: a post with a known slug replaces the stored one in place; a new slug is appended. */
export function mergeBySlug(stored: readonly ImportedPost[], incoming: readonly ImportedPost[]): ImportedPost[] {
  const merged = [...stored];
  for (const post of incoming) {
    const at = merged.findIndex((existing) => existing.slug === post.slug);
    if (at === -1) merged.push(post);
    else merged[at] = post;
  }
  return merged;
}
