import type { ReactNode } from 'react';
import { noFlashScript } from './layout/no-flash-script.ts';

export type DocumentProps = {
  title: string;
  description: string;
  canonicalUrl: string;
  /** The share image: absolute URL, its alt text, and its size when known. */
  image: { url: string; alt: string; width?: number; height?: number };
  siteName: string;
  ogType: 'website' | 'article';
  noindex: boolean;
  jsonLd: object[];
  /** An Atom feed the page belongs to (absolute URL). */
  feed?: { title: string; href: string } | undefined;
  stylesheets: string[];
  scripts: string[];
  modulePreloads: string[];
  /** Web fonts to preload, so text turns to the brand face before the first paint when it can. */
  fonts: string[];
  children: ReactNode;
};

/**
 * htmx under our CSP: no injected indicator styles (they live in client/styles/indicators.css); history
 * restores reload the page; error statuses do not swap (the server raises a toast
 * instead), while 422 swaps the re-rendered form.
 */
const htmxConfig = JSON.stringify({
  includeIndicatorCSS: false,
  history: 'reload',
  noSwap: [204, 304, 400, 403, 404, 409, 413, 429, '5xx'],
  // Islands mark their element ready; a morph must not strip that mark (double init).
  // A re-validation answer (which may arrive late, or out of order) must never put back a
  // value, choice or tick the visitor changed since it was asked: it only brings messages.
  morphIgnore: ['data-htmx-powered', 'data-island-ready', 'value', 'selected', 'checked'],
  // No settle step: it copies each swapped element's old style attribute onto the new one, for
  // CSS transitions we do not use, and our CSP (style-src-attr) refuses that: a field that had
  // any inline style (a browser's autofill, a password manager) logged an error per field.
  defaultSettleDelay: 0,
});

/** Serialises JSON-LD so that no value can close the <script> element or start markup. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The HTML shell every page shares: head metadata, styles, deferred island scripts. */
export function Document(props: DocumentProps) {
  return (
    <html lang="en" data-theme="dark" className="no-js">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{props.title}</title>
        <meta name="description" content={props.description} />
        <link rel="canonical" href={props.canonicalUrl} />
        {props.feed ? <link rel="alternate" type="application/atom+xml" title={props.feed.title} href={props.feed.href} /> : null}
        {props.noindex ? <meta name="robots" content="noindex" /> : null}
        <meta name="color-scheme" content="dark light" />
        <meta name="theme-color" content="#0b1020" />
        <meta property="og:type" content={props.ogType} />
        <meta property="og:site_name" content={props.siteName} />
        <meta property="og:title" content={props.title} />
        <meta property="og:description" content={props.description} />
        <meta property="og:url" content={props.canonicalUrl} />
        <meta property="og:image" content={props.image.url} />
        {props.image.width ? <meta property="og:image:width" content={String(props.image.width)} /> : null}
        {props.image.height ? <meta property="og:image:height" content={String(props.image.height)} /> : null}
        <meta property="og:image:alt" content={props.image.alt} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={props.title} />
        <meta name="twitter:description" content={props.description} />
        <meta name="twitter:image" content={props.image.url} />
        <meta name="twitter:image:alt" content={props.image.alt} />
        <meta name="htmx-config" content={htmxConfig} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <script dangerouslySetInnerHTML={{ __html: noFlashScript }} />
        {props.fonts.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        {props.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {props.modulePreloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} fetchPriority="low" />
        ))}
        {props.scripts.map((src) => (
          <script key={src} type="module" src={src} fetchPriority="low" />
        ))}
        {props.jsonLd.map((data, index) => (
          <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
        ))}
      </head>
      <body>{props.children}</body>
    </html>
  );
}
