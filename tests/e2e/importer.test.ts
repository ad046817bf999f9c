import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axe } from '../helpers/axe.ts';
import { desktop, launchBrowser, startSite, watchForErrors, type RunningSite } from '../helpers/browser.ts';
import { startFakeFirecrawl, type FakeFirecrawl } from '../fakes/firecrawl-server.ts';
import { fillSignIn, ownerEmail } from '../helpers/staff.ts';

const password = 'correct horse battery staple';
const validKey = 'fc-test-valid';
const sourceUrl = 'https://blog.example.org/blog';

let fake: FakeFirecrawl;
let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  fake = await startFakeFirecrawl({
    validKey,
    pollsBeforeDone: 0,
    pageSize: 2,
    sites: {
      [sourceUrl]: [
        { url: sourceUrl, title: 'Blog', markdown: '# Blog\n\nAll our posts.' },
        {
          url: 'https://blog.example.org/blog/first-steps',
          title: 'First Steps with AI',
          markdown: '# First Steps with AI\n\nPosted 6/10/2026. How a first class goes. <img src=x onerror=alert(1)>',
        },
        {
          url: 'https://blog.example.org/blog/robots-day',
          markdown: '# Robots Day\n\nWe built robots.\n\n[x](javascript:alert(1))',
        },
        { url: 'https://blog.example.org/products/kit', title: 'Kit', markdown: '# Kit\n\nBuy it.' },
        { url: 'https://elsewhere.example.org/post', title: 'Elsewhere', markdown: '# Elsewhere\n\nNot ours.' },
      ],
    },
  });
  [site, browser] = await Promise.all([
    startSite({ config: { adminPassword: password, firecrawlApiUrl: fake.url, blogSourceUrl: sourceUrl } }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await fake?.close();
});

const toast = (page: Page) => page.getByRole('region', { name: 'Notifications' }).getByRole('status');

async function signIn(page: Page) {
  await page.goto(site.url + '/admin/import-blogs');
  await page.waitForURL(/\/admin\/login\?next=/);
  await fillSignIn(page, ownerEmail, password);
  await page.waitForURL(site.url + '/admin/import-blogs');
}

describe('the blog importer', () => {
  it('signs in, tests and saves a key, imports with progress, keeps posts in localStorage, publishes one to /blog', async () => {
    const context = await browser.newContext(desktop);
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await signIn(page);
    expect(await page.locator('h1').textContent()).toBe('Import Blogs');
    const importButton = page.locator('button[data-import]');
    expect(await importButton.innerText()).toBe('Import from blog.example.org');
    expect(await importButton.isDisabled()).toBe(true);
    // Off, it says why; with a key saved, the reason goes.
    const reason = page.getByText('Import turns on once a key is saved above.');
    expect(await reason.isVisible()).toBe(true);

    // An empty key, then a wrong one, then the right one.
    await page.getByRole('button', { name: 'Save Key' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('API key required');
    await page.getByLabel('Firecrawl API key').fill('fc-wrong');
    await page.getByRole('button', { name: 'Save Key' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Invalid API key');
    expect(await page.evaluate(() => localStorage.getItem('firecrawl_api_key'))).toBeNull();
    await page.getByLabel('Firecrawl API key').fill(validKey);
    let releaseTest: () => void = () => undefined;
    const testHeld = new Promise<void>((resolve) => (releaseTest = resolve));
    await page.route(`${fake.url}/v1/crawl`, async (route) => {
      if (route.request().method() === 'POST') await testHeld;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Save Key' }).click();
    const keyButton = page.locator('[data-key-form] button[type=submit]');
    await expect.poll(() => keyButton.innerText()).toBe('Testing...');
    releaseTest();
    await expect.poll(() => toast(page).textContent()).toContain('API key saved');
    await page.unroute(`${fake.url}/v1/crawl`);
    expect(await toast(page).textContent()).toContain("You're ready to import.");
    expect(await page.evaluate(() => localStorage.getItem('firecrawl_api_key'))).toBe(validKey);
    expect(await reason.isVisible()).toBe(false);
    expect(await importButton.isEnabled()).toBe(true);

    // Held at the crawl: the progress bar shows 10 and the button says what is happening.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${fake.url}/v1/crawl`, async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await importButton.click();
    const progress = page.locator('[data-progress]');
    await expect.poll(() => progress.evaluate((bar) => (bar as HTMLProgressElement).value)).toBe(10);
    expect(await importButton.innerText()).toBe('Importing...');
    expect(await importButton.isDisabled()).toBe(true);
    release();
    await expect.poll(() => toast(page).textContent()).toContain('Imported 2 posts');
    await page.unroute(`${fake.url}/v1/crawl`);
    expect(await toast(page).textContent()).toContain('Open Blog to review.');
    expect(await page.locator('[data-progress]').evaluate((bar) => (bar as HTMLProgressElement).value)).toBe(100);
    expect(await page.getByText('Stored posts: 2').isVisible()).toBe(true);
    const crawl = fake.requests.find(
      (r) => r.method === 'POST' && r.path === '/v1/crawl' && (r.body as { url: string }).url === sourceUrl,
    );
    expect(crawl?.body).toEqual({ url: sourceUrl, limit: 100, scrapeOptions: { formats: ['markdown', 'html'] } });

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('blog_posts') ?? '[]'));
    expect(stored.map((p: { slug: string; title: string; date?: string }) => [p.slug, p.title, p.date])).toEqual([
      ['/blog/first-steps', 'First Steps with AI', '6/10/2026'],
      ['/blog/robots-day', 'Robots Day', undefined],
    ]);

    // Importing again merges by slug: still two.
    await importButton.click();
    await expect.poll(() => toast(page).textContent()).toContain('Imported 2 posts');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('blog_posts') ?? '[]').length)).toBe(2);

    await page.getByRole('button', { name: 'Publish: First Steps with AI', exact: true }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Unpublish: First Steps with AI', exact: true }).isVisible())
      .toBe(true);
    const post = await context.newPage();
    await post.goto(site.url + '/blog');
    expect(await post.getByRole('link', { name: 'First Steps with AI' }).isVisible()).toBe(true);
    await post.goto(site.url + '/blog/first-steps');
    expect(await post.locator('h1').textContent()).toBe('First Steps with AI');
    expect(await post.locator('.prose').innerHTML()).not.toMatch(/onerror|javascript:/);

    // The page with its stored posts is accessible too (axe needs its script: CSP bypassed in this context only).
    const checked = await browser.newContext({ ...desktop, bypassCSP: true });
    const auditPage = await checked.newPage();
    await auditPage.goto(site.url + '/admin/login?next=/admin/import-blogs');
    await fillSignIn(auditPage, ownerEmail, password);
    await auditPage.waitForURL(site.url + '/admin/import-blogs');
    await auditPage.evaluate((posts) => localStorage.setItem('blog_posts', posts), JSON.stringify(stored));
    await auditPage.reload();
    await auditPage.getByText('Stored posts: 2').waitFor();
    expect(await axe(auditPage)).toEqual([]);
    await checked.close();

    await page.getByRole('button', { name: 'Unpublish: First Steps with AI', exact: true }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Publish: First Steps with AI', exact: true }).isVisible())
      .toBe(true);
    expect((await post.goto(site.url + '/blog/first-steps'))?.status()).toBe(404);
    expect(errors.filter((e) => !/401|404/.test(e))).toEqual([]);
    await context.close();
  });

  it('says No posts found when the crawl finds none, and Import failed when it fails', async () => {
    const context = await browser.newContext(desktop);
    const page = await context.newPage();
    await signIn(page);
    await page.evaluate((key) => localStorage.setItem('firecrawl_api_key', key), validKey);
    await page.reload();
    const importButton = page.getByRole('button', { name: 'Import from blog.example.org' });

    // The crawl comes back with the blog-list page only: nothing to keep.
    await page.route(`${fake.url}/v1/crawl/*`, (route) =>
      route.fulfill({
        status: 200,
        headers: { 'access-control-allow-origin': '*' },
        contentType: 'application/json',
        body: JSON.stringify({
          success: true,
          status: 'completed',
          total: 1,
          completed: 1,
          creditsUsed: 1,
          expiresAt: '2026-12-01T00:00:00Z',
          data: [{ markdown: '# Blog', html: '<h1>Blog</h1>', metadata: { sourceURL: sourceUrl } }],
        }),
      }),
    );
    await importButton.click();
    await expect.poll(() => toast(page).textContent()).toContain('No posts found');
    expect(await toast(page).textContent()).toContain('Adjust filters or try again.');
    await page.unrouteAll();

    await page.route(`${fake.url}/v1/crawl`, (route) => route.abort('connectionrefused'));
    await importButton.click();
    await expect.poll(() => toast(page).textContent()).toContain('Import failed');
    expect(await importButton.isEnabled()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('blog_posts'))).toBeNull();
    await context.close();
  });

  it('only this page may reach the crawling provider (CSP), and it needs a signed-in admin', async () => {
    const context = await browser.newContext(desktop);
    const page = await context.newPage();
    const response = await page.goto(site.url + '/admin/import-blogs');
    expect(page.url()).toContain('/admin/login');
    await signIn(page);
    const csp = (await page.goto(site.url + '/admin/import-blogs'))!.headers()['content-security-policy'];
    expect(csp).toContain(`connect-src 'self' ${new URL(fake.url).origin}`);
    const other = (await page.goto(site.url + '/blog'))!.headers()['content-security-policy'];
    expect(other).toContain("connect-src 'self';");
    expect(response?.ok()).toBe(true);
    await context.close();
  });
});
