import type { Request, Response } from 'express';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { PageMetadata } from '../../views/content/page-metadata.ts';
import { site } from '../../views/content/site.ts';
import { breadcrumbJsonLd } from '../../views/content/structured-data.ts';
import { Document } from '../../views/document.tsx';
import { Layout } from '../../views/layout/Layout.tsx';
import type { Toast } from '../../views/layout/ToastRegion.tsx';
import type { Assets } from './assets.ts';
import { takeFlash } from './flash.ts';
import { cacheKeyOf, cacheUrlOf, mayUseCache, sendCachedPage } from './http-cache.ts';
import type { PageCache } from './page-cache.ts';

/** What goes in a page's head. */
export type HeadMeta = {
  title: string;
  description: string;
  /** Canonical path; defaults to the request path (no query). */
  canonicalPath?: string;
  ogType?: 'website' | 'article';
  image?: string;
  noindex?: boolean;
  jsonLd?: object[];
  /** An Atom feed the page belongs to (the blog's), named in a <link rel="alternate">. */
  feed?: { title: string; href: string };
};

export type PageSpec = {
  meta: HeadMeta;
  body: ReactElement;
  /** Client bundles this page needs beyond the shared layout bundle. */
  bundles?: readonly string[];
  status?: number;
  /** Cache the rendered bytes under these tags; omit for pages that depend on the request. */
  cacheTags?: readonly string[];
  /** A toast to show on this render (e.g. a form error re-render). */
  toast?: Toast;
  /** Holds what one visitor typed: never stored by a browser or proxy cache (no-store). */
  personal?: boolean;
};

const absolute = (origin: string, pathOrUrl: string) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : origin + pathOrUrl);

export type Renderer = ReturnType<typeof createRenderer>;

export type RenderHtml = (element: ReactElement) => string;

/**
 * Turns views into responses: whole pages in the shared layout (cached when they do
 * not depend on the request) and htmx fragments. Every render goes through
 * `renderHtml`, renderToString unless a caller swaps it (the render benchmark does).
 */
export function createRenderer(deps: {
  assets: Assets;
  pageCache: PageCache;
  originOf: (req: Request) => string;
  /** renderToString, measured faster than React's streaming renderers for our pages (npm run bench). */
  renderHtml?: RenderHtml;
}) {
  const { assets, pageCache, originOf, renderHtml = renderToString } = deps;

  /** The whole HTML document of a page. */
  function renderDocument(req: Request, spec: PageSpec, flash: Toast | undefined): string {
    const { meta } = spec;
    const origin = originOf(req);
    const bundles = ['layout', ...(spec.bundles ?? [])];
    const html = renderHtml(
      <Document
        title={meta.title}
        description={meta.description}
        canonicalUrl={absolute(origin, meta.canonicalPath ?? req.path)}
        image={
          meta.image
            ? { url: absolute(origin, meta.image), alt: meta.title }
            : { ...site.shareImage, url: absolute(origin, site.shareImage.src) }
        }
        siteName={site.foundationName}
        ogType={meta.ogType ?? 'website'}
        noindex={meta.noindex ?? false}
        jsonLd={meta.jsonLd ?? []}
        feed={meta.feed ? { ...meta.feed, href: absolute(origin, meta.feed.href) } : undefined}
        stylesheets={assets.stylesheets()}
        fonts={assets.fonts()}
        scripts={assets.scripts(bundles)}
        modulePreloads={assets.preloads(bundles)}
      >
        <Layout currentPath={req.path} flash={flash}>
          {spec.body}
        </Layout>
      </Document>,
    );
    return '<!DOCTYPE html>' + html;
  }

  function page(req: Request, res: Response, spec: PageSpec): void {
    const flash = spec.toast ?? takeFlash(req, res);
    res.status(spec.status ?? 200);
    res.set('Cache-Control', spec.personal ? 'no-store' : 'no-cache');
    res.set('Vary', 'HX-Request');
    res.type('html').send(renderDocument(req, spec, flash));
  }

  return {
    originOf,

    /** Metadata of an inner page: title, description, canonical path, breadcrumb JSON-LD. */
    metaOf(req: Request, info: PageMetadata, extraJsonLd: object[] = []): HeadMeta {
      return {
        title: info.title,
        description: info.description,
        canonicalPath: info.path,
        jsonLd: [breadcrumbJsonLd(originOf(req), info.breadcrumb), ...extraJsonLd],
        noindex: info.path.startsWith('/admin'),
      };
    },

    /** Renders a full page in the shared layout (never cached: see cachedPage). */
    page,

    /**
     * A page that may be served from the cache: on a hit nothing is loaded or rendered;
     * on a miss `build` loads its data, and the page is rendered and cached when its spec
     * has cache tags. `variant` names what else the page depends on (e.g. the level tab).
     */
    async cachedPage(req: Request, res: Response, build: () => PageSpec | Promise<PageSpec>, variant = ''): Promise<void> {
      const origin = originOf(req);
      const key = cacheKeyOf(origin, req, variant);
      const usable = mayUseCache(req);
      const hit = usable ? pageCache.get(key) : undefined;
      if (hit) {
        pageCache.rememberUrl(cacheUrlOf(origin, req), key);
        return sendCachedPage(req, res, hit);
      }
      const spec = await build();
      if (!usable || spec.cacheTags === undefined || spec.toast) return page(req, res, spec);
      const entry = pageCache.set(key, renderDocument(req, spec, undefined), spec.status ?? 200, spec.cacheTags);
      pageCache.rememberUrl(cacheUrlOf(origin, req), key);
      sendCachedPage(req, res, entry);
    },

    /** Renders an htmx fragment: just the element's markup, no document shell. */
    fragment(res: Response, element: ReactElement, status = 200, options: { personal?: boolean } = {}): void {
      res.status(status);
      res.set('Cache-Control', options.personal ? 'no-store' : 'no-cache');
      res.set('Vary', 'HX-Request');
      res.type('html').send(renderHtml(element));
    },
  };
}
