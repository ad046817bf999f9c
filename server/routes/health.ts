import { Router } from 'express';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';

/** GET /healthz: 200 when the database answers, 503 otherwise. */
export function healthRoutes(db: Db): Router {
  const router = Router();
  router.get('/healthz', async (_req, res) => {
    try {
      await sql`select 1`.execute(db);
      res.set('Cache-Control', 'no-store').json({ status: 'ok', database: 'ok' });
    } catch {
      res.status(503).set('Cache-Control', 'no-store').json({ status: 'error', database: 'unavailable' });
    }
  });
  return router;
}
