import { Router } from 'express';
import { pageMetadata } from '../../views/content/page-metadata.ts';
import { ContactInfo } from '../../views/pages/content/ContactInfo.tsx';
import type { AppContext } from '../context.ts';
import { infoPage } from './info-page.tsx';

/** The contact page: its contact information now; the forms work adds the form, its post and POST /api/contact. */
export function contactRoutes({ renderer }: AppContext): Router {
  const router = Router();
  router.get(pageMetadata.contact.path, infoPage(renderer, pageMetadata.contact, { body: <ContactInfo /> }));
  return router;
}
