import { Router } from 'express';
import { pageMetadata } from '../../views/content/page-metadata.ts';
import type { AppContext } from '../context.ts';
import { infoPage } from './info-page.tsx';

/** The admin area: the blog importer (a noindex placeholder until the admin sign-in is built). */
export function adminRoutes({ renderer }: AppContext): Router {
  const router = Router();
  router.get(pageMetadata.importBlogs.path, infoPage(renderer, pageMetadata.importBlogs));
  return router;
}
