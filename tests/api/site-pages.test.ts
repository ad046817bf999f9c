import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disallowedPaths, publicPaths } from '../../server/routes/findability.ts';
import { redirects } from '../../server/routes/redirects.ts';
import { sampleBlogPosts } from '../../db/seed/sample-blog-posts.ts';
import { headerGroups } from '../../views/content/navigation.ts';
import { certifications, classroomImages, industryLeaders, partnerSchools, promoOffers } from '../../views/content/home.ts';
import { parentTestimonials, studentTestimonials } from '../../views/content/testimonials.ts';
import { attributeOf, buttonLabelsOf, h1Of, textOf, uncapitalisedWordsOf } from '../helpers/html.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (path: string) => request(t.app).get(path);

/** The JSON-LD blocks of a page, parsed. */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
const typesOf = (html: string) => jsonLdOf(html).map((block) => block['@type']);
const metaOf = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

/**
 * Section headings are in sentence case, as every heading of ours (a designer read home's
 * "Why Choose Us" beside the kids page's "Why choose Kids Vibe Coding" as two styles). Only
 * the spec's own headings keep its title case; names keep their capitals.
 */
const specHeadings = ['Find Your Coding Vibe', 'From the Classroom', 'Powered by Industry Leaders', 'Parents Hub'];
const postTitles = sampleBlogPosts.map((post) => post.title);
const names =
  /^(AI|Kids|Vibe|Coding|Foundation|Jordan|Cupertino|Fremont|South|East|Bay|Area|Lab|Social|Impact|High-school|Middle|School|Program|Summer|Camp|Stripe|Software|DevOps|Professionals|I|Beginner|Intermediate|Advanced|January|February|March|April|May|June|July|August|September|October|November|December)$/;

describe('section headings', () => {
  it.each(publicPaths)('%s: in sentence case, but for names and the spec’s own', async (path) => {
    const res = await get(path);
    const headings = [...res.text.matchAll(/<h2[^>]*>(.*?)<\/h2>/gs)].map((m) => textOf(m[1]!));
    for (const heading of headings) {
      // A post's title is its author's, as they wrote it.
      if (specHeadings.includes(heading) || postTitles.includes(heading)) continue;
      const capitalised = heading
        .split(/\s+/)
        .slice(1)
        .map((word) => word.replace(/[^\p{L}\d-]/gu, ''))
        .filter((word) => /^\p{Lu}/u.test(word) && !names.test(word));
      expect(capitalised, `${path}: "${heading}"`).toEqual([]);
    }
  });
});

/**
 * A button's label is in title case, as the spec's own (Enroll Now, Join Waitlist, Apply for
 * Next Cohort): a designer read "Start your application" under "Explore Levels" as two styles.
 * Short words between stay small.
 */
describe('buttons', () => {
  it.each(publicPaths)('%s: every button’s label in title case', async (path) => {
    const labels = buttonLabelsOf((await get(path)).text);
    expect(labels.length, path).toBeGreaterThan(0);
    for (const label of labels) expect(uncapitalisedWordsOf(label), `${path}: "${label}"`).toEqual([]);
  });
});

describe('every public page', () => {
  it.each(publicPaths)('%s answers 200 with one h1, a title, a description and breadcrumbs in JSON-LD', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(h1Of(res.text)).not.toBe('');
    expect(res.text.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(metaOf(res.text, 'description')).toBeTruthy();
    const types = typesOf(res.text);
    if (path === '/') expect(types).toEqual(expect.arrayContaining(['EducationalOrganization', 'Course', 'FAQPage']));
    else expect(types).toContain('BreadcrumbList');
    if (path === '/faq') expect(types).toContain('FAQPage');
    if (path.startsWith('/locations/')) expect(types).toContain('LocalBusiness');
  });

  it('has no dead internal link: a crawl from / reaches every page and finds no 404', async () => {
    const seen = new Map<string, number>();
    const queue = ['/'];
    while (queue.length) {
      const path = queue.shift()!;
      if (seen.has(path)) continue;
      const res = await get(path).redirects(0);
      seen.set(path, res.status);
      if (res.status >= 300 && res.status < 400) {
        queue.push(new URL(res.headers.location!, 'http://x').pathname);
        continue;
      }
      if (!res.type.includes('html')) continue;
      for (const [, href] of res.text.matchAll(/(?:href|src)="(\/[^"#]*)/g)) {
        const target = new URL(href!.replace(/&amp;/g, '&'), 'http://x');
        const key = target.pathname + target.search;
        // Form pages and fingerprinted assets are fetched once, not crawled into.
        if (!seen.has(key)) queue.push(key);
      }
    }
    const broken = [...seen].filter(([, status]) => status >= 400).map(([path, status]) => `${path} ${status}`);
    expect(broken).toEqual([]);
    // Everything in the sitemap is reachable by following links from the home page.
    const unreached = publicPaths.filter((path) => !seen.has(path));
    expect(unreached).toEqual([]);
  });
});

describe('the main menu', () => {
  const desktopNav = (html: string) => /<nav class="desktop-nav".*?<\/nav>/s.exec(html)?.[0] ?? '';

  it('marks where a visitor is, also on the pages its links reach through the spec’s redirects', async () => {
    for (const link of headerGroups.flatMap((group) => group.links)) {
      if (link.landsOn) expect(redirects[link.href], link.href).toBe(link.landsOn);
    }
    const kids = desktopNav((await get('/kids-vibe-coding')).text);
    expect(kids).toMatch(/<a href="\/programs" class="nav-group__link" aria-current="true">Programs<\/a>/);
    expect(kids).toMatch(/<a href="\/programs\/middle-school" class="submenu__link" aria-current="page">Kids Vibe Coding<\/a>/);
    const lab = desktopNav((await get('/vibe-coding-for-high-schooler')).text);
    expect(lab).toMatch(/<a href="\/programs" class="nav-group__link" aria-current="true">Programs<\/a>/);
    // Elsewhere the Programs section is not marked.
    const faq = desktopNav((await get('/faq')).text);
    expect(faq).not.toMatch(/class="nav-group__link" aria-current/);
  });
});

describe('the closing call to action', () => {
  const ctaOf = (html: string) => /<section class="cta-block[^"]*".*?<\/section>/s.exec(html)?.[0];

  it('never links to the page it closes', async () => {
    const contact = ctaOf((await get('/contact')).text)!;
    expect(contact).toContain('href="/enroll"');
    expect(contact).toContain('href="/programs"');
    expect(contact).not.toContain('href="/contact"');
  });

  it('is left out where the page closes with its own actions', async () => {
    for (const path of ['/vibe-coding-for-high-schooler', '/enroll']) {
      expect(ctaOf((await get(path)).text), path).toBeUndefined();
    }
  });
});

describe('findability', () => {
  it('lists every public page in /sitemap.xml with the configured origin, and no checkout, admin or form page', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/xml');
    const locs = [...res.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs).toEqual(expect.arrayContaining(['/', '/faq', '/terms', '/privacy', '/locations/south-bay', '/blog']));
    for (const hidden of ['/checkout', '/enrollment-success', '/admin/import-blogs', '/styleguide'])
      expect(locs).not.toContain(hidden);
  });

  it('lists published blog posts in the sitemap', async () => {
    const slugs = await t.db.selectFrom('blog_posts').select('slug').execute();
    const res = await get('/sitemap.xml');
    for (const { slug } of slugs) expect(res.text).toContain(`/blog/${slug}</loc>`);
  });

  it('asks crawlers to keep out of admin, checkout, payment results and the waitlist forms, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.type).toBe('text/plain');
    for (const path of disallowedPaths) expect(res.text).toContain(`Disallow: ${path}\n`);
    expect(res.text).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);
  });

  it('gives every page Open Graph tags with an absolute share image of known size', async () => {
    const res = await get('/about');
    expect(metaOf(res.text, 'og:title')).toContain('About');
    expect(metaOf(res.text, 'og:url')).toMatch(/^https?:\/\/.*\/about$/);
    const image = metaOf(res.text, 'og:image')!;
    expect(image).toMatch(/^https?:\/\/.*\/images\/share\.png$/);
    expect(metaOf(res.text, 'og:image:width')).toBe('1200');
    expect(metaOf(res.text, 'og:image:height')).toBe('630');
    expect(metaOf(res.text, 'og:image:alt')).toBeTruthy();
    const png = await get(new URL(image).pathname);
    expect(png.status).toBe(200);
    expect(png.type).toBe('image/png');
  });
});

describe('the home page', () => {
  it('has the spec’s sections in order', async () => {
    const res = await get('/');
    const main = /<main.*<\/main>/s.exec(res.text)![0];
    const headings = [...main.matchAll(/<h2[^>]*>(.*?)<\/h2>/gs)].map((m) => textOf(m[1]!));
    expect(headings).toEqual([
      'Find Your Coding Vibe',
      'Why choose us',
      'Meet your teacher',
      'From the Classroom',
      'Success stories',
      'Powered by Industry Leaders',
      'Partner schools',
      'Certifications and recognition',
      'Ready to start building?',
    ]);
    expect(res.text).toContain('id="programs"');
  });

  it('has the promo card with its three offers and their links, the first one active', async () => {
    const res = await get('/');
    for (const offer of promoOffers) {
      expect(textOf(res.text)).toContain(offer.title);
      expect(res.text).toContain(`href="${offer.link.href}" class="promo__link"`);
    }
    expect(res.text.match(/class="promo__slide[^"]*"[^>]*inert=""/g)).toHaveLength(promoOffers.length - 1);
  });

  it('shows the teacher with the spec’s figures and expertise', async () => {
    const text = textOf((await get('/')).text);
    for (const fact of ['5', '150+', '1500+', 'AI Automation', 'Vibe Coding', 'Product Management', 'Teaching']) {
      expect(text).toContain(fact);
    }
  });

  it('shows three captioned classroom images, each an image named for what it shows', async () => {
    const res = await get('/');
    const carousel = res.text.slice(res.text.indexOf('data-island="carousel"'));
    const images = [...carousel.matchAll(/<svg [^>]*role="img"[^>]*>/g)].map((m) => m[0]).slice(0, 3);
    expect(images).toHaveLength(classroomImages.length);
    classroomImages.forEach((image, index) => {
      expect(attributeOf(images[index]!, 'aria-label')).toBe(image.alt);
      expect(images[index]).toMatch(/viewBox="0 0 960 640"/);
      expect(textOf(res.text)).toContain(image.caption);
    });
  });

  it('shows parents’ and students’ stories with ratings in words and students’ achievements', async () => {
    const text = textOf((await get('/')).text);
    for (const story of [...parentTestimonials, ...studentTestimonials]) {
      expect(text).toContain(story.name);
      expect(text).toContain(`Rated ${story.rating} out of 5`);
    }
    for (const story of studentTestimonials) expect(text).toContain(story.achievement);
    // A parent's role and program: the dot kept with the role, so no line starts with it.
    const html = (await get('/')).text.replaceAll('<!-- -->', '');
    for (const story of parentTestimonials) expect(html).toContain(`${story.role}\u00a0· ${story.program}`);
  });

  it('lists four industry leaders, four partner schools and four certifications', async () => {
    const text = textOf((await get('/')).text);
    expect(industryLeaders).toHaveLength(4);
    expect(partnerSchools).toHaveLength(4);
    expect(certifications).toHaveLength(4);
    for (const item of [...industryLeaders, ...partnerSchools]) expect(text).toContain(item.name);
    for (const item of certifications) expect(text).toContain(item.title);
  });

  it('shows each partner school under its own initials, never a crest or logo it does not own', async () => {
    const tiles = [...(await get('/')).text.matchAll(/<li class="name-tile">(.*?)<\/li>/gs)].map((m) => m[1]!);
    expect(tiles).toHaveLength(partnerSchools.length);
    const marks = tiles.map((tile, index) => {
      const school = partnerSchools[index]!;
      const initials = school.name
        .split(/\s+/)
        .map((word) => word[0])
        .join('');
      const mark = /^<span class="monogram monogram--small monogram--\w+ monogram--square" aria-hidden="true">(\w+)<\/span>/.exec(
        tile,
      );
      expect(mark?.[1], school.name).toBe(initials.slice(0, 2));
      // Heard once: the name (the initials are hidden from screen readers).
      expect(textOf(tile.slice(mark![0].length))).toBe(`${school.name} ${school.note}`);
      expect(tile).not.toContain('<img');
      return mark![1];
    });
    // Not one glyph on every tile: each school's mark is its own.
    expect(new Set(marks).size).toBe(partnerSchools.length);
  });

  it('lists the four tools as tools: each name with a glyph of ours, its kind and what students use it for, no logo', async () => {
    const section = /<section id="industry"[^>]*>(.*?)<\/section>/s.exec((await get('/')).text)?.[1] ?? '';
    const cards = [...section.matchAll(/<li class="card tool">(.*?)<\/li>/gs)].map((m) => m[1]!);
    expect(cards).toHaveLength(4);
    cards.forEach((card, index) => {
      const tool = industryLeaders[index]!;
      expect(textOf(card)).toBe(`${tool.name} ${tool.kind} ${tool.use}`);
      // The glyph is a drawing of ours, hidden from screen readers; no picture of the company's mark.
      expect(card).toMatch(/<span class="glyph-badge"><svg [^>]*aria-hidden="true"/);
      expect(card).not.toContain('<img');
    });
    expect(new Set(industryLeaders.map((tool) => tool.use)).size).toBe(4);
    // Each tool for a use of its own, drawn by a glyph of its own: no two cards look alike.
    const glyphs = cards.map((card) => /<span class="glyph-badge">(<svg.*?<\/svg>)/s.exec(card)?.[1]);
    expect(new Set(glyphs).size).toBe(4);
  });

  it('embeds a Course with two in-person instances (South Bay and East Bay)', async () => {
    const course = jsonLdOf((await get('/')).text).find((block) => block['@type'] === 'Course') as {
      hasCourseInstance: { courseMode: string; location: { name: string } }[];
    };
    expect(course.hasCourseInstance.map((i) => [i.courseMode, i.location.name])).toEqual([
      ['onsite', 'South Bay Campus'],
      ['onsite', 'East Bay Campus'],
    ]);
  });
});
