import { Router } from 'express';
import { pageMetadata } from '../../views/content/page-metadata.ts';
import type { AppContext } from '../context.ts';
import { infoPage } from './info-page.tsx';

/** The enrollment wizard. The forms work adds its steps and POST /api/enrollment-requests. */
export function enrollRoutes({ renderer }: AppContext): Router {
  const router = Router();
  router.get(pageMetadata.enroll.path, infoPage(renderer, pageMetadata.enroll));
  return router;
}
