import type { Request, Response } from 'express';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { PageMetadata } from '../../views/content/page-metadata.ts';
import { site } from '../../views/content/site.ts';
import { breadcrumbJsonLd } from '../../views/content/structured-data.ts';
import { Document, type DocumentProps } from '../../views/document.tsx';
import { Layout } from '../../views/layout/Layout.tsx';
import type { Toast } from '../../views/layout/ToastRegion.tsx';
import type { Assets } from './assets.ts';
import { takeFlash } from './flash.ts';
import { cacheKeyOf, cacheUrlOf, mayUseCache, sendCachedPage } from './http-cache.ts';
import type { CacheableContent, PageCache } from './page-cache.ts';
import { sendDynamicBody } from './compress.ts';
import { PageFrames, startsWithHeadElement } from './page-frames.ts';
import { isPrivateRequest } from './private.ts';

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
  /** Seconds a client should wait before asking again (a 503 while the database is out of reach). */
  retryAfter?: number;
  /** Holds what one visitor typed: never stored by a browser or proxy cache (no-store). Private paths always are (private.ts). */
  personal?: boolean;
};

const htmlType = 'text/html; charset=utf-8';
const jsonType = 'application/json; charset=utf-8';
/** A cached page's Vary: the same URL answers htmx with a fragment, and the bytes depend on the encoding. */
const pageVary = 'HX-Request, Accept-Encoding';

const absolute = (origin: string, pathOrUrl: string) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : origin + pathOrUrl);

export type Renderer = ReturnType<typeof createRenderer>;

/** no-store for what belongs to one person (a private path, a session, what a visitor typed), no-cache for the rest. */
const cacheControlOf = (req: Request, personal: boolean | undefined) =>
  personal || isPrivateRequest(req) ? 'no-store' : 'no-cache';

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
  /** false: every page rendered whole (the render benchmark captures whole pages; tests compare). */
  keepFrames?: boolean;
  /** The demo payment provider: the checkout's header says "Demo checkout". */
  demoPayments?: boolean;
}) {
  const { assets, pageCache, originOf, renderHtml = renderToString } = deps;

  const frames = deps.keepFrames === false ? undefined : new PageFrames();

  /**
   * The whole HTML document of a page. The frame around the body is kept (page-frames.ts)
   * except with a toast, which is one visitor's.
   */
  function renderDocument(req: Request, spec: PageSpec, flash: Toast | undefined): string {
    const { meta } = spec;
    const origin = originOf(req);
    const bundles = ['layout', ...(spec.bundles ?? [])];
    const props: Omit<DocumentProps, 'children'> = {
      title: meta.title,
      description: meta.description,
      canonicalUrl: absolute(origin, meta.canonicalPath ?? req.path),
      image: meta.image
        ? { url: absolute(origin, meta.image), alt: meta.title }
        : { ...site.shareImage, url: absolute(origin, site.shareImage.src) },
      siteName: site.foundationName,
      ogType: meta.ogType ?? 'website',
      noindex: meta.noindex ?? false,
      jsonLd: meta.jsonLd ?? [],
      feed: meta.feed ? { ...meta.feed, href: absolute(origin, meta.feed.href) } : undefined,
      stylesheets: assets.stylesheets(bundles),
      fonts: assets.fonts(),
      scripts: assets.scripts(bundles),
      modulePreloads: assets.preloads(bundles),
    };
    const whole = (body: ReactNode) =>
      '<!DOCTYPE html>' +
      renderHtml(
        <Document {...props}>
          <Layout currentPath={req.path} flash={flash} demoPayments={deps.demoPayments ?? false}>
            {body}
          </Layout>
        </Document>,
      );
    if (!frames || flash) return whole(spec.body);
    const frame = frames.frameFor(JSON.stringify([props, req.path]), () => whole(<template data-page-body="" />));
    if (frame) {
      const body = renderHtml(spec.body);
      if (!startsWithHeadElement(body)) return frame.before + body + frame.after;
    }
    return whole(spec.body);
  }

  function page(req: Request, res: Response, spec: PageSpec): void {
    const flash = spec.toast ?? takeFlash(req, res);
    res.status(spec.status ?? 200);
    res.set('Cache-Control', cacheControlOf(req, spec.personal));
    if (spec.retryAfter !== undefined) res.set('Retry-After', String(spec.retryAfter));
    res.set('Vary', 'HX-Request');
    sendDynamicBody(req, res, renderDocument(req, spec, flash), htmlType);
  }

  /**
   * Sends the stored answer under `key`, building it when missing (the page cache shares
   * one build among requests that miss together). What `content` declines to store
   * answers this request alone, through `alone`; a request that joined such a build
   * builds its own.
   */
  async function serveStored<T>(
    req: Request,
    res: Response,
    key: string,
    build: () => T | Promise<T>,
    how: { content: (built: T) => CacheableContent | undefined; alone: (built: T) => void },
  ): Promise<void> {
    // A private request (private.ts) or a toast to show: built and sent, never stored.
    if (!mayUseCache(req)) return how.alone(await build());
    let declined: { built: T } | undefined;
    const entry = await pageCache.fill(key, async () => {
      const built = await build();
      const content = how.content(built);
      if (!content) declined = { built };
      return content;
    });
    if (!entry) return how.alone(declined ? declined.built : await build());
    pageCache.rememberUrl(cacheUrlOf(originOf(req), req), key);
    sendCachedPage(req, res, entry);
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
      await serveStored(req, res, cacheKeyOf(originOf(req), req, variant), build, {
        // An error state or a toast answers this request alone.
        content: (spec) =>
          spec.cacheTags === undefined || spec.toast
            ? undefined
            : {
                body: renderDocument(req, spec, undefined),
                status: spec.status ?? 200,
                contentType: htmlType,
                vary: pageVary,
                tags: spec.cacheTags,
              },
        alone: (spec) => page(req, res, spec),
      });
    },

    /**
     * JSON that is the same for every request (e.g. a program's courses), serialized and
     * compressed once per change of its data (`tags`), as cached pages are. `build`
     * returning `{ cache: false }` answers this request alone (a junk name's empty list must
     * not take a place in the cache).
     */
    async cachedJson(
      req: Request,
      res: Response,
      build: () => Promise<{ value: unknown; cache: boolean }>,
      tags: readonly string[],
    ): Promise<void> {
      await serveStored(req, res, cacheKeyOf(originOf(req), req, 'json'), build, {
        content: (built) =>
          built.cache
            ? { body: JSON.stringify(built.value), status: 200, contentType: jsonType, vary: 'Accept-Encoding', tags }
            : undefined,
        alone: (built) => void res.set('Cache-Control', cacheControlOf(req, false)).json(built.value),
      });
    },

    /** Renders an htmx fragment: just the element's markup, no document shell. */
    fragment(
      req: Request,
      res: Response,
      element: ReactElement,
      status = 200,
      options: { personal?: boolean; fieldCheck?: boolean } = {},
    ): void {
      res.status(status);
      res.set('Cache-Control', cacheControlOf(req, options.personal));
      res.set('Vary', 'HX-Request');
      const html = renderHtml(element);
      // A field's check on change answers in place and never moves focus: htmx focuses an
      // [autofocus] it swaps in, and a slow answer pulled a parent who had tabbed on back to
      // the first field with a message, typing into the wrong field. (A form sent with
      // mistakes keeps its autofocus: focus then belongs on the first.)
      sendDynamicBody(req, res, options.fieldCheck ? html.replaceAll(' autofocus=""', '') : html, htmlType);
    },
  };
}
