/**
 * A local fake of the parts of the Firecrawl API (v1) the blog importer uses: crawl (start, status with
 * pagination, cancel) and scrape, spoken in Firecrawl's wire format so the real `@mendable/firecrawl-js`
 * SDK talks to it unchanged:
 *
 *   new FirecrawlApp({ apiKey: 'fc-test-valid', apiUrl: fake.url })
 *
 * - Requests and responses are JSON. Every API call needs `Authorization: Bearer <key>`; a key other than
 *   `validKey` answers 401 `{"success":false,"error":"Unauthorized: Invalid token"}`.
 * - CORS, because the importer runs the SDK in a browser on another origin: OPTIONS preflights answer 204
 *   (no key needed: browsers never send credentials on a preflight) and every response carries
 *   `Access-Control-Allow-Origin`, echoing the request's Origin (`*` without one).
 * - `POST /v1/crawl` starts a job: `{ success: true, id, url: '<base>/v1/crawl/<id>' }`. The pages it
 *   "finds" are scripted per start URL (`sites`, else `defaultPages`, else the start page alone), cut to the
 *   body's `limit`, and hold only the formats asked for in `scrapeOptions.formats` (default markdown), as
 *   at Firecrawl. Nothing is filtered: an external URL in a script comes back, so the importer's own
 *   filtering can be tested.
 * - `GET /v1/crawl/:id` is the status document. The job says 'scraping' for its first `pollsBeforeDone`
 *   polls (reads without `skip`), then 'completed' (or 'failed' for a start URL in `failUrls`). Documents
 *   come `pageSize` at a time (Firecrawl's cut is 10 MiB; `?limit=` overrides, as there); `next` is
 *   `<base>/v1/crawl/<id>?skip=<n>` while more documents exist or the job is still scraping, and absent on
 *   the last slice of a finished job, exactly as in Firecrawl's crawl-status controller.
 * - `DELETE /v1/crawl/:id` cancels: `{ success: true, status: 'cancelled' }`; later polls say 'cancelled'.
 * - `POST /v1/scrape` answers `{ success: true, data: <document> }` for any URL (scripted page if known).
 *
 * What the SDK (1.21.1, dist/index.js, axios underneath) does with that:
 * - Headers: `Content-Type: application/json`, `Authorization: Bearer <apiKey>` (an empty key is sent as
 *   `Bearer `), `x-idempotency-key` only when the caller passes one. So a browser preflights every call.
 * - `crawlUrl(url, params, pollInterval = 2)` POSTs `{ url, ...params }` verbatim, then polls
 *   `GET /v1/crawl/<id>` (never the returned `url`) sleeping `max(pollInterval, 2)` seconds after every
 *   non-final answer: a poll interval under 2 s is impossible, each 'scraping' poll costs 2 s. On
 *   'completed' it follows `next` while the key is present (the last slice must OMIT it, not send null) and
 *   returns the last response with all documents concatenated in `data` (`expiresAt` stays a string).
 *   Any other status ('failed', 'cancelled') throws FirecrawlError
 *   `Error: Crawl job failed or was stopped. Status: failed` with statusCode 500 (the SDK wraps its own
 *   error, hence the `Error: ` prefix). A non-200 poll is retried at once; the third in a row throws.
 * - `asyncCrawlUrl` POSTs the same body and returns the response body as is; `checkCrawlStatus(id, true)`
 *   follows `next` only once the job is completed.
 * - A 4xx/5xx JSON `error` on POST /v1/crawl becomes FirecrawlError
 *   `Request failed with status code 401. Error: Unauthorized: Invalid token ` (statusCode 401).
 *   `scrapeUrl` loses the text: `Unexpected error occurred while trying to scrape URL. Status code: 401`.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from './read-body.ts';

/** One page of a scripted site. `html` defaults to a small document made from the markdown. */
export type FakePage = {
  url: string;
  title?: string;
  markdown: string;
  html?: string;
  statusCode?: number;
  /** Extra metadata fields (description, ogImage, publishedTime...), merged over the defaults. */
  metadata?: Record<string, unknown>;
};

export type FakeFirecrawlOptions = {
  /** The one key that works. Default 'fc-test-valid'. */
  validKey?: string;
  /** Polls a crawl answers 'scraping' before it finishes. Default 1 (with the SDK: one 2 s wait). */
  pollsBeforeDone?: number;
  /** Documents per status response before `next` is used. Default 10. */
  pageSize?: number;
  /** Pages a crawl returns, by start URL (compared after URL normalisation, so a trailing `/` is optional). */
  sites?: Record<string, FakePage[]>;
  /** Pages for a start URL not in `sites`. Default: just the start page. */
  defaultPages?: FakePage[];
  /** Start URLs whose crawl ends 'failed' (after the same polls), with no documents. */
  failUrls?: string[];
};

export type FakeFirecrawlRequest = {
  method: string;
  /** The path without the query string. */
  path: string;
  query: Record<string, string>;
  /** The parsed JSON body (undefined when there is none). */
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
};

export type CrawlStatus = 'scraping' | 'completed' | 'failed' | 'cancelled';

export type FakeCrawl = {
  id: string;
  /** The start URL as sent. */
  url: string;
  /** The POST body as sent. */
  body: Record<string, unknown>;
  formats: string[];
  /** The documents the crawl yields once done (already cut to `limit`). */
  pages: FakePage[];
  /** Status reads without `skip` so far. */
  polls: number;
  cancelled: boolean;
  fails: boolean;
  expiresAt: string;
};

export type FakeFirecrawl = {
  /** http://127.0.0.1:<port> — pass as the SDK's `apiUrl`. */
  url: string;
  /** Every request received, preflights included, in order. */
  requests: FakeFirecrawlRequest[];
  /** Every crawl started, by id. */
  crawls: Map<string, FakeCrawl>;
  close(): Promise<void>;
};

type Json = Record<string, unknown>;

const MAX_BODY_BYTES = 1024 * 1024;
/** Firecrawl keeps crawl results for 24 hours. */
const EXPIRY_MS = 24 * 60 * 60 * 1000;
/** Firecrawl's default crawl limit. */
const DEFAULT_LIMIT = 10_000;

/** A failure answered as Firecrawl's `{ success: false, error }` body. */
class FirecrawlApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.error));
  }
}

const badRequest = (message: string, path: string) =>
  new FirecrawlApiError(400, { success: false, error: 'Bad Request', details: [{ code: 'custom', message, path: [path] }] });

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `https://blog.example` and `https://blog.example/` are the same start URL; anything unparsable stays as is. */
function normalise(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}

function readUrl(body: Json): string {
  const url = body.url;
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url) || !URL.canParse(url)) throw badRequest('Invalid URL', 'url');
  return url;
}

/** `formats` as Firecrawl reads it: default markdown, only strings. */
function readFormats(value: unknown, path: string): string[] {
  if (value === undefined) return ['markdown'];
  if (!Array.isArray(value) || !value.every((f): f is string => typeof f === 'string')) throw badRequest('Expected array', path);
  return value;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** Just enough for a default `html`: `#` headings and paragraphs, one per blank-line-separated block. */
function markdownToHtml(markdown: string): string {
  return markdown
    .split(/\n{2,}/)
    .map((block) => {
      const heading = /^(#{1,6})\s+(.*)$/s.exec(block.trim());
      if (heading) return `<h${heading[1]?.length}>${escapeHtml(heading[2] ?? '')}</h${heading[1]?.length}>`;
      return `<p>${escapeHtml(block.trim())}</p>`;
    })
    .join('');
}

/** The page as a Firecrawl document, holding only the requested formats. */
function toDocument(page: FakePage, formats: string[]): Json {
  const html = page.html ?? markdownToHtml(page.markdown);
  const document: Json = {};
  if (formats.includes('markdown')) document.markdown = page.markdown;
  if (formats.includes('html')) document.html = html;
  if (formats.includes('rawHtml')) document.rawHtml = `<!doctype html><html><body>${html}</body></html>`;
  if (formats.includes('links')) {
    document.links = [...html.matchAll(/href="([^"]+)"/g)].map((m) => new URL(m[1] ?? '', page.url).href);
  }
  document.metadata = {
    title: page.title ?? '',
    language: 'en',
    sourceURL: page.url,
    url: page.url,
    statusCode: page.statusCode ?? 200,
    scrapeId: randomUUID(),
    ...page.metadata,
  };
  return document;
}

export async function startFakeFirecrawl(options: FakeFirecrawlOptions = {}): Promise<FakeFirecrawl> {
  const validKey = options.validKey ?? 'fc-test-valid';
  const pollsBeforeDone = options.pollsBeforeDone ?? 1;
  const pageSize = options.pageSize ?? 10;
  const sites = new Map(Object.entries(options.sites ?? {}).map(([start, pages]) => [normalise(start), pages]));
  const failUrls = new Set((options.failUrls ?? []).map(normalise));
  const requests: FakeFirecrawlRequest[] = [];
  const crawls = new Map<string, FakeCrawl>();
  let baseUrl = '';

  const pagesFor = (start: string): FakePage[] =>
    sites.get(normalise(start)) ?? options.defaultPages ?? [{ url: start, title: 'Home', markdown: '# Home' }];

  // --- endpoints -----------------------------------------------------------------------------

  function startCrawl(body: Json): Json {
    const url = readUrl(body);
    const limit = body.limit ?? DEFAULT_LIMIT;
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1)
      throw badRequest('Expected positive integer', 'limit');
    const scrapeOptions = body.scrapeOptions ?? {};
    if (!isObject(scrapeOptions)) throw badRequest('Expected object', 'scrapeOptions');
    const fails = failUrls.has(normalise(url));
    const crawl: FakeCrawl = {
      id: randomUUID(),
      url,
      body: structuredClone(body),
      formats: readFormats(scrapeOptions.formats, 'scrapeOptions.formats'),
      pages: fails ? [] : pagesFor(url).slice(0, limit),
      polls: 0,
      cancelled: false,
      fails,
      expiresAt: new Date(Date.now() + EXPIRY_MS).toISOString(),
    };
    crawls.set(crawl.id, crawl);
    return { success: true, id: crawl.id, url: `${baseUrl}/v1/crawl/${crawl.id}` };
  }

  function findCrawl(id: string): FakeCrawl {
    const crawl = crawls.get(id);
    if (!crawl) throw new FirecrawlApiError(404, { success: false, error: 'Job not found' });
    return crawl;
  }

  function crawlStatus(id: string, query: Record<string, string>): Json {
    const crawl = findCrawl(id);
    // Only a fresh status read moves the job on; following `next` (which carries `skip`) does not.
    if (query.skip === undefined) crawl.polls += 1;
    const running = crawl.polls <= pollsBeforeDone;
    const status: CrawlStatus = crawl.cancelled ? 'cancelled' : running ? 'scraping' : crawl.fails ? 'failed' : 'completed';
    // While scraping, a share of the pages is done (so progress moves); once finished, all of them.
    const done = running
      ? crawl.pages.slice(0, Math.floor((crawl.pages.length * crawl.polls) / (pollsBeforeDone + 1)))
      : crawl.pages;
    const skip = Math.max(0, Number.parseInt(query.skip ?? '0', 10) || 0);
    const size = query.limit !== undefined ? Math.max(1, Number.parseInt(query.limit, 10) || 1) : pageSize;
    const data = done.slice(skip, skip + size).map((page) => toDocument(page, crawl.formats));
    const next = new URL(`${baseUrl}/v1/crawl/${crawl.id}`);
    next.searchParams.set('skip', String(skip + data.length));
    if (query.limit !== undefined) next.searchParams.set('limit', query.limit);
    return {
      success: true,
      status,
      completed: done.length,
      total: crawl.pages.length,
      creditsUsed: done.length,
      expiresAt: crawl.expiresAt,
      // Undefined drops the key from the JSON: the SDK loops while `'next' in body`, so null would break it.
      next: status !== 'scraping' && skip + data.length >= done.length ? undefined : next.href,
      data,
    };
  }

  function cancelCrawl(id: string): Json {
    findCrawl(id).cancelled = true;
    return { success: true, status: 'cancelled' };
  }

  function scrape(body: Json): Json {
    const url = readUrl(body);
    const formats = readFormats(body.formats, 'formats');
    const known = [...sites.values(), options.defaultPages ?? []].flat().find((p) => normalise(p.url) === normalise(url));
    const page = known ?? { url, title: 'Fake page', markdown: `# Fake page\n\nScraped ${url}.` };
    return { success: true, data: toDocument(page, formats) };
  }

  /** The handler for a route, or undefined (404). Matched before the key is checked, as at Firecrawl. */
  function route(method: string, path: string): ((body: Json, query: Record<string, string>) => Json) | undefined {
    if (path === '/v1/crawl' && method === 'POST') return startCrawl;
    if (path === '/v1/scrape' && method === 'POST') return scrape;
    const match = /^\/v1\/crawl\/([^/]+)$/.exec(path);
    if (match) {
      const id = decodeURIComponent(match[1] ?? '');
      if (method === 'GET') return (_body, query) => crawlStatus(id, query);
      if (method === 'DELETE') return () => cancelCrawl(id);
    }
    return undefined;
  }

  // --- HTTP ----------------------------------------------------------------------------------

  const readRequestBody = (req: IncomingMessage) =>
    readBody(req, MAX_BODY_BYTES, () => new FirecrawlApiError(413, { success: false, error: 'Payload too large' }));

  /** On every response: a browser reads nothing (not even the 401) without Access-Control-Allow-Origin. */
  const corsHeaders = (req: IncomingMessage): Record<string, string> => {
    const origin = req.headers.origin;
    return { 'Access-Control-Allow-Origin': origin ?? '*', Vary: 'Origin' };
  };

  const sendJson = (req: IncomingMessage, res: ServerResponse, status: number, body: Json) => {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(text),
      ...corsHeaders(req),
    });
    res.end(text);
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const method = (req.method ?? 'GET').toUpperCase();
    const url = new URL(req.url ?? '/', baseUrl);
    const record: FakeFirecrawlRequest = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: undefined,
      headers: { ...req.headers },
    };
    requests.push(record);
    const rawBody = await readRequestBody(req);
    // Parsed before the key is checked, so a test can see what a rejected call carried.
    let parsed: unknown;
    let invalidJson = false;
    try {
      parsed = rawBody === '' ? undefined : JSON.parse(rawBody);
    } catch {
      invalidJson = true;
    }
    record.body = parsed;

    if (method === 'OPTIONS') {
      res.writeHead(204, {
        ...corsHeaders(req),
        'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
        // Echo what the browser asks for (the SDK: authorization, content-type, maybe x-idempotency-key).
        'Access-Control-Allow-Headers':
          req.headers['access-control-request-headers'] ?? 'Authorization, Content-Type, X-Idempotency-Key',
        'Access-Control-Max-Age': '86400',
        Vary: 'Origin, Access-Control-Request-Headers',
        'Content-Length': '0',
      });
      res.end();
      return;
    }

    const handler = route(method, url.pathname);
    if (!handler) return sendJson(req, res, 404, { success: false, error: 'Not found' });

    const key = /^Bearer (.*)$/i.exec(req.headers.authorization ?? '')?.[1]?.trim();
    if (key !== validKey) return sendJson(req, res, 401, { success: false, error: 'Unauthorized: Invalid token' });

    if (invalidJson) return sendJson(req, res, 400, { success: false, error: 'Bad Request: invalid JSON body' });
    if (parsed !== undefined && !isObject(parsed)) {
      return sendJson(req, res, 400, { success: false, error: 'Bad Request: expected an object' });
    }
    const body: Json = isObject(parsed) ? parsed : {};

    try {
      sendJson(req, res, 200, handler(body, record.query));
    } catch (error) {
      if (!(error instanceof FirecrawlApiError)) throw error;
      sendJson(req, res, error.status, error.body);
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) return res.destroy();
      if (error instanceof FirecrawlApiError) return sendJson(req, res, error.status, error.body);
      sendJson(req, res, 500, { success: false, error: `Fake Firecrawl failed: ${String(error)}` });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    requests,
    crawls,
    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections(); // the SDK's axios keeps connections alive
      });
    },
  };
}
