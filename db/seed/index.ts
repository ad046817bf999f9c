import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../index.ts';
import { readingTimeOf } from '../../domain/blog.ts';
import { sampleBlogPosts } from './sample-blog-posts.ts';
import { sampleCourses } from './sample-courses.ts';

/**
 * Loads the sample content into an empty database, so a fresh `npm start` shows a
 * complete site. A database that already has courses or posts is left alone. Several
 * instances may start at once on one new PostgreSQL database: the check and the load run
 * in one transaction under an advisory lock, so only the first loads it. (SQLite is one
 * process; its transactions already run one at a time.)
 */
/** The advisory lock that several instances take to load the sample content one at a time. */
export const sampleContentLock = sql`select pg_advisory_xact_lock(hashtext('site sample content'))`;

export async function loadSampleContentIfEmpty(db: Db, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (trx.getExecutor().adapter instanceof PostgresAdapter) {
      await sampleContentLock.execute(trx);
    }
    const [courses, posts] = await Promise.all([
      trx
        .selectFrom('courses')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
      trx
        .selectFrom('blog_posts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    if (Number(courses.n) > 0 || Number(posts.n) > 0) return false;

    const createdAt = now.toISOString();
    await trx
      .insertInto('courses')
      .values(sampleCourses.map((course) => ({ ...course, created_at: createdAt })))
      .execute();
    await trx
      .insertInto('blog_posts')
      .values(
        sampleBlogPosts.map((post) => ({
          ...post,
          reading_time: readingTimeOf(post.content),
          tags: JSON.stringify(post.tags),
          created_at: createdAt,
          updated_at: createdAt,
        })),
      )
      .execute();
    return true;
  });
}
