import type { Db } from '../../db/index.ts';
import type { BlogPostRow } from '../../db/schema.ts';
import type { BlogPost, BlogPostSummary } from '../domain/blog.ts';

function parseTags(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

function toSummary(row: Omit<BlogPostRow, 'content'>): BlogPostSummary {
  const tags = parseTags(row.tags);
  return {
    slug: row.slug,
    title: row.title,
    author: row.author,
    publishDate: row.publish_date,
    readingTime: row.reading_time,
    excerpt: row.excerpt,
    ...(row.featured_image ? { featuredImage: row.featured_image } : {}),
    ...(tags.length ? { tags } : {}),
  };
}

export async function findPostBySlug(db: Db, slug: string): Promise<BlogPost | undefined> {
  const row = await db.selectFrom('blog_posts').selectAll().where('slug', '=', slug).executeTakeFirst();
  return row ? { ...toSummary(row), content: row.content } : undefined;
}

/** Every post's slug and last change, newest first: what the sitemap lists. */
export async function listPostSlugs(db: Db): Promise<{ slug: string; updatedAt: string }[]> {
  const rows = await db.selectFrom('blog_posts').select(['slug', 'updated_at']).orderBy('publish_date', 'desc').execute();
  return rows.map((row) => ({ slug: row.slug, updatedAt: row.updated_at }));
}
