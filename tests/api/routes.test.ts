import { sql } from 'kysely';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { canonicalOf, h1Of, textOf, titleOf } from '../helpers/html.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Every route in the spec's route table, with the heading a visitor sees first.
const routes: [path: string, heading: string][] = [
  ['/', 'The next generation of entrepreneurs will be younger'],
  ['/enroll', 'Enrollment Application'],
  ['/checkout', 'Quick Enrollment'],
  // Without a payment session: the spec's error message under a calm heading of ours.
  ['/enrollment-success', 'No payment to show'],
  ['/contact', 'Contact Us'],
  ['/programs', 'Our Programs'],
  ['/kids-vibe-coding', 'Kids Vibe Coding'],
  ['/programs/professionals', 'Vibe Coding for Professionals'],
  ['/locations', 'Our Locations'],
  ['/locations/south-bay', 'South Bay Campus'],
  ['/locations/east-bay', 'East Bay Campus'],
  ['/parents', 'Parents Hub'],
  ['/parents/why-coding-for-kids', 'Why Coding for Kids'],
  ['/parents/resources', 'Parent Resources'],
  ['/parents/scholarships-and-pricing', 'Scholarships & Pricing'],
  ['/about', 'About Us'],
  ['/about/our-story', 'Our Story'],
  ['/about/instructors', 'Our Instructors'],
  ['/about/methodology', 'Our Methodology'],
  ['/blog', 'Vibe Coding Foundation Blog'],
  ['/blog/what-is-vibe-coding', 'What Is Vibe Coding? A Guide for Parents'],
  ['/faq', 'Frequently Asked Questions'],
  ['/scholarships', 'Scholarships'],
  ['/start-your-journey', 'Start Your Journey'],
  // /admin/import-blogs needs a signed-in admin: tests/api/admin.test.ts.
];

describe('every route in the route table', () => {
  it.each(routes)('%s answers 200 with its heading, a title and its canonical link', async (path, heading) => {
    const res = await request(t.app).get(path).set('Host', 'localhost:3000');
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/html');
    expect(h1Of(res.text)).toBe(heading);
    expect(titleOf(res.text)).toMatch(/\S/);
    expect(canonicalOf(res.text)).toBe(`http://localhost:3000${path}`);
    expect(res.text).toContain('<meta name="description" content="');
    expect(res.text).toContain('<meta property="og:title"');
  });

  it('gives inner pages a breadcrumb that starts at Home and ends at the page', async () => {
    const res = await request(t.app).get('/locations/east-bay');
    const crumb = /<nav aria-label="Breadcrumb"[^>]*>(.*?)<\/nav>/s.exec(res.text)?.[1] ?? '';
    expect(crumb).toContain('<a href="/">Home</a>');
    expect(crumb).toContain('<a href="/locations">Locations</a>');
    expect(crumb).toContain('<span aria-current="page">East Bay</span>');
  });

  it('titles each page differently', async () => {
    const titles = await Promise.all(routes.map(async ([path]) => titleOf((await request(t.app).get(path)).text)));
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('uses PUBLIC_BASE_URL for canonical links when it is set', async () => {
    const other = await createTestApp({ config: { publicBaseUrl: 'https://www.example.org' } });
    try {
      const res = await request(other.app).get('/faq').set('Host', 'www.example.org');
      expect(canonicalOf(res.text)).toBe('https://www.example.org/faq');
      expect(res.text).toContain('<meta property="og:url" content="https://www.example.org/faq"/>');
    } finally {
      await other.close();
    }
  });

  it('home page canonical is the site root and it embeds Course and FAQ structured data', async () => {
    const res = await request(t.app).get('/?utm_source=x').set('Host', 'localhost:3000');
    expect(canonicalOf(res.text)).toBe('http://localhost:3000/');
    const blocks = [...res.text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
    const course = blocks.find((b) => b['@type'] === 'Course');
    expect(course.hasCourseInstance).toHaveLength(2);
    expect(course.hasCourseInstance.map((i: { courseMode: string }) => i.courseMode)).toEqual(['onsite', 'onsite']);
    const faq = blocks.find((b) => b['@type'] === 'FAQPage');
    expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(['What is Vibe Coding?', 'Who can enroll?']);
  });

  it('shows the spec views for checkout without a course and success without a session', async () => {
    const checkout = await request(t.app).get('/checkout');
    expect(textOf(checkout.text)).toContain('No Course Selected Please select a course from our programs page to enroll.');
    const success = await request(t.app).get('/enrollment-success');
    expect(textOf(success.text)).toContain('No payment session found. Please contact support if you completed a payment.');
  });
});

describe('redirects', () => {
  const redirects: [string, string][] = [
    ['/vibe-coding-for-middle-schooler', '/kids-vibe-coding'],
    ['/programs/middle-school', '/kids-vibe-coding'],
    ['/vibe-coding-for-professionals', '/programs/professionals'],
    ['/coding-camps-south-bay', '/locations/south-bay'],
    ['/coding-camps-east-bay', '/locations/east-bay'],
    ['/frequently-asked-questions', '/faq'],
    ['/pricing', '/parents/scholarships-and-pricing'],
  ];
  it.each(redirects)('%s answers 301 to %s', async (from, to) => {
    const res = await request(t.app).get(from);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it('keeps the query string', async () => {
    const res = await request(t.app).get('/coding-camps-east-bay?ref=flyer');
    expect(res.headers.location).toBe('/locations/east-bay?ref=flyer');
  });
});

describe('not found', () => {
  it('shows the 404 page with a link home and logs the path', async () => {
    const res = await request(t.app).get('/no-such-page');
    expect(res.status).toBe(404);
    expect(h1Of(res.text)).toBe('Oops! Page not found');
    expect(titleOf(res.text)).toMatch(/^Oops! Page not found/);
    expect(res.text).toContain('href="/"');
    // And the pages a broken link most likely meant, each a page that is there.
    const popular = /<nav class="status-page__popular".*?<\/nav>/s.exec(res.text)?.[0] ?? '';
    const hrefs = [...popular.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
    expect(hrefs).toEqual(['/kids-vibe-coding', '/locations', '/parents', '/faq', '/scholarships']);
    for (const href of hrefs) expect((await request(t.app).get(href)).status, href).toBe(200);
    const logged = t.logs.map((l) => JSON.parse(l)).find((l) => l.msg === 'route not found' && l.path === '/no-such-page');
    expect(logged).toBeTruthy();
  });

  it('answers 404 JSON under /api', async () => {
    const res = await request(t.app).get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Not found' });
  });

  it('shows "Post not found" for a missing blog post', async () => {
    const res = await request(t.app).get('/blog/not-a-post');
    expect(res.status).toBe(404);
    expect(res.text).toContain('Post not found');
    expect(textOf(res.text)).toContain("The blog post you're looking for doesn't exist or has been removed.");
    expect(res.text).toContain('href="/blog"');
  });
});

describe('health', () => {
  it('reports ok when the database answers', async () => {
    const res = await request(t.app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok' });
  });

  it('reports 503 when the database is gone', async () => {
    const broken = await createTestApp();
    onTestFinished(() => broken.close());
    await broken.db.destroy();
    const res = await request(broken.app).get('/healthz');
    expect(res.status).toBe(503);
    expect(res.body.status).toBe('error');
  });
});

describe('when the database fails', () => {
  const unreachable = "We can't reach our records right now; please try again in a minute.";

  it('pages that need courses show the spec’s "Coming Soon" and "Failed to fetch courses", as a 503', async () => {
    const broken = await createTestApp();
    onTestFinished(() => broken.close());
    await broken.db.destroy();
    const kids = await request(broken.app).get('/kids-vibe-coding');
    expect(kids.status).toBe(503);
    expect(kids.headers['retry-after']).toBe('30');
    expect(textOf(kids.text)).toContain('Coming Soon');
    expect(textOf(kids.text)).toContain('Failed to fetch courses');
    expect(textOf(kids.text)).toContain('$675-$875 per cohort');
    // The home page only shows the next session from the database: it stays a 200 without it.
    const home = await request(broken.app).get('/');
    expect(home.status).toBe(200);
    expect(textOf(home.text)).toContain('Coming Soon');
  });

  it('other pages and /api answer 503 with a clear message and Retry-After, the stack only in the log', async () => {
    const broken = await createTestApp();
    onTestFinished(() => broken.close());
    await broken.db.destroy();
    const post = await request(broken.app).get('/blog/what-is-vibe-coding');
    expect(post.status).toBe(503);
    expect(h1Of(post.text)).toBe('Post not found');
    const page = await request(broken.app).get('/courses/1/express-interest');
    expect(page.status).toBe(503);
    expect(h1Of(page.text)).toBe('Temporarily unavailable');
    expect(textOf(page.text)).toContain(unreachable);
    expect(page.text).not.toMatch(/\bat .*\.(ts|tsx|js):\d+/);
    const api = await request(broken.app).get('/api/courses/1');
    expect(api.status).toBe(503);
    expect(api.headers['retry-after']).toBe('30');
    expect(api.body).toEqual({ error: unreachable });
    const logged = broken.logs.map((l) => JSON.parse(l)).find((l) => l.msg === 'request failed' && l.path === '/api/courses/1');
    expect(logged).toMatchObject({ level: 'error', status: 503 });
    expect(logged.err.stack).toMatch(/\bat /); // the stack goes to the log, not the client
  });

  it('a fault that is not the database being out of reach (a table gone) is a 500, with no stack trace', async () => {
    const broken = await createTestApp();
    onTestFinished(() => broken.close());
    await sql`alter table courses rename to courses_gone`.execute(broken.db);
    const page = await request(broken.app).get('/courses/1/express-interest');
    expect(page.status).toBe(500);
    expect(h1Of(page.text)).toBe('Something went wrong');
    expect(page.text).not.toMatch(/\bat .*\.(ts|tsx|js):\d+/);
    const api = await request(broken.app).get('/api/courses/1');
    expect(api.status).toBe(500);
    expect(api.body).toEqual({ error: 'Something went wrong. Please try again.' });
  });
});
