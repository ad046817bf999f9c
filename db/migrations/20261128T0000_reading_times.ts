import type { Kysely } from 'kysely';
import { readingTimeOf } from '../../domain/blog.ts';

// A post's reading time is the one figure readingTimeOf gives for its words. The sample
// posts carried typed figures (7 minutes for ~200 words), and the rule no longer counts a
// table's marks as words: every stored post gets its figure again. Same rule, same result
// on a second run.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const posts = (await db.selectFrom('blog_posts').select(['id', 'content']).execute()) as { id: number; content: string }[];
  for (const post of posts) {
    await db
      .updateTable('blog_posts')
      .set({ reading_time: readingTimeOf(post.content) })
      .where('id', '=', post.id)
      .execute();
  }
}

// The typed figures are not kept: nothing to put back.
export async function down(): Promise<void> {}
