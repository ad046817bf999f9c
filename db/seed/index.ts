import type { Db } from '../index.ts';
import { sampleBlogPosts } from './sample-blog-posts.ts';
import { sampleCourses } from './sample-courses.ts';

/**
 * Loads the sample content into an empty database, so a fresh `npm start` shows a
 * complete site. A database that already has courses or posts is left alone.
 */
export async function loadSampleContentIfEmpty(db: Db, now: Date): Promise<boolean> {
  const [courses, posts] = await Promise.all([
    db
      .selectFrom('courses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('blog_posts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  if (Number(courses.n) > 0 || Number(posts.n) > 0) return false;

  await db.transaction().execute(async (trx) => {
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
          tags: JSON.stringify(post.tags),
          created_at: createdAt,
          updated_at: createdAt,
        })),
      )
      .execute();
  });
  return true;
}
