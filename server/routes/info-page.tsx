import type { Request, Response } from 'express';
import type { ReactElement } from 'react';
import type { CallToActionCopy } from '../../views/components/CallToAction.tsx';
import type { NavLink } from '../../views/content/navigation.ts';
import type { PageMetadata } from '../../views/content/page-metadata.ts';
import { InfoPage } from '../../views/pages/InfoPage.tsx';
import type { Renderer } from '../http/render.tsx';

export type InfoPageOptions = {
  /** The page's own sections, under its header. */
  body?: ReactElement | null;
  /**
   * Instead of `body`, sections read when the page is built (a campus's cohorts, today's early
   * bird), with the cache tags that end them; no tags, and the page is not kept. A `band`
   * read so stands in for the option's (the prices a page opens on, with today's offer).
   */
  load?: () => Promise<{ body: ReactElement; band?: ReactElement; cacheTags?: readonly string[] }>;
  /** Client bundles the body needs (a campus's level tabs). */
  bundles?: readonly string[];
  /** Structured data besides the breadcrumb list (a campus's LocalBusiness, the FAQ page). */
  jsonLd?: (origin: string) => object[];
  /** Beside the heading on a wide screen: a fact panel or a picture of students' work. */
  aside?: ReactElement;
  /** False leaves the aside out on a phone, so the page's own content comes first there. */
  asideOnPhone?: boolean | 'strip';
  /** Across the header under the heading, instead of an aside (Our Story's milestones). */
  band?: ReactElement;
  /** The page's main action, under the lead. */
  action?: NavLink;
  /** The enroll call to action at the end (with words of the page's own); legal pages leave it out. */
  cta?: boolean | CallToActionCopy;
};

/**
 * A page of copy under its metadata (heading, breadcrumb, call to action): rendered once and
 * served from the cache until what it shows changes.
 */
export const infoPage =
  (
    renderer: Renderer,
    info: PageMetadata,
    { body = null, load, bundles, jsonLd = () => [], aside, asideOnPhone = true, band, action, cta = true }: InfoPageOptions = {},
  ) =>
  (req: Request, res: Response) =>
    renderer.cachedPage(req, res, async () => {
      const sections = load ? await load() : { body, band, cacheTags: ['static'] };
      return {
        meta: renderer.metaOf(req, info, jsonLd(renderer.originOf(req))),
        body: (
          <InfoPage info={info} cta={cta} aside={aside} asideOnPhone={asideOnPhone} band={sections.band ?? band} action={action}>
            {sections.body}
          </InfoPage>
        ),
        ...(bundles ? { bundles } : {}),
        ...(sections.cacheTags ? { cacheTags: sections.cacheTags } : {}),
      };
    });
