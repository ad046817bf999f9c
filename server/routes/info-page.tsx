import type { Request, Response } from 'express';
import type { PageMetadata } from '../../views/content/page-metadata.ts';
import { InfoPage } from '../../views/pages/InfoPage.tsx';
import type { Renderer } from '../http/render.tsx';

/**
 * A page of static copy under its metadata (heading, breadcrumb, call to action):
 * rendered once and served from the cache. The pages later issues fill start here.
 */
export const infoPage =
  (renderer: Renderer, info: PageMetadata, extraJsonLd: (req: Request) => object[] = () => []) =>
  (req: Request, res: Response) =>
    renderer.cachedPage(req, res, () => ({
      meta: renderer.metaOf(req, info, extraJsonLd(req)),
      body: <InfoPage info={info} />,
      cacheTags: ['static'],
    }));
