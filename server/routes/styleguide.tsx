import { Router } from 'express';
import { StyleguidePage } from '../../views/pages/StyleguidePage.tsx';
import type { AppContext } from '../context.ts';

/** The living style guide: not linked from the site, not indexed, not in a sitemap. */
export function styleguideRoutes({ renderer }: AppContext): Router {
  const router = Router();
  router.get('/styleguide', (req, res) =>
    renderer.cachedPage(req, res, () => ({
      meta: {
        title: 'Style guide',
        description: 'The design system: tokens and components in both themes.',
        noindex: true,
      },
      body: <StyleguidePage />,
      cacheTags: ['static'],
    })),
  );
  return router;
}
