import { inTransaction, type Db } from '../../db/index.ts';
import type { BlogPostRow } from '../../db/schema.ts';
import type { Clock } from '../clock.ts';
import { isoDateOf, readingTimeOf, type BlogPost, type BlogPostSummary } from '../../domain/blog.ts';
import type { PublishPostInput } from '../../domain/publish.ts';
import type { ContentChanges } from './content-changes.ts';
import { recordAudit, type Actor } from './audit.ts';

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

/**
 * Publishes an imported post, or replaces the one with its slug: the date it carries (else
 * today), its reading time from its text. Cached blog pages drop on every instance.
 */
export async function publishPost(
  deps: { db: Db; clock: Clock; changes: ContentChanges },
  actor: Actor,
  input: PublishPostInput,
  author: string,
): Promise<{ slug: string; created: boolean }> {
  const now = deps.clock.now().toISOString();
  const details = {
    title: input.title,
    author,
    publish_date: (input.date && isoDateOf(input.date)) ?? now.slice(0, 10),
    reading_time: readingTimeOf(input.markdown),
    excerpt: input.excerpt,
    content: input.markdown,
    source_url: input.url ?? null,
    updated_at: now,
  };
  const existed = await inTransaction(deps.db, async (trx) => {
    const before = await trx
      .selectFrom('blog_posts')
      .select(['id', 'title', 'publish_date'])
      .where('slug', '=', input.slug)
      .executeTakeFirst();
    const row = await trx
      .insertInto('blog_posts')
      .values({ slug: input.slug, featured_image: null, tags: '[]', created_at: now, ...details })
      .onConflict((oc) => oc.column('slug').doUpdateSet(details))
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(
      trx,
      actor,
      {
        action: 'post.published',
        record: { type: 'post', id: input.slug },
        before: before ? { title: before.title, publishDate: before.publish_date } : null,
        after: { id: row.id, title: details.title, publishDate: details.publish_date, sourceUrl: details.source_url },
      },
      deps.clock.now(),
    );
    return before !== undefined;
  });
  deps.changes.changed('blog');
  return { slug: input.slug, created: !existed };
}

/** Takes a post off the site; false when there was none. */
export async function unpublishPost(
  deps: { db: Db; clock: Clock; changes: ContentChanges },
  actor: Actor,
  slug: string,
): Promise<boolean> {
  const removed = await inTransaction(deps.db, async (trx) => {
    const row = await trx
      .deleteFrom('blog_posts')
      .where('slug', '=', slug)
      .returning(['id', 'title', 'publish_date'])
      .executeTakeFirst();
    if (!row) return false;
    await recordAudit(
      trx,
      actor,
      {
        action: 'post.unpublished',
        record: { type: 'post', id: slug },
        before: { id: row.id, title: row.title, publishDate: row.publish_date },
      },
      deps.clock.now(),
    );
    return true;
  });
  if (removed) deps.changes.changed('blog');
  return removed;
}
