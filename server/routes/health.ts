import { Router } from 'express';
import { sql } from 'kysely';
import type { AppContext } from '../context.ts';

/** GET /healthz: 200 when the database answers; 503 when it does not, or while the server is stopping. */
export function healthRoutes({ db, lifecycle }: AppContext): Router {
  const router = Router();
  router.get('/healthz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (lifecycle.stopping) return void res.status(503).json({ status: 'stopping' });
    try {
      await sql`select 1`.execute(db);
      res.json({ status: 'ok', database: 'ok' });
    } catch {
      res.status(503).json({ status: 'error', database: 'unavailable' });
    }
  });
  return router;
}
