import type { NextFunction, Request, Response } from 'express';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { PageInfo } from '../../views/content/pages.ts';
import { site } from '../../views/content/site.ts';
import { breadcrumbJsonLd } from '../../views/content/structured-data.ts';
import { Document } from '../../views/document.tsx';
import { Layout } from '../../views/layout/Layout.tsx';
import type { Toast } from '../../views/layout/ToastRegion.tsx';
import type { Assets } from './assets.ts';
import { hasFlash, takeFlash } from './flash.ts';
import { wantsFragment } from './htmx.ts';
import type { CachedPage, PageCache } from './page-cache.ts';

export type PageMeta = {
  title: string;
  description: string;
  /** Canonical path; defaults to the request path (no query). */
  canonicalPath?: string;
  ogType?: 'website' | 'article';
  image?: string;
  noindex?: boolean;
  jsonLd?: object[];
};

export type PageSpec = {
  meta: PageMeta;
  body: ReactElement;
  /** Client bundles this page needs beyond the shared layout bundle. */
  bundles?: readonly string[];
  status?: number;
  /** Cache the rendered bytes under these tags; omit for pages that depend on the request. */
  cacheTags?: readonly string[];
  /** A toast to show on this render (e.g. a form error re-render). */
  toast?: Toast;
};

const validHost = /^[a-z0-9.-]+(:\d{1,5})?$/i;

const absolute = (origin: string, pathOrUrl: string) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : origin + pathOrUrl);

export type Renderer = ReturnType<typeof createRenderer>;

export type RenderHtml = (element: ReactElement) => string;

export function createRenderer(deps: {
  assets: Assets;
  pageCache: PageCache;
  publicBaseUrl: string | undefined;
  /** renderToString, measured faster than React's streaming renderers for our pages (npm run bench). */
  renderHtml?: RenderHtml;
}) {
  const { assets, pageCache, publicBaseUrl, renderHtml = renderToString } = deps;

  /** The origin for canonical links: PUBLIC_BASE_URL, else this request's own origin. */
  function originOf(req: Request): string {
    if (publicBaseUrl) return publicBaseUrl;
    const host = req.get('host') ?? '';
    return `${req.protocol}://${validHost.test(host) ? host.toLowerCase() : 'localhost'}`;
  }

  /** The whole HTML document of a page, for a request's origin and path. */
  function renderDocument(at: { origin: string; path: string }, spec: PageSpec, flash: Toast | undefined): string {
    const { meta } = spec;
    const bundles = ['layout', ...(spec.bundles ?? [])];
    const html = renderHtml(
      <Document
        title={meta.title}
        description={meta.description}
        canonicalUrl={absolute(at.origin, meta.canonicalPath ?? at.path)}
        imageUrl={absolute(at.origin, meta.image ?? site.shareImage)}
        siteName={site.foundationName}
        ogType={meta.ogType ?? 'website'}
        noindex={meta.noindex ?? false}
        jsonLd={meta.jsonLd ?? []}
        stylesheets={assets.stylesheets()}
        scripts={assets.scripts(bundles)}
        modulePreloads={assets.preloads(bundles)}
      >
        <Layout currentPath={at.path} flash={flash}>
          {spec.body}
        </Layout>
      </Document>,
    );
    return '<!DOCTYPE html>' + html;
  }

  function sendEntry(req: Request, res: Response, page: CachedPage): void {
    res.status(page.status);
    res.set('Content-Type', 'text/html; charset=utf-8');
    res.set('Cache-Control', 'no-cache');
    res.set('Vary', 'HX-Request, Accept-Encoding');
    res.set('ETag', page.etag);
    if (page.status === 200 && req.get('if-none-match') === page.etag) {
      res.status(304).end();
      return;
    }
    const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
    const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity;
    if (encoding === 'br' || encoding === 'gzip') res.set('Content-Encoding', encoding);
    res.set('Content-Length', String(body.length));
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  // Keyed on path and the one variant a page declares (never the raw query string), so
  // junk parameters can neither miss the cache nor evict other pages.
  const cacheKeyOf = (req: Request, variant: string) => `${originOf(req)}${req.path}?${variant}`;
  const urlOf = (req: Request) => `${originOf(req)}${req.originalUrl}`;
  const mayUseCache = (req: Request) => (req.method === 'GET' || req.method === 'HEAD') && !hasFlash(req);

  const at = (req: Request) => ({ origin: originOf(req), path: req.path });

  /** Metadata of an inner page from its PageInfo: title, description, canonical path, breadcrumb JSON-LD. */
  function metaOf(req: Request, info: PageInfo, extraJsonLd: object[] = []): PageMeta {
    return {
      title: info.title,
      description: info.description,
      canonicalPath: info.path,
      jsonLd: [breadcrumbJsonLd(originOf(req), info.breadcrumb), ...extraJsonLd],
      noindex: info.path.startsWith('/admin'),
    };
  }

  return {
    originOf,
    metaOf,
    renderDocument,

    /** Renders a full page in the shared layout (never cached: see cachedPage). */
    page(req: Request, res: Response, spec: PageSpec): void {
      const flash = spec.toast ?? takeFlash(req, res);
      res.status(spec.status ?? 200);
      res.set('Cache-Control', 'no-cache');
      res.set('Vary', 'HX-Request');
      res.type('html').send(renderDocument(at(req), spec, flash));
    },

    /**
     * A page that may be served from the cache: on a hit nothing is loaded or rendered;
     * on a miss `build` loads its data, and the page is rendered and cached when its spec
     * has cache tags. `variant` names what else the page depends on (e.g. the level tab).
     */
    async cachedPage(req: Request, res: Response, build: () => PageSpec | Promise<PageSpec>, variant = ''): Promise<void> {
      const key = cacheKeyOf(req, variant);
      const usable = mayUseCache(req);
      const hit = usable ? pageCache.get(key) : undefined;
      if (hit) {
        pageCache.rememberUrl(urlOf(req), key);
        return sendEntry(req, res, hit);
      }
      const spec = await build();
      if (!usable || spec.cacheTags === undefined || spec.toast) return this.page(req, res, spec);
      const html = renderDocument(at(req), spec, undefined);
      const entry = pageCache.set(key, html, spec.status ?? 200, spec.cacheTags);
      pageCache.rememberUrl(urlOf(req), key);
      sendEntry(req, res, entry);
    },

    /**
     * Middleware in front of the routes: a full-page GET for a URL already answered from
     * the cache is sent at once, without routing, loading or rendering. Everything else
     * (htmx fragments, flash toasts, unknown URLs) goes on to the routes.
     */
    serveCachedPages(req: Request, res: Response, next: NextFunction): void {
      const hit = mayUseCache(req) && !wantsFragment(req) ? pageCache.getByUrl(urlOf(req)) : undefined;
      if (hit) sendEntry(req, res, hit);
      else next();
    },

    /** Renders an htmx fragment: just the element's markup, no document shell. */
    fragment(res: Response, element: ReactElement, status = 200): void {
      res.status(status);
      res.set('Cache-Control', 'no-cache');
      res.set('Vary', 'HX-Request');
      res.type('html').send(renderToString(element));
    },
  };
}
