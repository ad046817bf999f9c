/** The same site on SQLite and on PostgreSQL, under the same load, taking turns route by route. */
import { measureInTurns, type LoadResult, type LoadSettings, type Target } from './load.ts';
import { measurePostsInTurns } from './form-posts.ts';
import type { Site } from './servers.ts';

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

export async function compareEngines(sqlite: Site, postgres: Site, load: LoadSettings): Promise<EngineResult[]> {
  const results: EngineResult[] = [];
  // Both sites were seeded alike, so course 1 is the same cohort on each.
  const waitlist = '/api/courses/1/express-interest';
  const [postSqlite, postPostgres] = await measurePostsInTurns([sqlite, postgres], waitlist, load);
  results.push({ route: `POST ${waitlist} (waitlist)`, sqlite: postSqlite!, postgres: postPostgres! });
  for (const { route, path, headers } of routes) {
    const target = (site: Site, name: string): Target => ({ ...site, name, headers });
    const [onSqlite, onPostgres] = await measureInTurns(path, [target(sqlite, 'SQLite'), target(postgres, 'PostgreSQL')], load);
    results.push({ route, sqlite: onSqlite!, postgres: onPostgres! });
  }
  return results;
}
