/** A blog post as the API and pages see it (spec section 3). */
export type BlogPostSummary = {
  slug: string;
  title: string;
  author: string;
  /** YYYY-MM-DD */
  publishDate: string;
  readingTime: number;
  excerpt: string;
  featuredImage?: string;
  tags?: string[];
};

export type BlogPost = BlogPostSummary & { content: string };

/**
 * Minutes to read a post at 200 words a minute, at least 1: the one figure every page shows
 * ('N min read'), stored with each post when it is written (publishing, the sample posts). Markdown's marks (a table's pipes and rules among them) are not words.
 */
export function readingTimeOf(markdown: string): number {
  const words = markdown
    .replace(/[#>*_`~\[\]()!|:-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

/** A published post's address under /blog/: lowercase words, digits and hyphens, in segments. */
export const postSlugPattern = /^[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*$/;

/**
 * An imported post's slug (its source path, '/blog/my-post') as a slug of ours
 * ('my-post'): without the leading slash and the source's own /blog/ segment.
 */
export const publishedSlugOf = (importedSlug: string): string =>
  importedSlug
    .replace(/^\/+/, '')
    .replace(/^blog\/(?=.)/, '')
    .replace(/\/+$/, '');

/** 'd/m/yyyy' (as the importer finds dates) to 'YYYY-MM-DD', or undefined when it is no real date. */
export function isoDateOf(dayMonthYear: string): string | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(dayMonthYear);
  if (!match) return undefined;
  const [, day, month, year] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const valid = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return valid ? date.toISOString().slice(0, 10) : undefined;
}
