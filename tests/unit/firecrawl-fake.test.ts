import FirecrawlApp, { FirecrawlError, type CrawlStatusResponse, type ErrorResponse } from '@mendable/firecrawl-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeFirecrawl, type FakeFirecrawl, type FakePage } from '../fakes/firecrawl-server.ts';
import { rejection } from '../helpers/rejection.ts';

// The real SDK against the fake: what the fake answers is what the importer's Firecrawl client sees.
// The SDK sleeps at least 2 s after each 'scraping' poll whatever pollInterval says, so every crawlUrl
// here costs about 2 s (pollsBeforeDone: 1 keeps the scraping path covered).

const VALID_KEY = 'fc-test-valid';
const BLOG = 'https://blog.example.org';

const site: FakePage[] = [
  { url: `${BLOG}/`, title: 'Blog', markdown: '# Blog\n\n- [First post](/posts/first)\n- [Second post](/posts/second)' },
  {
    url: `${BLOG}/posts/first`,
    title: 'First post',
    markdown: '# First post\n\nHello.',
    metadata: { publishedTime: '2024-01-02' },
  },
  {
    url: `${BLOG}/posts/second`,
    title: 'Second post',
    markdown: '# Second post\n\nAgain.',
    html: '<h1>Second post</h1><p>Again.</p>',
  },
  { url: `${BLOG}/products`, title: 'Products', markdown: '# Products\n\nBuy things.' },
  { url: 'https://elsewhere.example.com/about', title: 'Elsewhere', markdown: '# Somebody else' },
];

let fake: FakeFirecrawl;
const app = (apiKey = VALID_KEY) => new FirecrawlApp({ apiKey, apiUrl: fake.url });

function completed(result: CrawlStatusResponse | ErrorResponse): CrawlStatusResponse {
  if (!result.success) throw new Error(`crawl failed: ${result.error}`);
  return result;
}

beforeAll(async () => {
  fake = await startFakeFirecrawl({
    validKey: VALID_KEY,
    pollsBeforeDone: 1,
    pageSize: 2,
    sites: { [BLOG]: site },
    failUrls: ['https://broken.example.org'],
  });
});

afterAll(async () => {
  await fake.close();
});

describe('crawlUrl with a valid key', () => {
  it('polls through scraping, follows next across every slice and returns all pages', async () => {
    const before = fake.requests.length;
    const result = completed(
      await app().crawlUrl(BLOG, { limit: 100, scrapeOptions: { formats: ['markdown', 'html'] } }, 0, 'import-1'),
    );

    expect(result.status).toBe('completed');
    expect(result.total).toBe(5);
    expect(result.completed).toBe(5);
    expect(result.data.map((doc) => doc.metadata?.sourceURL)).toEqual(site.map((page) => page.url));
    expect(result.data[1]).toMatchObject({
      markdown: '# First post\n\nHello.',
      html: '<h1>First post</h1><p>Hello.</p>',
      metadata: { title: 'First post', url: `${BLOG}/posts/first`, statusCode: 200, publishedTime: '2024-01-02' },
    });
    expect(result.data[2]?.html).toBe('<h1>Second post</h1><p>Again.</p>');

    const calls = fake.requests.slice(before);
    expect(calls.map((r) => `${r.method} ${r.path}${r.query.skip ? `?skip=${r.query.skip}` : ''}`)).toEqual([
      'POST /v1/crawl',
      ...['', '', '?skip=2', '?skip=4'].map((q) => `GET /v1/crawl/${[...fake.crawls.keys()].at(-1)}${q}`),
    ]);
    const [start] = calls;
    expect(start?.body).toEqual({ url: BLOG, limit: 100, scrapeOptions: { formats: ['markdown', 'html'] } });
    expect(start?.headers).toMatchObject({
      authorization: `Bearer ${VALID_KEY}`,
      'content-type': 'application/json',
      'x-idempotency-key': 'import-1',
    });
    expect(calls.every((r) => r.headers.authorization === `Bearer ${VALID_KEY}`)).toBe(true);
  });

  it('asyncCrawlUrl + checkCrawlStatus: progress, limit, pagination by hand, then cancel', async () => {
    const firecrawl = app();
    const started = await firecrawl.asyncCrawlUrl(`${BLOG}/`, { limit: 3, scrapeOptions: { formats: ['markdown'] } });
    if (!started.success || !started.id) throw new Error('crawl did not start');
    expect(started.url).toBe(`${fake.url}/v1/crawl/${started.id}`);

    const first = completed(await firecrawl.checkCrawlStatus(started.id));
    expect(first).toMatchObject({ status: 'scraping', total: 3, completed: 1 });
    expect(first.next).toBe(`${fake.url}/v1/crawl/${started.id}?skip=1`);

    const done = completed(await firecrawl.checkCrawlStatus(started.id));
    expect(done).toMatchObject({ status: 'completed', total: 3, completed: 3 });
    expect(done.data).toHaveLength(2);
    expect(done.data[0]?.html).toBeUndefined(); // only the formats asked for
    expect(done.next).toBe(`${fake.url}/v1/crawl/${started.id}?skip=2`);
    const rest = completed(await firecrawl.checkCrawlStatus(started.id, false, done.next));
    expect(rest.data.map((doc) => doc.metadata?.title)).toEqual(['Second post']);
    expect(rest.next).toBeUndefined();

    const all = completed(await firecrawl.checkCrawlStatus(started.id, true));
    expect(all.data).toHaveLength(3);

    expect(await firecrawl.cancelCrawl(started.id)).toEqual({ success: true, status: 'cancelled' });
    expect(completed(await firecrawl.checkCrawlStatus(started.id)).status).toBe('cancelled');
  });
});

describe('errors', () => {
  it('an invalid key: the crawl is refused with 401 and never polled', async () => {
    const before = fake.requests.length;
    const error = await rejection(app('fc-wrong').crawlUrl(BLOG, { limit: 100 }));
    expect(error).toBeInstanceOf(FirecrawlError);
    expect((error as FirecrawlError).statusCode).toBe(401);
    expect((error as FirecrawlError).message).toMatch(/status code 401\. Error: Unauthorized: Invalid token/);
    expect(fake.requests.slice(before).map((r) => r.method)).toEqual(['POST']);
    expect(fake.requests.at(-1)?.body).toEqual({ url: BLOG, limit: 100 });
  });

  it('an invalid key on scrapeUrl: the SDK keeps only the status code', async () => {
    const error = await rejection(app('').scrapeUrl(`${BLOG}/posts/first`));
    expect(error).toBeInstanceOf(FirecrawlError);
    expect((error as FirecrawlError).statusCode).toBe(401);
    expect((error as FirecrawlError).message).toBe('Unexpected error occurred while trying to scrape URL. Status code: 401');
  });

  it('a failing crawl: crawlUrl throws, checkCrawlStatus reports failed', async () => {
    const error = await rejection(app().crawlUrl('https://broken.example.org/', { limit: 10 }));
    expect(error).toBeInstanceOf(FirecrawlError);
    expect((error as FirecrawlError).message).toBe('Error: Crawl job failed or was stopped. Status: failed');

    const id = [...fake.crawls.keys()].at(-1) ?? '';
    const status = completed(await app().checkCrawlStatus(id));
    expect(status).toMatchObject({ status: 'failed', total: 0, data: [] });
  });

  it('unknown routes and jobs answer 404 JSON', async () => {
    const response = await fetch(`${fake.url}/v1/nothing`, { headers: { Authorization: `Bearer ${VALID_KEY}` } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, error: 'Not found' });
    const job = await fetch(`${fake.url}/v1/crawl/no-such-id`, { headers: { Authorization: `Bearer ${VALID_KEY}` } });
    expect(job.status).toBe(404);
    expect(await job.json()).toEqual({ success: false, error: 'Job not found' });
  });
});

describe('scrape and CORS', () => {
  it('scrapeUrl returns the scripted page', async () => {
    const result = await app().scrapeUrl(`${BLOG}/posts/first`, { formats: ['markdown'] });
    if (!result.success) throw new Error(result.error);
    expect(result.markdown).toBe('# First post\n\nHello.');
    expect(result.metadata).toMatchObject({ title: 'First post', sourceURL: `${BLOG}/posts/first` });
  });

  it('answers the preflight and puts Access-Control-Allow-Origin on real responses', async () => {
    const origin = 'http://localhost:5173';
    const preflight = await fetch(`${fake.url}/v1/crawl`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type,x-idempotency-key',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST, DELETE, OPTIONS');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization,content-type,x-idempotency-key');
    expect(Number(preflight.headers.get('access-control-max-age'))).toBeGreaterThan(0);

    const refused = await fetch(`${fake.url}/v1/crawl`, {
      method: 'POST',
      headers: { Origin: origin, Authorization: 'Bearer nope', 'Content-Type': 'application/json' },
      body: JSON.stringify({ url: BLOG }),
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe(origin);
    expect(await refused.json()).toEqual({ success: false, error: 'Unauthorized: Invalid token' });

    const noOrigin = await fetch(`${fake.url}/v1/nothing`);
    expect(noOrigin.headers.get('access-control-allow-origin')).toBe('*');
  });
});
