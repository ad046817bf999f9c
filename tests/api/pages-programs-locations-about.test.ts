import { replyWithin } from '../../views/content/facts.ts';
import { about } from '../../views/content/about.ts';
import { studentProjects } from '../../views/content/student-work.ts';
import { professionals } from '../../views/content/professionals.ts';
import { campusClassFacts } from '../../views/content/page-asides.ts';
import request from 'supertest';
import { locationsCopy } from '../../views/content/locations.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instructor, mentors } from '../../views/content/instructor.ts';
import { kidsCurriculum } from '../../views/content/kids-curriculum.ts';
import { labDay } from '../../views/content/kids-curriculum.ts';
import { campusDetails } from '../../views/content/locations.ts';
import { journeyTestimonials, parentTestimonials } from '../../views/content/testimonials.ts';
import { site } from '../../views/content/site.ts';
import { cohortCardsOf, h1Of, seatsBadgeOf, textOf } from '../helpers/html.ts';
import { initialsOf } from '../../views/components/Monogram.tsx';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (path: string) => {
  const res = await request(t.app).get(path);
  expect(res.status).toBe(200);
  return res.text;
};

const main = (html: string) => /<main[^>]*>(.*)<\/main>/s.exec(html)?.[1] ?? '';

/** The page's own sections: what lies in <main> between the page header and the shared call to action. */
function bodyOf(html: string): string {
  return (
    main(html)
      // The header goes, but for a band across it (Our Story's milestones), which is the page's first content.
      .replace(
        /<section class="page-header[^"]*">.*?<\/section>/s,
        (header) => /<div class="page-header__band">.*<\/div>/s.exec(header)?.[0] ?? '',
      )
      .replace(/<section class="cta-block[^"]*".*?<\/section>/s, '')
  );
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** What a screen reader reads: the text without what is hidden from it (an arrow, an icon). */
const accessibleText = (html: string) => textOf(html.replace(/<(\w+)[^>]*aria-hidden="true"[^>]*>.*?<\/\1>/gs, ''));

type Link = { href: string; text: string; rel?: string; ariaLabel?: string };
const linksOf = (html: string): Link[] =>
  [...html.matchAll(/<a\s[^>]*>.*?<\/a>/gs)].map((m) => {
    const open = /<a\s[^>]*>/.exec(m[0])![0];
    return {
      href: attr(open, 'href') ?? '',
      text: accessibleText(m[0]),
      rel: attr(open, 'rel'),
      ariaLabel: attr(open, 'aria-label'),
    };
  });

/** The link whose visible text is `text` (there must be one). */
const linkNamed = (html: string, text: string) => {
  const link = linksOf(html).find((l) => l.text === text);
  expect(link, `a link named '${text}'`).toBeDefined();
  return link!;
};

const hrefsOf = (html: string) => new Set(linksOf(html).map((l) => l.href));

type Img = { src?: string; width?: string; height?: string; alt?: string; loading?: string };
const imagesOf = (html: string): Img[] =>
  [...html.matchAll(/<img\s[^>]*>/g)].map(([tag]) => ({
    src: attr(tag, 'src'),
    width: attr(tag, 'width'),
    height: attr(tag, 'height'),
    alt: attr(tag, 'alt'),
    loading: attr(tag, 'loading'),
  }));

const headingsOf = (html: string) =>
  [...html.matchAll(/<h([1-6])[^>]*>(.*?)<\/h\1>/gs)].map((m) => ({ level: Number(m[1]), text: textOf(m[2]!) }));

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));

const campus = (id: 'south-bay' | 'east-bay') => site.campuses.find((c) => c.id === id)!;
const telOf = (phone: string) => `tel:+1${phone.replace(/\D/g, '')}`;

const programPages = ['/vibe-coding-for-middle-schooler', '/vibe-coding-for-high-schooler', '/vibe-coding-for-professionals'];

const pages: [path: string, heading: string][] = [
  ['/programs', 'Our Programs'],
  ['/programs/professionals', 'Vibe Coding for Professionals'],
  ['/vibe-coding-for-high-schooler', 'High-school Social Impact Lab'],
  ['/start-your-journey', 'Start Your Journey'],
  ['/locations', 'Our Locations'],
  ['/locations/south-bay', 'South Bay Campus'],
  ['/locations/east-bay', 'East Bay Campus'],
  ['/about', 'About Us'],
  ['/about/our-story', 'Our Story'],
  ['/about/instructors', 'Our Instructors'],
  ['/about/methodology', 'Our Methodology'],
];

describe('every page of programs, locations and about', () => {
  it.each(pages)('%s has content under its header, headings in order, named links and sized images', async (path, heading) => {
    const html = await get(path);
    expect(h1Of(html)).toBe(heading);

    const body = bodyOf(html);
    const headings = headingsOf(body);
    expect(headings.length).toBeGreaterThanOrEqual(2);
    expect(headings[0]!.level).toBe(2);
    // Never a jump of more than one level down (h2 then h4), and no second h1.
    for (const [i, h] of headings.entries()) {
      expect(h.level).toBeGreaterThanOrEqual(2);
      if (i > 0) expect(h.level - headings[i - 1]!.level).toBeLessThanOrEqual(1);
    }

    for (const link of linksOf(main(html))) expect(link.text || link.ariaLabel, link.href).toMatch(/\S/);
    for (const img of imagesOf(main(html))) {
      expect(Number(img.width), img.src).toBeGreaterThan(0);
      expect(Number(img.height), img.src).toBeGreaterThan(0);
      expect(img.alt, img.src).toBeDefined();
    }
  });
});

/** One of /programs' other ways in: its row of the list under the two programs. */
const rowOf = (body: string, id: string) =>
  new RegExp(`<li class="program-row" id="${id}"[^>]*>(.*?)</li>`, 's').exec(body)?.[1] ?? '';

describe('/programs', () => {
  it('gives every way in beneath the two programs a row of one list: what it is, its price (or length), its way on', async () => {
    const body = bodyOf(await get('/programs'));
    const more = /<div class="program-more"[^>]*>.*?<\/ul><\/div>/s.exec(body)?.[0] ?? '';
    expect(headingsOf(more)[0]).toEqual({ level: 2, text: 'More ways to learn' });
    for (const [id, price] of [
      ['middle-school', '$299 per month'],
      ['summer-camp', '$1,299 per session'],
      ['high-school-lab', 'No tuition 10 weeks'],
      ['ai-workshop', '8 weeks from February 1, 2027'],
    ] as const) {
      const row = rowOf(body, id);
      expect(textOf(/<p class="program-row__price">.*?<\/p>/s.exec(row)?.[0] ?? ''), id).toBe(price);
      // The price comes right before the row's button.
      expect(row, id).toMatch(/<p class="program-row__price">.*?<\/p><a [^>]*class="btn btn--outline"/s);
      // Every row says whom it fits, so the rows read alike.
      expect(textOf(row), id).toMatch(/Best for \w/);
    }
    expect([...more.matchAll(/<li class="program-row"/g)]).toHaveLength(4);
  });

  it('announces the AI Workshop as news with its facts, and gives the interested parent a next step', async () => {
    const card = rowOf(bodyOf(await get('/programs')), 'ai-workshop');
    const text = accessibleText(card);
    expect(text).toContain('AI Workshop');
    expect(text).toContain('8-week workshop');
    expect(text).toContain('starting February 1, 2027');
    // Read as finished: no apology for what is missing, one action instead.
    expect(text).not.toMatch(/not published|yet|as soon as/i);
    expect(text).toContain('for teens 13 and up and adults: one weeknight evening a week, at either campus');
    // The contact form, opened on its Programs subject.
    expect(linksOf(card)).toEqual([
      expect.objectContaining({ href: '/contact?subject=programs', text: 'Ask About the Workshop' }),
    ]);
  });

  // The pricing page offers three ways and the application two plans: /programs names every way in.
  it.each([
    ['middle-school', 'Middle School Program', '$299 per month'],
    ['summer-camp', 'Summer Camp', '$1,299 per session'],
  ])('names the %s plan the application offers, with its price, and opens the application on it', async (id, name, price) => {
    const card = rowOf(bodyOf(await get('/programs')), id);
    const text = accessibleText(card);
    expect(text).toContain(name);
    expect(text).toContain(price);
    expect(linksOf(card)).toEqual([expect.objectContaining({ href: `/enroll?program=${id}`, text: 'Start Your Application' })]);
  });
});

describe('/programs/professionals', () => {
  it('gives the 12-week overview, the four skills, evening and weekend classes, career support and the price', async () => {
    const text = textOf(bodyOf(await get('/programs/professionals')));
    expect(text).toContain('12-week program');
    expect(text).toContain('12 weeks');
    for (const skill of ['Full-stack development', 'Cloud technologies', 'DevOps practices', 'Job functions in Software 3.0'])
      expect(text).toContain(skill);
    expect(text).toContain('Evening and weekend classes');
    expect(text).toContain('Career support');
    expect(text).toContain('$899 per week (per cohort)');
    expect(text).toContain('3x faster');
    expect(text).toMatch(/Weeks 1-4.*Weeks 5-8.*Weeks 9-12/);
    // When the next cohort starts: said, as the answer to an application, with the reply's promise.
    expect(text).toContain(`Next cohort Its dates come with our reply to your application, ${replyWithin}`);
  });

  it('runs its weeks along one line and sets the working week beside a graduate’s words, not three grids of cards in a row', async () => {
    const body = bodyOf(await get('/programs/professionals'));
    const section = (id: string) => new RegExp(`<section[^>]*id="${id}".*?</section>`, 's').exec(body)?.[0] ?? '';
    expect(section('weeks')).toContain('step-list--across');
    const format = section('format');
    const { quote } = professionals.format;
    expect(textOf(format)).toContain(quote.content);
    expect(textOf(format)).toContain(`${quote.name} ${quote.role}`);
    // Her words are the maker's of the header's Ticket Triage, by the same name; her initial is her name's, not "DL".
    expect(quote.name).toBe(studentProjects.triage.maker);
    expect(format).toMatch(/<span class="monogram[^"]*" aria-hidden="true">D<\/span>/);
    expect(format).toContain('class="check-list"');
    // One grid of cards on the page, one row of four: the skills.
    expect(body.match(/<li class="card">/g) ?? []).toHaveLength(professionals.skills.items.length);
    expect(body).toContain('<ul class="grid grid--4 feature-grid">');
  });

  it("has 'Apply for Next Cohort' and 'Download Syllabus', both to /contact-us, which opens the contact form on their subject", async () => {
    const body = bodyOf(await get('/programs/professionals'));
    expect(linkNamed(body, 'Apply for Next Cohort').href).toBe('/contact-us?subject=enrollment');
    expect(linkNamed(body, 'Download Syllabus').href.replace(/&amp;/g, '&')).toBe('/contact-us?subject=programs&about=syllabus');
    // The form opens with the request written: it opened on an empty message, and nothing said a syllabus was coming.
    const syllabus = await get('/contact?subject=programs&about=syllabus');
    expect(syllabus).toMatch(
      /<textarea[^>]*name="message"[^>]*>Please send me the syllabus of Vibe Coding for Professionals\.<\/textarea>/,
    );
    // At the top of the page, what the visitor came for (the request was below the fold on a phone).
    expect(textOf(syllabus)).toContain(
      'Asking for the syllabus of Vibe Coding for Professionals? Your request is written in the message below',
    );
    expect(await get('/contact?about=lunch')).toMatch(/<textarea[^>]*name="message"[^>]*><\/textarea>/);
    // The page's main action stands in its header too, under the lead, as the kids page's See cohorts.
    const html = await get('/programs/professionals');
    const start = html.indexOf('<section class="page-header');
    const header = html.slice(start, html.indexOf('</section>', start));
    expect(header).toMatch(
      /<p class="page-header__lead">[^<]*<\/p><div class="button-row page-header__actions"><a href="\/contact-us\?subject=enrollment" class="btn btn--primary btn--lg">Apply for Next Cohort<\/a><\/div>/,
    );
    const selected = (page: string) => /<option value="([^"]*)" selected="">/.exec(page)?.[1];
    for (const [subject, label] of [
      ['enrollment', 'Enrollment'],
      ['programs', 'Programs'],
    ] as const) {
      const res = await request(t.app).get(`/contact-us?subject=${subject}`).set('Host', 'localhost:3000');
      expect(res.headers.location).toBe(`/contact?subject=${subject}`);
      const form = await get(res.headers.location!);
      expect(selected(form)).toBe(subject);
      expect(form).toContain(`<option value="${subject}" selected="">${label}</option>`);
    }
    // Plain, or with a subject the form does not have, it opens on "Select a subject" (and is one page in the cache).
    expect((await request(t.app).get('/contact-us').set('Host', 'localhost:3000')).headers.location).toBe('/contact');
    expect(selected(await get('/contact?subject=lunch'))).toBe('');
    expect(selected(await get('/contact'))).toBe('');
    // The plain page, cached after a subject's, still opens on no subject.
    expect(selected(await get('/contact?subject=enrollment'))).toBe('enrollment');
    expect(selected(await get('/contact'))).toBe('');
  });
});

describe('/vibe-coding-for-high-schooler', () => {
  it('explains the Social Impact Lab: local businesses, service hours, how it works and who it is for', async () => {
    const body = bodyOf(await get('/vibe-coding-for-high-schooler'));
    const text = textOf(body);
    expect(text).toContain('local business');
    expect(text).toContain('counts as service hours');
    expect(headingsOf(body).map((h) => h.text)).toEqual(
      expect.arrayContaining(['How it works', 'Who it is for', 'Meet your business', 'Deliver and present']),
    );
    // The four steps on a line beside what one team delivered (the page's one picture); who it is for in rows.
    const steps = /<section id="how-it-works".*?<\/section>/s.exec(body)?.[0] ?? '';
    expect(steps).toContain('<ol class="step-list step-list--timeline">');
    expect(steps.match(/<li class="step">/g)).toHaveLength(4);
    expect(steps).toMatch(/<svg [^>]*data-scene="bakery"/);
    expect(textOf(steps)).toContain('An order-ahead page a team built for a neighborhood bakery');
    expect(body).toMatch(/<section id="who" class="section section--beside/);
    expect(text).toContain('No coding experience is needed');
  });

  it('says how to join the next Lab and leads to the contact form, never to /enroll, whose wizard offers no lab', async () => {
    const body = bodyOf(await get('/vibe-coding-for-high-schooler'));
    expect(textOf(body)).toContain('To join the next Lab, tell us your teen’s grade and nearest campus');
    expect(linkNamed(body, 'Ask to Join the Next Lab').href).toBe('/contact');
    expect(linkNamed(body, 'View All Programs').href).toBe('/programs');
    expect(linksOf(body).map((link) => link.href)).not.toContain('/enroll');
  });
});

describe('/start-your-journey', () => {
  it('has every section the spec lists, in its order', async () => {
    const body = bodyOf(await get('/start-your-journey'));
    const sections = headingsOf(body)
      .filter((h) => h.level === 2)
      .map((h) => h.text);
    expect(sections).toEqual([
      'Why vibe coding?',
      'Choose your program',
      'Hybrid learning',
      'What students build',
      'Learn from people who build software',
      'What parents say',
    ]);
  });

  it('says how mentors answer between sessions: through a parent’s email, within 24 hours', async () => {
    // "Mentors answer questions online" left a parent asking through what, and whose account.
    const text = textOf(bodyOf(await get('/start-your-journey')));
    expect(text).toContain(
      'Between sessions, a student’s question reaches the mentor through a parent’s email, and the mentor answers within 24 hours.',
    );
  });

  it('shows two program cards, to the middle-school and the high-school pages', async () => {
    const body = bodyOf(await get('/start-your-journey'));
    const cards = [...body.matchAll(/<article class="card program-card".*?<\/article>/gs)].map((m) => m[0]);
    expect(cards).toHaveLength(2);
    expect(textOf(cards[0]!)).toContain('20 hours of coaching a level, 30 in the advanced studio');
    expect(hrefsOf(cards[0]!)).toContain('/vibe-coding-for-middle-schooler');
    expect(textOf(cards[1]!)).toContain('Counts as service hours');
    expect(hrefsOf(cards[1]!)).toContain('/vibe-coding-for-high-schooler');
  });

  it('shows three sample projects, the mentors (the lead instructor first) and three parent testimonials', async () => {
    const body = bodyOf(await get('/start-your-journey'));
    expect(body.match(/class="card project-card"/g)).toHaveLength(3);
    const text = textOf(body);
    const team = textOf(/<ul class="team-strip">.*?<\/ul>/s.exec(body)?.[0] ?? '');
    expect(team).toContain(`${instructor.name} Lead Instructor, 150+ students taught`);
    for (const mentor of mentors) {
      expect(team).toContain(`${mentor.name} Mentor, `);
      expect(team.indexOf(mentor.name)).toBeGreaterThan(team.indexOf(instructor.name));
    }
    expect(body.match(/class="card testimonial"/g)).toHaveLength(3);
    for (const parent of journeyTestimonials) expect(text).toContain(parent.name);
    // Not the home page's three again: a parent who came from there reads new words.
    for (const parent of parentTestimonials) expect(text).not.toContain(parent.content);
    expect(text).toContain('Rated 5 out of 5');
  });

  it("ends with 'Register Now' to /enroll and 'View FAQ' to /faq, in its closing panel", async () => {
    const closing = /<section class="cta-block[^"]*".*?<\/section>/s.exec(main(await get('/start-your-journey')))?.[0] ?? '';
    expect(linkNamed(closing, 'Register Now').href).toBe('/enroll');
    expect(linkNamed(closing, 'View FAQ').href).toBe('/faq');
  });
});

describe('/locations', () => {
  it.each(site.campuses.map((c) => [c.id, c] as const))(
    'shows the %s campus: area, address, phone link, hours, programs, its page and Enroll Now',
    async (id, c) => {
      const body = bodyOf(await get('/locations'));
      const card = new RegExp(`<article class="card campus-card" aria-labelledby="campus-${id}">.*?</article>`, 's').exec(
        body,
      )?.[0];
      expect(card).toBeDefined();
      const text = textOf(card!);
      expect(text).toContain(c.name);
      expect(text).toContain(`Area ${c.area}`);
      expect(text).toContain(`${c.streetAddress}, ${c.city}, ${c.region} ${c.postalCode}`);
      expect(text).toContain('Mon-Fri 3PM-8PM');
      // The hours are the school year's: a summer cohort on a weekday morning does not contradict them.
      expect(text).toContain('Sat-Sun 9AM-5PM School year; summer cohorts keep their own hours.');
      expect(linkNamed(card!, c.phone).href).toBe(telOf(c.phone));
      expect(linkNamed(card!, 'Enroll Now').href).toBe('/enroll');
      expect(hrefsOf(card!)).toContain(`/locations/${id}`);
      for (const page of programPages) expect(hrefsOf(card!)).toContain(page);
      // The campus's lab, drawn: an image named for the campus and its town.
      const drawing = new RegExp(`<svg [^>]*data-scene="lab-${id}"[^>]*>`).exec(card!)?.[0];
      expect(drawing).toContain('role="img"');
      expect(attr(drawing!, 'aria-label')).toMatch(new RegExp(`lab at the ${c.name} in ${c.area}`, 'i'));
    },
  );

  it('draws two rooms, not one room twice: each lab pins its own projects and has its own apps open, not only its own day and view', async () => {
    const body = bodyOf(await get('/locations'));
    const [south = '', east = ''] = site.campuses.map((c) => {
      // The drawing (its screens are nested SVGs) runs to the card's heading.
      const start = body.indexOf(`data-scene="lab-${c.id}"`);
      const drawing = body.slice(start, body.indexOf('<h3', start));
      // Its words, less the day on its board.
      return textOf(drawing).replace(/\b(Saturday|Sunday)\b/g, '');
    });
    expect(south).toContain('at the lab');
    expect(east).not.toBe(south);
    // What is pinned and open differs: each shows projects the other does not.
    const names = (text: string) =>
      [studentProjects.quiz, studentProjects.cards, studentProjects.club].filter((p) => text.includes(p.name));
    expect(names(south)).not.toEqual(names(east));
  });

  it('has a way on beside its map: its header, and each campus page’s, ends on a button to the cohorts', async () => {
    const header = (html: string) => /<section class="page-header[^"]*".*?<\/section>/s.exec(html)?.[0] ?? '';
    const locations = header(await get('/locations'));
    expect(linkNamed(locations, 'See Cohorts and Dates').href).toBe('/kids-vibe-coding#levels');
    for (const c of site.campuses) {
      const page = await get(`/locations/${c.id}`);
      expect(linkNamed(header(page), `See Cohorts in ${c.area}`).href).toBe('#cohorts');
      // It leads to the campus's own cohorts, on the page.
      expect(page).toMatch(/<section[^>]* id="cohorts"/);
    }
  });

  it('closes on a panel in its own words (when both campuses are open, how soon we reply) that links to /contact', async () => {
    const closing = /<section class="cta-block[^"]*".*?<\/section>/s.exec(main(await get('/locations')))?.[0] ?? '';
    expect(textOf(closing)).toContain(`${locationsCopy.visit.heading} ${textOf(locationsCopy.visit.lead)}`);
    expect(linkNamed(closing, 'Contact Us').href).toBe('/contact');
  });
});

describe.each(site.campuses.map((c) => [c.id] as const))('/locations/%s', (id) => {
  const c = campus(id);

  it('shows the area, address, phone link and hours, with Enroll Now and a link to /contact', async () => {
    const body = bodyOf(await get(`/locations/${id}`));
    const text = textOf(body);
    expect(text).toContain(`Visit us in ${c.area}`);
    expect(text).toContain(`${c.streetAddress}, ${c.city}, ${c.region} ${c.postalCode}`);
    expect(text).toContain(site.hours.weekdays);
    expect(text).toContain(site.hours.weekends);
    expect(linkNamed(body, c.phone).href).toBe(telOf(c.phone));
    expect(linkNamed(body, 'Enroll Now').href).toBe('/enroll');
    expect(linkNamed(body, 'Contact Us').href).toBe('/contact');
    // Where to park and which door, and a map of the address.
    expect(text).toMatch(/Getting here Free parking [^.]+\. The lab is [^.]+ ground floor/);
    // What a class there is like, under the drawing of the room in its card (beside it, the drawing ended a third of the way down the facts).
    const room = /<div class="card campus-detail__room">.*?<\/dl><\/div>/s.exec(body)?.[0] ?? '';
    expect(room).toContain('data-scene="lab-');
    for (const [label, value] of campusClassFacts) expect(textOf(room)).toContain(`${label} ${value}`);
    const directions = new URL(linkNamed(body, `Get directions to the ${c.name} (Google Maps)`).href.replaceAll('&amp;', '&'));
    expect(directions.origin + directions.pathname).toBe('https://www.google.com/maps/search/');
    expect(directions.searchParams.get('query')).toBe(`${c.streetAddress}, ${c.city}, ${c.region} ${c.postalCode}`);
    // The other campus's details are not on this page.
    const other = site.campuses.find((o) => o.id !== id)!;
    expect(text).not.toContain(other.streetAddress);
  });

  it('lists its own cohorts, every level, with their seats and Enroll Now or Join Waitlist, and none of the other campus', async () => {
    const courses = await t.db.selectFrom('courses').select(['name', 'campus', 'status', 'level']).execute();
    const ours = courses.filter((course) => course.campus === id && course.status === 'active');
    expect(ours.length).toBeGreaterThan(0);
    const body = bodyOf(await get(`/locations/${id}`));
    expect(textOf(body)).toContain(`Upcoming cohorts in ${c.area}`);
    const cards = cohortCardsOf(body);
    expect(cards).toHaveLength(ours.length);
    for (const course of ours) {
      const card = cards.find((text) => text.includes(course.name));
      expect(card, course.name).toMatch(/(\d+ seats? left.*Enroll Now|SOLD OUT.*Join Waitlist)$/);
      // Every card here is this campus's: its chip says the level instead.
      expect(card, course.name).toMatch(new RegExp(`^${kidsCurriculum[course.level].label}\\b`));
      // And the page says where: the card gives its dates, schedule and format, not the location again.
      expect(card, course.name).toMatch(/Dates .* Schedule .* Format /);
      expect(card, course.name).not.toContain('Location');
    }
    for (const course of courses.filter((other) => other.campus !== id)) {
      expect(
        cards.some((text) => text.includes(course.name)),
        course.name,
      ).toBe(false);
    }
    expect(linkNamed(body, 'See every Kids Vibe Coding cohort').href).toBe('/kids-vibe-coding#levels');
  });

  it('shows a seat taken at checkout at once, though the page is cached', async () => {
    const open = await t.db
      .selectFrom('courses')
      .select(['id', 'name'])
      .where('campus', '=', id)
      .where('status', '=', 'active')
      .whereRef('seats_taken', '<', 'capacity')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const badge = async () => seatsBadgeOf(bodyOf(await get(`/locations/${id}`)), open.name);
    const before = Number((await badge())?.match(/\d+/)?.[0]);
    const hold = await request(t.app)
      .post('/checkout')
      .type('form')
      .send({
        courseId: open.id,
        parentName: 'Ada Parent',
        parentEmail: `ada-${id}@example.org`,
        parentPhone: '4085550100',
        studentName: 'Ada Student',
      });
    expect(hold.status).toBeLessThan(400);
    expect(await badge()).toBe(before - 1 === 0 ? 'SOLD OUT' : `${before - 1} seat${before - 1 === 1 ? '' : 's'} left`);
  });

  it('links to the middle-school, high-school and professionals pages', async () => {
    const hrefs = hrefsOf(bodyOf(await get(`/locations/${id}`)));
    for (const page of programPages) expect(hrefs).toContain(page);
  });

  it('draws its lab before a weekend class: the whiteboard has the day its weekend beginner cohorts meet and the lab day’s plan', async () => {
    const body = bodyOf(await get(`/locations/${id}`));
    const tag = new RegExp(`<svg [^>]*data-scene="lab-${id}"[^>]*>`).exec(body)?.[0];
    expect(tag).toContain('role="img"');
    const drawing = body.slice(body.indexOf(tag!), body.indexOf('campus-detail__facts'));
    expect(attr(tag!, 'aria-label')).toMatch(new RegExp(`${c.name} in ${c.area} before a \\w+day class`, 'i'));
    const board = textOf(drawing);
    const day = /(\w+day) at the lab/.exec(board)?.[1];
    expect(board).toContain(labDay.steps.map((step) => `${step.minutes} min ${step.title}`).join(' '));
    // The day is the one this campus's weekend beginner cohorts meet on, as their cards say.
    const weekendBeginners = cohortCardsOf(body).filter((card) => /Beginner/.test(card) && /Schedule (Satur|Sun)days/.test(card));
    expect(weekendBeginners.length).toBeGreaterThan(0);
    for (const card of weekendBeginners) expect(card).toContain(`Schedule ${day}s,`);
    expect(attr(tag!, 'aria-label')).toContain(`before a ${day} class`);
    // The wall clock says when the doors open: a quarter before those cohorts start.
    for (const card of weekendBeginners) {
      const [, hour, minute, half] = /Schedule \w+, (\d+):(\d\d)\s(AM|PM)/.exec(card)!;
      const start = ((Number(hour) % 12) + (half === 'PM' ? 12 : 0)) * 60 + Number(minute);
      const [openHour, openMinute] = campusDetails[id].lab.doorsOpen;
      expect(openHour * 60 + openMinute, card).toBe(start - 15);
    }
  });

  it('embeds LocalBusiness structured data with its address, telephone and opening hours', async () => {
    const business = jsonLdOf(await get(`/locations/${id}`)).find((block) => block['@type'] === 'LocalBusiness');
    expect(business).toBeDefined();
    expect(business.telephone).toBe(c.phone);
    expect(business.address).toMatchObject({
      '@type': 'PostalAddress',
      streetAddress: c.streetAddress,
      addressLocality: c.city,
      addressRegion: c.region,
      postalCode: c.postalCode,
    });
    const hours = business.openingHoursSpecification as { dayOfWeek: string[]; opens: string; closes: string }[];
    const weekdays = hours.find((h) => h.dayOfWeek.includes('Monday'));
    const weekends = hours.find((h) => h.dayOfWeek.includes('Saturday'));
    expect(weekdays).toMatchObject({
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '15:00',
      closes: '20:00',
    });
    expect(weekends).toMatchObject({ dayOfWeek: ['Saturday', 'Sunday'], opens: '09:00', closes: '17:00' });
  });
});

/** The About hub's cards, whole (each holds a list of its own). */
const aboutCards = (body: string) =>
  body
    .split('<li class="card link-card">')
    .slice(1)
    .map((card) => card.split('</ul></section>')[0]!);

describe('/about', () => {
  it('leads to our story, the instructors and the methodology with three cards', async () => {
    const body = bodyOf(await get('/about'));
    const cards = aboutCards(body);
    expect(cards).toHaveLength(3);
    expect(cards.flatMap((card) => [...hrefsOf(card)])).toEqual(['/about/our-story', '/about/instructors', '/about/methodology']);
    expect(linkNamed(body, 'Read our story').href).toBe('/about/our-story');
  });

  it('shows over each card a glimpse of its page, not read out again: the story’s years, everyone at the tables, the four principles', async () => {
    const [story, instructors, methodology] = aboutCards(bodyOf(await get('/about'))).map(
      (card) => /<div class="link-card__preview" aria-hidden="true">(.*?)<\/div><h3>/s.exec(card)?.[1] ?? '',
    );
    expect([...story!.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1])).toEqual(about.story.milestones.map((m) => m.marker));
    const faces = [...instructors!.matchAll(/<span class="monogram[^"]*"[^>]*>(.*?)<\/span>/g)].map((m) => m[1]);
    expect(faces).toEqual([instructor.name, ...mentors.map((mentor) => mentor.name)].map((name) => initialsOf(name)));
    expect(textOf(methodology!)).toBe(about.methodology.principles.map((p, i) => `0${i + 1} ${p.title}`).join(' '));
  });
});

describe('/about/our-story', () => {
  it('says the foundation was founded in 2020 and has over 1,000 students, with milestones', async () => {
    const body = bodyOf(await get('/about/our-story'));
    const text = textOf(body);
    expect(text).toContain('founded in 2020');
    expect(text).toContain('over 1,000 students');
    // The figures row is the About hub's header: not repeated halfway down the story.
    expect(text).not.toContain('1,000+ Students');
    expect(headingsOf(body).map((h) => h.text)).toContain('Milestones');
    // Its own opening: the milestones across the header, under the title, not a panel or a picture beside it.
    const header = /<section class="page-header[^"]*">.*?<\/section>/s.exec(main(await get('/about/our-story')))![0];
    expect(header).toContain('class="page-header page-header--band');
    expect(textOf(header)).toContain('2020 Foundation opens');
    expect(header).not.toContain('page-header__aside');
    expect(body.match(/class="step"/g)!.length).toBeGreaterThanOrEqual(3);
    // Every milestone is dated, and the AI tools came later: not in the 2020 milestone.
    expect(text).toMatch(
      /2020 Foundation opens The first small-group class, taught by the founders: every student leaves with a working app of their own\. Jordan leads the teaching from 2021\. 2023 Rebuilt around AI/,
    );
    expect(text).toMatch(/2024 Three levels for kids .* 2025 Two campuses .* Today 1,000\+ students/);
  });
});

describe('/about/instructors', () => {
  it('shows the instructor: a monogram (never a drawn face), name, title, background, biography and expertise', async () => {
    const body = bodyOf(await get('/about/instructors'));
    const text = textOf(body);
    // His own page sets him out large, not in the home page's card.
    expect(body).toContain('<article class="instructor instructor--feature" aria-labelledby="instructor-name">');
    expect(bodyOf(await get('/'))).toContain('<article class="card instructor" aria-labelledby="instructor-name">');
    // No photograph is published yet: the initials stand in, and no picture pretends to be one.
    expect(instructor.photo).toBeUndefined();
    expect(body).toMatch(/<span class="monogram monogram--large[^"]*instructor__photo[^"]*" aria-hidden="true">JL<\/span>/);
    expect(imagesOf(body).filter((image) => /people\//.test(image.src ?? ''))).toEqual([]);
    expect(text).toContain(instructor.name);
    expect(text).toContain(instructor.title);
    expect(text).toContain(instructor.background);
    for (const paragraph of instructor.bio) expect(text).toContain(paragraph);
    const tags = /<ul class="badge-row instructor__expertise"[^>]*>(.*?)<\/ul>/s.exec(body)?.[1] ?? '';
    expect([...tags.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((m) => textOf(m[1]!))).toEqual([
      'AI Automation',
      'Vibe Coding',
      'Product Management',
      'Teaching',
    ]);
  });

  it('opens on the lead instructor, across the header under the title; each mentor is named once, in the cards further down', async () => {
    const html = await get('/about/instructors');
    const body = bodyOf(html);
    const header = /<section class="page-header[^"]*">.*?<\/article><\/section>/s.exec(main(html))?.[0] ?? '';
    expect(header).toContain('page-header--band');
    expect(header).toContain('<article class="instructor instructor--feature"');
    expect(header).toContain('<h2 id="instructor-heading" class="visually-hidden">Meet your instructor</h2>');
    for (const mentor of mentors) expect(textOf(body).split(mentor.name).length - 1, mentor.name).toBe(1);
  });

  it('shows 5 years, 150+ students and 1500+ hours', async () => {
    const text = textOf(bodyOf(await get('/about/instructors')));
    expect(text).toContain('5 Years teaching');
    expect(text).toContain('150+ Students taught');
    expect(text).toContain('1500+ Hours taught');
  });

  it('links to the external profile with rel="noopener noreferrer"', async () => {
    const body = bodyOf(await get('/about/instructors'));
    const profile = linksOf(body).find((l) => l.href === instructor.linkedIn);
    expect(profile).toBeDefined();
    expect(profile!.text).toContain(instructor.name);
    expect(profile!.rel).toBe('noopener noreferrer');
  });
});

describe('/about/methodology', () => {
  it('explains the four principles', async () => {
    const body = bodyOf(await get('/about/methodology'));
    // Numbered rows beside their heading, not a second grid of cards.
    const principles = /<section id="principles" class="section section--beside".*?<\/section>/s.exec(body)?.[0] ?? '';
    const numbers = [...principles.matchAll(/<span class="step__marker"[^>]*>(.*?)<\/span>/g)].map((m) => m[1]);
    expect(numbers).toEqual(['01', '02', '03', '04']);
    expect(headingsOf(principles).map((h) => h.text)).toEqual([
      about.methodology.heading,
      'Build first',
      'Describe, then verify',
      'Small groups with mentors',
      'Ship and present',
    ]);
    const text = textOf(body);
    expect(text).toContain('6-8 students per mentor');
    expect(text).toContain('3x Faster learning');
  });
});
