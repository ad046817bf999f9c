import { Router } from 'express';

/**
 * The spec's permanent redirects (they replace history), plus /contact-us which pages link to
 * and /pricing, the address a parent types for the prices.
 */
export const redirects: Record<string, string> = {
  '/vibe-coding-for-middle-schooler': '/kids-vibe-coding',
  '/programs/middle-school': '/kids-vibe-coding',
  '/vibe-coding-for-professionals': '/programs/professionals',
  '/coding-camps-south-bay': '/locations/south-bay',
  '/coding-camps-east-bay': '/locations/east-bay',
  '/frequently-asked-questions': '/faq',
  '/contact-us': '/contact',
  '/pricing': '/parents/scholarships-and-pricing',
};

export function redirectRoutes(): Router {
  const router = Router();
  for (const [from, to] of Object.entries(redirects)) {
    router.get(from, (req, res) => {
      const query = req.originalUrl.indexOf('?');
      res.redirect(301, query === -1 ? to : to + req.originalUrl.slice(query));
    });
  }
  return router;
}
