import { afterAll, beforeAll, expect, it } from 'vitest';
import { databaseMigratedTo, type MigrationDatabase } from '../helpers/migration-database.ts';
import { testEngine } from '../helpers/test-database.ts';

/** Posts stored before the reading-times migration read as long as their words say, after it. */
let before: MigrationDatabase;
const at = '2026-11-22T12:00:00.000Z';

beforeAll(async () => {
  before = await databaseMigratedTo('20261127T0000_enrollment_counts');
});
afterAll(() => before.close());

it(`gives every stored post the reading time of its words (${testEngine})`, async () => {
  const post = (slug: string, readingTime: number, content: string) => ({
    slug,
    title: slug,
    author: 'Jordan Lee',
    publish_date: '2026-10-06',
    reading_time: readingTime,
    excerpt: 'An excerpt.',
    featured_image: null,
    tags: '[]',
    content,
    source_url: null,
    created_at: at,
    updated_at: at,
  });
  // A typed 7 on about 200 words (a table's marks among them), and a long post stored as 1.
  const table = '| Weeks | Project |\n| --- | --- |\n' + '| 1 | Homepage |\n'.repeat(20);
  const { db } = before;
  await db
    .insertInto('blog_posts')
    .values([post('short', 7, `${'word '.repeat(150)}\n\n${table}`), post('long', 1, 'word '.repeat(1000))])
    .execute();

  await before.migrateToLatest();
  const rows = await db.selectFrom('blog_posts').select(['slug', 'reading_time']).orderBy('slug').execute();
  expect(rows).toEqual([
    { slug: 'long', reading_time: 5 },
    { slug: 'short', reading_time: 1 },
  ]);
});
