/** The same site on SQLite and on PostgreSQL, under the same load, taking turns route by route. */
import { measureInTurns, type LoadResult, type LoadSettings, type Target } from './load.ts';
import { createDb } from '../db/index.ts';
import { loadConfig } from '../server/config.ts';
import { contactBody, initiationBody, interestBody, measurePostsInTurns, type BodyOf } from './form-posts.ts';
import type { Site } from './servers.ts';
import { keptFor, prepareFamilyPages } from './family-pages.ts';
import { signIn } from './roster.ts';

export type EngineResult = { route: string; sqlite: LoadResult; postgres: LoadResult };

/** Routes that read the database on every request; the page cache would otherwise hide the engine. */
const routes = [
  { route: '/api/courses/program/kids-vibe-coding', path: '/api/courses/program/kids-vibe-coding' },
  // The flash cookie skips the page cache, as for the uncached figure of the throughput section.
  {
    route: '/kids-vibe-coding uncached (live data)',
    path: '/kids-vibe-coding',
    headers: { Cookie: 'flash=s%3Abench.unsigned' },
  },
];

/** Course 1 gets room for every initiation the run can make, so none of them is a 409. */
export async function makeRoom(site: Site): Promise<void> {
  const db = createDb(loadConfig({ DATABASE_URL: site.databaseUrl }).database);
  try {
    await db
      .updateTable('courses')
      .set((eb) => ({ capacity: eb('seats_taken', '+', 10_000_000) }))
      .where('id', '=', 1)
      .execute();
  } finally {
    await db.destroy();
  }
}

export async function compareEngines(sqlite: Site, postgres: Site, load: LoadSettings): Promise<EngineResult[]> {
  const results: EngineResult[] = [];
  // Both sites were seeded alike, so course 1 is the same cohort on each.
  const posts: [string, string, BodyOf][] = [
    ['/api/courses/1/express-interest', 'waitlist', interestBody],
    ['/api/contact', 'contact message', contactBody],
    ['/api/enrollments/initiate', 'checkout initiation, demo provider', initiationBody],
  ];
  await Promise.all([makeRoom(sqlite), makeRoom(postgres)]);
  for (const [path, what, bodyOf] of posts) {
    const [onSqlite, onPostgres] = await measurePostsInTurns([sqlite, postgres], path, bodyOf, load);
    results.push({ route: `POST ${path} (${what})`, sqlite: onSqlite!, postgres: onPostgres! });
  }
  for (const { route, path, headers } of routes) {
    const target = (site: Site, name: string): Target => ({ ...site, name, headers });
    const [onSqlite, onPostgres] = await measureInTurns(path, [target(sqlite, 'SQLite'), target(postgres, 'PostgreSQL')], load);
    results.push({ route, sqlite: onSqlite!, postgres: onPostgres! });
  }
  // The pages this wave added, each site with its own family, offer link and staff session.
  const people = await Promise.all(
    [sqlite, postgres].map(async (site) => {
      const staffCookie = await signIn(site);
      return { staffCookie, family: await prepareFamilyPages(site, keptFor(site), staffCookie) };
    }),
  );
  const personal: { route: string; path: string; target: (who: (typeof people)[number]) => Partial<Target> }[] = [
    { route: '/checkout?courseId=1 (live: seats and price lines)', path: '/checkout?courseId=1', target: () => ({}) },
    {
      route: "/account (a parent's page, signed in)",
      path: '/account',
      target: (who) => ({ headers: { Cookie: who.family.parentCookie } }),
    },
    { route: "a waitlist offer's claim link", path: '/waitlist/offers/…', target: (who) => ({ path: who.family.claimPath }) },
    {
      route: "/admin/courses (the console's list, staff)",
      path: '/admin/courses',
      target: (who) => ({ headers: { Cookie: who.staffCookie } }),
    },
  ];
  for (const { route, path, target } of personal) {
    const [onSqlite, onPostgres] = await measureInTurns(
      path,
      [
        { ...sqlite, name: 'SQLite', ...target(people[0]!) },
        { ...postgres, name: 'PostgreSQL', ...target(people[1]!) },
      ],
      load,
    );
    results.push({ route, sqlite: onSqlite!, postgres: onPostgres! });
  }
  return results;
}
