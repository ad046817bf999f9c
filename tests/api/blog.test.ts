import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { instructor } from '../../views/content/instructor.ts';
import { canonicalOf, h1Of, textOf, titleOf } from '../helpers/html.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
const cardsOf = (html: string) => [...html.matchAll(/<article class="card blog-card[^"]*">.*?<\/article>/gs)].map((m) => m[0]);

describe('GET /api/blogs', () => {
  it('lists every post newest first with the spec list fields and no body', async () => {
    const res = await request(t.app).get('/api/blogs');
    expect(res.status).toBe(200);
    expect(res.body.map((p: { slug: string }) => p.slug)).toEqual([
      'what-is-vibe-coding',
      'five-apps-in-twenty-hours',
      'ai-safety-for-young-coders',
    ]);
    const dates = res.body.map((p: { publishDate: string }) => p.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(Object.keys(res.body[0]).sort()).toEqual(
      ['author', 'excerpt', 'featuredImage', 'publishDate', 'readingTime', 'slug', 'tags', 'title'].sort(),
    );
    expect(res.body[0]).not.toHaveProperty('content');
  });

  it('gives one post with its markdown, or 404 { error } when there is none', async () => {
    const res = await request(t.app).get('/api/blogs/what-is-vibe-coding');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ slug: 'what-is-vibe-coding', readingTime: 3, tags: expect.any(Array) });
    expect(res.body.content).toContain('## Coding by conversation');
    for (const slug of ['no-such-post', 'BAD%20slug']) {
      const missing = await request(t.app).get(`/api/blogs/${slug}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ error: 'Post not found' });
    }
  });
});

describe('/blog', () => {
  it('shows the foundation’s blog: the newest post featured with every tag, the others in the grid', async () => {
    const res = await request(t.app).get('/blog');
    expect(h1Of(res.text)).toBe('Vibe Coding Foundation Blog');
    expect(textOf(res.text)).toContain('Vibe coding insights, research, and how-tos.');
    const [featured, ...grid] = cardsOf(res.text);
    expect(featured).toContain('blog-card--featured');
    expect(textOf(featured!)).toContain('What Is Vibe Coding? A Guide for Parents');
    expect(textOf(featured!)).toContain(`${instructor.name} · October 6, 2026 · 3 min read`);
    expect(textOf(featured!)).toContain('Vibe Coding Parents AI Tools Getting Started');
    expect(featured).toContain('href="/blog/what-is-vibe-coding"');
    expect(grid).toHaveLength(2);
    expect(textOf(grid[0]!)).toContain('September 15, 2026 · 2 min');
    expect(textOf(grid[0]!)).not.toContain('min read');
    // At most three tags, then '+N' for the rest.
    expect(textOf(grid[0]!)).toMatch(/Curriculum Beginner Projects \+2 and 2 more$/);
    expect(res.text).toContain('<link rel="alternate" type="application/atom+xml"');
  });

  it('says so when nothing is published yet', async () => {
    const own = await createTestApp({ seed: false });
    onTestFinished(() => own.close());
    const text = textOf((await request(own.app).get('/blog')).text);
    expect(text).toContain('No posts published yet');
    expect(text).toContain('Check back soon for our latest content!');
    expect((await request(own.app).get('/api/blogs')).body).toEqual([]);
  });

  it('says the posts could not be loaded when the database fails, and tries again on the next visit', async () => {
    const own = await createTestApp();
    onTestFinished(() => own.close());
    await own.db.schema.alterTable('blog_posts').renameTo('blog_posts_away').execute();
    const res = await request(own.app).get('/blog');
    expect(res.status).toBe(503);
    expect(textOf(res.text)).toContain('Failed to load blog posts. Please try again later.');
    await own.db.schema.alterTable('blog_posts_away').renameTo('blog_posts').execute();
    expect((await request(own.app).get('/blog')).status).toBe(200);
  });
});

describe('/blog/{slug}', () => {
  it('shows the post: title, author, long date, reading time, tags, image, excerpt in italics, the body, the call to action', async () => {
    const res = await request(t.app).get('/blog/what-is-vibe-coding');
    expect(res.status).toBe(200);
    expect(h1Of(res.text)).toBe('What Is Vibe Coding? A Guide for Parents');
    expect(titleOf(res.text)).toBe('What Is Vibe Coding? A Guide for Parents | Vibe Coding Foundation Blog');
    expect(canonicalOf(res.text)).toMatch(/\/blog\/what-is-vibe-coding$/);
    expect(res.text).toContain('<meta name="description" content="Vibe coding means describing what you want');
    const text = textOf(res.text);
    expect(text).toContain(`${instructor.name} · October 6, 2026 · 3 min read`);
    expect(text).toContain('Vibe Coding Parents AI Tools Getting Started');
    // The cover in each theme: the light theme's beside the dark one, CSS showing the page's (the dark glared on white).
    expect(res.text).toMatch(
      /<img src="\/images\/blog\/what-is-vibe-coding-light\.webp"[^>]*class="blog-post__image for-light-theme"/,
    );
    expect(res.text).toMatch(/<img src="\/images\/blog\/what-is-vibe-coding\.webp"[^>]*class="blog-post__image for-dark-theme"/);
    for (const file of ['what-is-vibe-coding.webp', 'what-is-vibe-coding-light.webp']) {
      expect((await request(t.app).get(`/images/blog/${file}`)).headers['content-type']).toBe('image/webp');
    }
    expect(res.text).toMatch(/<p class="blog-post__excerpt">Vibe coding means/);
    // The markdown, rendered, inside an element htmx leaves alone.
    expect(res.text).toMatch(/<div class="prose" hx-ignore="true"><h2>Coding by conversation<\/h2>/);
    expect(res.text).toContain('<a href="/faq">FAQ</a>');
    expect(text).toContain('Back to Blog');
    expect(text).toContain('Want to build like this?');
    const posting = jsonLdOf(res.text).find((data) => data['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: 'What Is Vibe Coding? A Guide for Parents',
      datePublished: '2026-10-06',
      author: { '@type': 'Person', name: instructor.name },
    });
  });

  it('ends on who wrote it, the lead instructor’s card with the way to the mentors, then two other posts', async () => {
    const res = await request(t.app).get('/blog/what-is-vibe-coding');
    const author = /<aside class="card author-card"[^>]*>.*?<\/aside>/s.exec(res.text)?.[0] ?? '';
    // His initials (hidden from screen readers: his name follows), then who he is and the way to the mentors.
    expect(textOf(author).replace(' ,', ',')).toBe(
      `JL Written by ${instructor.name}, ${instructor.title} ${instructor.bio[0]} Meet our instructor and mentors →`,
    );
    expect(author).toContain('href="/about/instructors"');
    // After the body: the card, then two other posts, newest first, never the post itself.
    expect(res.text.indexOf('author-card')).toBeGreaterThan(res.text.indexOf('class="prose"'));
    const more = /<section[^>]*aria-labelledby="more-posts-heading".*?<\/section>/s.exec(res.text)?.[0] ?? '';
    expect(cardsOf(more).map((card) => /<h3 class="blog-card__title"><a href="([^"]+)"/.exec(card)?.[1])).toEqual([
      '/blog/five-apps-in-twenty-hours',
      '/blog/ai-safety-for-young-coders',
    ]);
    expect(textOf(more)).toContain('Back to Blog');
  });

  it('names another author without the instructor’s card, and shows no other posts when there are none', async () => {
    const own = await createTestApp();
    onTestFinished(() => own.close());
    await own.db.deleteFrom('blog_posts').execute();
    await own.db
      .insertInto('blog_posts')
      .values({
        slug: 'guest',
        title: 'A guest post',
        author: 'Sam Rivera',
        publish_date: '2026-11-01',
        reading_time: 1,
        excerpt: 'A guest writes.',
        featured_image: null,
        tags: '[]',
        content: 'Hello.',
        source_url: null,
        created_at: '2026-11-01T00:00:00Z',
        updated_at: '2026-11-01T00:00:00Z',
      })
      .execute();
    const res = await request(own.app).get('/blog/guest');
    const author = /<aside class="card author-card"[^>]*>.*?<\/aside>/s.exec(res.text)?.[0] ?? '';
    expect(textOf(author)).toBe('SR Written by Sam Rivera');
    expect(res.text).not.toContain('more-posts-heading');
    expect(textOf(res.text)).toContain('Back to Blog');
  });

  it('answers a missing post with 404 and Post not found', async () => {
    const res = await request(t.app).get('/blog/no-such-post');
    expect(res.status).toBe(404);
    expect(h1Of(res.text)).toBe('Post not found');
    expect(textOf(res.text)).toContain("The blog post you're looking for doesn't exist or has been removed.");
  });

  it('shows a stored post with hostile markdown without anything executable', async () => {
    const own = await createTestApp();
    onTestFinished(() => own.close());
    await own.db
      .insertInto('blog_posts')
      .values({
        slug: 'hostile',
        title: 'Hostile <script>alert(1)</script>',
        author: 'Someone',
        publish_date: '2026-11-01',
        reading_time: 1,
        excerpt: 'An "excerpt" <img src=x onerror=alert(1)>',
        featured_image: null,
        tags: JSON.stringify(['<b>tag</b>']),
        content:
          '[x](javascript:alert(1)) <img src=x onerror=alert(1)> <div hx-get="/admin" hx-trigger="load">h</div> <iframe src="//evil"></iframe>',
        source_url: null,
        created_at: '2026-11-01T00:00:00Z',
        updated_at: '2026-11-01T00:00:00Z',
      })
      .execute();
    const res = await request(own.app).get('/blog/hostile');
    const main = /<main.*<\/main>/s.exec(res.text)![0];
    // No element, attribute or URL that runs (the title and excerpt show as text, escaped).
    expect(main).not.toMatch(/<script|<[^>]*\son[a-z]+=|javascript:|<iframe|<[^>]*\shx-(?!ignore)[a-z]+=/);
    expect(textOf(main)).toContain('Hostile <script>alert(1)</script>');
  });
});

describe('/blog/feed.xml', () => {
  it('is an Atom feed of every post, newest first', async () => {
    const res = await request(t.app).get('/blog/feed.xml');
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/atom+xml');
    const titles = [...res.text.matchAll(/<entry>\s*<title>([^<]*)<\/title>/g)].map((m) => m[1]);
    expect(titles).toEqual([
      'What Is Vibe Coding? A Guide for Parents',
      'Five Apps in Twenty Hours: Inside a Beginner Cohort',
      'AI Safety for Young Coders',
    ]);
    expect(res.text).toMatch(/<link href="http:\/\/127\.0\.0\.1:\d+\/blog\/what-is-vibe-coding"\/>/);
  });
});
