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

/** Every published post, newest first, without its body: the blog list and GET /api/blogs. */
export async function listPosts(db: Db): Promise<BlogPostSummary[]> {
  const rows = await db
    .selectFrom('blog_posts')
    .select([
      'id',
      'slug',
      'title',
      'author',
      'publish_date',
      'reading_time',
      'excerpt',
      'featured_image',
      'tags',
      'source_url',
      'created_at',
      'updated_at',
    ])
    .orderBy('publish_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toSummary);
}

export async function findPostBySlug(db: Db, slug: string): Promise<BlogPost | undefined> {
  const row = await db.selectFrom('blog_posts').selectAll().where('slug', '=', slug).executeTakeFirst();
  return row ? { ...toSummary(row), content: row.content } : undefined;
}

/** Every post's slug and last change, newest first: what the sitemap and the feed list. */
export async function listPostSlugs(db: Db): Promise<{ slug: string; updatedAt: string }[]> {
  const rows = await db
    .selectFrom('blog_posts')
    .select(['slug', 'updated_at'])
    .orderBy('publish_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ slug: row.slug, updatedAt: row.updated_at }));
}
