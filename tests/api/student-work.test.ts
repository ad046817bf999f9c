import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleBlogPosts } from '../../db/seed/sample-blog-posts.ts';
import { StudentWorkScene } from '../../views/components/StudentWork.tsx';
import { kidsCurriculum, labDay } from '../../views/content/kids-curriculum.ts';
import { scheduleOf } from '../../domain/schedule.ts';
import { classDays } from '../../server/mail/calendar.ts';
import * as asides from '../../views/content/page-asides.ts';
import { kidsHeaderWork, parentsAtAGlance, professionalsHeaderWork } from '../../views/content/page-asides.ts';
import { aiWorkshop, programFacts } from '../../views/content/programs.ts';
import { scholarshipsPricing } from '../../views/content/parents.ts';
import { site } from '../../views/content/site.ts';
import { closings } from '../../views/content/closings.ts';
import { mentorTable } from '../../views/content/about.ts';
import { instructor, mentors } from '../../views/content/instructor.ts';
import type { CallToActionCopy } from '../../views/components/CallToAction.tsx';
import { plainText } from '../../views/components/RichText.tsx';
import { startYourJourney } from '../../views/content/start-your-journey.ts';
import { professionals } from '../../views/content/professionals.ts';
import { classroomImages } from '../../views/content/home.ts';
import { headerGroups } from '../../views/content/navigation.ts';
import {
  beginnerPlan,
  beginnerPortfolio,
  bookingFigure,
  clubFigure,
  demoDayWall,
  sampleCoverScenes,
  studentProjects,
  programCardArt,
} from '../../views/content/student-work.ts';
import { hubTestimonial, parentTestimonials, studentTestimonials } from '../../views/content/testimonials.ts';
import { attributeOf, textOf } from '../helpers/html.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** A caption as a reader sees it: the word joiners that keep its hyphenated words whole are invisible. */
const seen = (text: string) => text.replaceAll('\u2060', '');

/**
 * Issue 26: the students' work carries the imagery (drawn screens of their apps), the
 * pictures agree with the curriculum and the stories, and inner pages have a header aside
 * and a closing call to action of their own.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (path: string) => {
  const res = await request(t.app).get(path);
  expect(res.status, path).toBe(200);
  return res.text;
};
const headerOf = (html: string) => /<section class="page-header[^"]*">.*?<\/section>/s.exec(html)?.[0] ?? '';
const ctaOf = (html: string) => /<section class="cta-block[^"]*".*?<\/section>/s.exec(html)?.[0] ?? '';

describe('what the pictures show', () => {
  it('start your journey: each program card shows one of its students’ projects, credited to its maker', async () => {
    const html = await get('/start-your-journey');
    const cardOf = (id: string) => {
      const start = html.lastIndexOf('<article', html.indexOf(`id="program-${id}"`));
      return html.slice(start, html.indexOf('</article>', start));
    };
    const workOf = (id: string) =>
      /<figure class="program-work"><svg[^>]*class="student-work[^"]*"[^>]*>/s.exec(cardOf(id))?.[0] ?? '';
    const { club, booking } = studentProjects;
    for (const [id, figure, project] of [
      ['kids', clubFigure, club],
      ['high-school', bookingFigure, booking],
    ] as const) {
      expect(workOf(id), id).toContain('role="img"');
      expect(attributeOf(workOf(id), 'aria-label'), id).toBe(figure.label);
      // Each picture says who built what, and the cards no longer carry the generic drawings.
      expect(textOf(cardOf(id)), id).toContain(seen(figure.caption));
      expect(seen(figure.caption), id).toContain(`${project.name}, built by ${project.maker}`);
    }
    // Those two are the page's only drawings: the others it had stood on other pages too.
    expect([...html.matchAll(/data-scene="([^"]+)"/g)].map((m) => m[1])).toEqual([clubFigure.scene, bookingFigure.scene]);
    expect(bookingFigure.caption).toContain('Social Impact Lab, for a neighborhood bike shop');
    expect(html).not.toMatch(/class="[^"]*program-art/);
  });

  it('home and /programs: the kids and professionals cards show what their students build, named for a screen reader', async () => {
    for (const path of ['/', '/programs']) {
      const html = await get(path);
      for (const [id, art] of Object.entries(programCardArt)) {
        const start = html.lastIndexOf('<article', html.indexOf(`id="program-${id}"`));
        const card = html.slice(start, html.indexOf('</article>', start));
        const picture = /<svg[^>]*class="student-work[^"]*program-art"[^>]*>/.exec(card)?.[0] ?? '';
        expect(attributeOf(picture, 'data-scene'), `${path} ${id}`).toBe(art.scene);
        expect(picture, `${path} ${id}`).toContain('role="img"');
        expect(attributeOf(picture, 'aria-label'), `${path} ${id}`).toBe(art.label);
      }
    }
    // Each names a real project of its program, with its maker.
    const { lostFound, triage } = studentProjects;
    expect(programCardArt.kids.label).toContain(`${lostFound.name}, ${lostFound.summary}, built by ${lostFound.maker}`);
    expect(programCardArt.professionals.label).toContain(`${triage.name}, ${triage.summary}, built by ${triage.maker}`);
  });

  it('shows a parent going from home to the kids page each app once: the hero, the kids card and the kids header draw different ones', async () => {
    const home = await get('/');
    const kids = await get('/kids-vibe-coding');
    const drawing = (html: string, scene: string) => {
      const svg = new RegExp(`<svg[^>]*data-scene="${scene}"[^>]*>.*?</svg>`, 's').exec(html)?.[0] ?? '';
      // What it names: its label for a screen reader, and the words drawn on its screens.
      return `${attributeOf(svg, 'aria-label') ?? ''} ${textOf(svg)}`;
    };
    const shown = {
      hero: drawing(home, 'hero'),
      'kids card': drawing(home, 'kids-card'),
      'kids header': drawing(kids, 'levels'),
    };
    for (const [where, words] of Object.entries(shown)) {
      expect(
        Object.values(studentProjects).some((project) => words.includes(project.name)),
        where,
      ).toBe(true);
    }
    for (const project of Object.values(studentProjects)) {
      const places = Object.entries(shown).filter(([, words]) => words.includes(project.name));
      expect(places.length, `${project.name}: ${places.map(([where]) => where).join(', ')}`).toBeLessThanOrEqual(1);
    }
    // The kids page's header: one app from each level, beginner to advanced.
    const levels = Object.values(studentProjects).filter((project) => shown['kids header'].includes(project.name));
    expect(levels.map((project) => project.program)).toEqual(['beginner', 'intermediate', 'advanced']);
  });

  it('is, for each kids project, one of its level’s sample projects', () => {
    const kidsProjects = Object.values(studentProjects).filter((project) => 'sampleProject' in project);
    expect(kidsProjects.length).toBeGreaterThanOrEqual(5);
    for (const project of kidsProjects) {
      expect(kidsCurriculum[project.program].sampleProjects, project.name).toContain(project.sampleProject);
    }
    // The others are the lab's and the professionals', which have no sample list.
    for (const project of Object.values(studentProjects).filter((project) => !('sampleProject' in project))) {
      expect(['lab', 'professionals'], project.name).toContain(project.program);
    }
  });

  it('shows, on the methodology’s portfolio, a beginner’s apps from the level’s sample projects and her own mentor’s note', async () => {
    const beginner = kidsCurriculum.beginner;
    for (const app of beginnerPortfolio.apps) expect(beginner.sampleProjects, app.name).toContain(app.sampleProject);
    expect(beginnerPortfolio.apps.map((app) => app.name)).toContain(studentProjects.quiz.name);
    expect(beginnerPortfolio.maker).toBe(studentProjects.quiz.maker);
    // The level's outcome: five fully functional apps.
    expect(beginnerPortfolio.apps).toHaveLength(
      Number(/^(\d+) fully functional apps$/.exec(kidsCurriculum.beginner.deliverables[0]!)?.[1]),
    );
    expect(beginnerPortfolio.mentor.level).toBe('beginner');
    // "Ship and present" in one picture: the page draws it with its words.
    const html = await get('/about/methodology');
    const figure = /<svg [^>]*data-scene="portfolio"[^>]*>.*?<\/svg>/s.exec(html)?.[0] ?? '';
    const drawn = textOf(figure);
    for (const app of beginnerPortfolio.apps) expect(drawn).toContain(`${app.name} ${app.about} Open`);
    expect(drawn).toContain(`Mentor’s note ${beginnerPortfolio.mentor.name} ${beginnerPortfolio.note.join(' ')}`);
    expect(attributeOf(figure, 'aria-label')).toContain(beginnerPortfolio.mentor.name);
  });

  it('names in a campus’s lab drawing only mentors of that campus (Fremont’s showed a Cupertino mentor’s note)', async () => {
    for (const campus of ['south-bay', 'east-bay'] as const) {
      const html = await get(`/locations/${campus}`);
      const lab = /<svg [^>]*data-scene="lab-[^"]*"[^>]*>.*?<\/svg>/s.exec(html)?.[0] ?? '';
      expect(lab, campus).not.toBe('');
      const named = mentors.filter((mentor) => textOf(lab).includes(mentor.name));
      for (const mentor of named) expect(mentor.campus, `${mentor.name} on /locations/${campus}`).toBe(campus);
    }
  });

  it('opens the Parents Hub on a parent’s words no other page quotes, and shows no drawing the home page has', async () => {
    const html = await get('/parents');
    const header = headerOf(html);
    expect(header).toContain('page-header--split');
    expect(textOf(header)).toContain(hubTestimonial.content);
    expect(textOf(header)).toContain(`${hubTestimonial.name} ${hubTestimonial.role}`);
    for (const path of ['/', '/start-your-journey', '/kids-vibe-coding', '/programs'])
      expect(textOf(await get(path)), path).not.toContain(hubTestimonial.content);
    expect(html).not.toMatch(/data-scene=/);
    expect(textOf(html)).toContain('Project portfolio Every app on a portfolio page your child made');
  });

  it('gives a student who also tells a story the same age in both', () => {
    const makers = [...Object.values(studentProjects).map((project) => project.maker), ...demoDayWall.map((p) => p.maker)];
    const stories = [...studentTestimonials, ...parentTestimonials].map((story) => story.name);
    for (const maker of makers) {
      const [first] = maker.split(',');
      for (const story of stories.filter((name) => name.split(',')[0] === first)) expect(story).toBe(maker);
    }
  });

  it('shows the kids program’s younger students too, not only its 12-14-year-olds (ages 8-14)', () => {
    const kidsAges = [...Object.values(studentProjects), ...demoDayWall]
      .filter((project) => !('program' in project) || (project.program !== 'lab' && project.program !== 'professionals'))
      .map((project) => Number(project.maker.split(', ')[1]));
    expect(Math.min(...kidsAges)).toBeLessThan(11);
    // A story named on the home page, from a student under 11.
    expect(studentTestimonials.some((story) => Number(story.name.split(', ')[1]) < 11)).toBe(true);
  });

  it('has a weekend class at the lab last exactly as long as a weekend class of its levels, on either campus', async () => {
    const weekends = await t.db
      .selectFrom('courses')
      .select(['campus', 'class_start_time', 'class_end_time'])
      .where('class_days', 'in', ['SA', 'SU'])
      .where('level', 'in', labDay.levels)
      .execute();
    expect(new Set(weekends.map((course) => course.campus))).toEqual(new Set(['south-bay', 'east-bay']));
    const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
    const total = labDay.steps.reduce((sum, step) => sum + step.minutes, 0);
    for (const course of weekends) expect(minutes(course.class_end_time!) - minutes(course.class_start_time!)).toBe(total);
  });

  it('every kids cohort runs the hours its level states (same level, same price, same hours)', async () => {
    const courses = await t.db.selectFrom('courses').selectAll().where('program', '=', 'kids-vibe-coding').execute();
    const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
    for (const course of courses) {
      const schedule = scheduleOf(course)!;
      const hours = (classDays(schedule).length * (minutes(schedule.endTime) - minutes(schedule.startTime))) / 60;
      const stated = Number(/^(\d+) hours/.exec(kidsCurriculum[course.level].hours)?.[1]);
      expect(hours, course.name).toBe(stated);
    }
  });
});

describe('the pages', () => {
  it('home: the hero’s studio drawing is decoration, hidden from screen readers; its words are the apps’', async () => {
    const html = await get('/');
    const hero = /<svg [^>]*class="student-work hero-art"[^>]*>/.exec(html)?.[0] ?? '';
    expect(hero).toContain('aria-hidden="true"');
    expect(html).toContain(studentProjects.quiz.name);
    expect(html).not.toContain('/images/classroom/');
  });

  it('kids and professionals: a captioned drawing of students’ work beside the heading', async () => {
    for (const [path, work] of [
      ['/kids-vibe-coding', kidsHeaderWork],
      ['/programs/professionals', professionalsHeaderWork],
    ] as const) {
      const header = headerOf(await get(path));
      expect(header, path).toContain('page-header--split');
      const drawing = /<svg [^>]*role="img"[^>]*>/.exec(header)?.[0] ?? '';
      expect(attributeOf(drawing, 'aria-label')).toBe(work.label);
      expect(textOf(header)).toContain(seen(work.caption));
    }
  });

  it('parents hub: an "At a glance" panel beside why parents choose us, whose facts are the programs’ and the policy’s', async () => {
    const section = /<section id="why-choose".*?<\/section>/s.exec(await get('/parents'))?.[0] ?? '';
    const text = textOf(section);
    expect(text).toContain('At a glance');
    for (const [label, value] of parentsAtAGlance.facts) expect(text).toContain(`${label} ${value}`);
    expect(text).toContain('Ages 8-14 in Kids Vibe Coding; 11-14 in the Middle School Program');
    expect(text).toContain('Up to 50% off, one per cohort');
  });

  // Every inner page of the spec's route table whose header has a side, and that side.
  type Panel = { heading: string; facts: readonly (readonly [string, string])[] };
  type Work = { scene: string; label: string; caption: string };
  type Figures = { heading: string; items: readonly { value: string; label: string }[] };
  type Map = ReturnType<typeof asides.campusMap> | typeof asides.locationsMap;
  type Exchange = typeof asides.faqExchange;
  type Chooser = typeof startYourJourney.chooser;
  const sides: [string, Panel | Work | Figures | Map | Exchange | Chooser][] = [
    ['/programs/professionals', professionalsHeaderWork],
    ['/kids-vibe-coding', kidsHeaderWork],
    ['/vibe-coding-for-high-schooler', asides.highSchoolAtAGlance],
    ['/vibe-coding-for-high-schooler', asides.highSchoolAtAGlance],
    ['/locations', asides.locationsMap],
    ['/locations/south-bay', asides.campusMap('south-bay')],
    ['/locations/east-bay', asides.campusMap('east-bay')],
    ['/parents/why-coding-for-kids', asides.whyCodingHeaderWork],
    ['/parents/resources', asides.resourcesHeaderWork],
    ['/about', asides.aboutFigures],
    ['/about/methodology', asides.methodologyHeaderWork],
    ['/faq', asides.faqExchange],
    ['/scholarships', asides.scholarshipsFigures],
    ['/start-your-journey', startYourJourney.chooser],
  ];

  it('every inner page with room for it has a side beside its heading: its facts or figures, its people, its map, or a named and captioned drawing', async () => {
    for (const [path, side] of sides) {
      const header = headerOf(await get(path));
      expect(header, path).toContain('page-header--split');
      const text = textOf(header);
      if ('choices' in side) {
        // Who is starting, each a link to its program's page with the fact a parent checks first.
        expect(text, path).toContain(side.heading);
        const links = [...header.matchAll(/<a href="([^"]+)"[^>]*>(.*?)<\/a>/gs)].map((m) => [m[1], textOf(m[2]!)]);
        for (const choice of side.choices)
          expect(links, path).toContainEqual([choice.href, `${choice.who} ${choice.program} · ${choice.fact}`]);
      } else if ('question' in side) {
        // A parent's question and the reply the page below gives it, and how to ask another.
        expect(text, path).toContain(`${side.asker} ${side.question} ${side.answerer} ${side.reply}`);
        const html = await get(path);
        const body = html.slice(html.indexOf(header) + header.length, html.indexOf('</main>'));
        expect(textOf(body), path).toContain(`${side.question} ${side.reply}`);
        expect(text, path).toContain(`${side.more} ${side.link.label}`);
      } else if ('facts' in side) {
        expect(text, path).toContain(side.heading);
        for (const [label, value] of side.facts) expect(text, path).toContain(`${label} ${seen(value)}`);
      } else if ('items' in side) {
        expect(text, path).toContain(side.heading);
        for (const { value, label } of side.items) expect(text, path).toContain(`${value} ${label}`);
      } else if ('campuses' in side) {
        // Each campus pinned by name and city, the map named for a screen reader, and the hours.
        const map = /<svg [^>]*role="img"[^>]*>.*?<\/svg>/s.exec(header)?.[0] ?? '';
        for (const campus of side.campuses) {
          expect(textOf(map), path).toContain(`${campus.name} ${campus.city}`);
          expect(attributeOf(map, 'aria-label'), path).toContain(`the ${campus.name} in ${campus.city}`);
        }
        expect(text, path).toContain(seen(side.caption));
      } else {
        const drawing = /<svg [^>]*role="img"[^>]*>/.exec(header)?.[0] ?? '';
        expect(attributeOf(drawing, 'aria-label'), path).toBe(side.label);
        expect(textOf(header), path).toContain(seen(side.caption));
      }
    }
    // Not the same picture twice: each drawing stands beside one page's heading.
    const scenes = sides.flatMap(([, side]) => ('scene' in side ? [side.scene] : []));
    expect(new Set(scenes).size).toBe(scenes.length);
  });

  it('the new sides leave a phone to the page: hidden there, but for those shown there before (the journey’s panel moved up from its first section, the about hub’s figures from its body; the scholarship’s four figures and the maps are a phone’s too), and the pictures of students’ work small under the lead', async () => {
    for (const [path, side] of sides) {
      const header = headerOf(await get(path));
      // A picture beside the heading is a phone's too, small (a first screen of words alone read as bare);
      // but the professionals' whole, and the kids page's not at all (its cohorts come within two screens).
      const picture = 'scene' in side && !['/programs/professionals', '/kids-vibe-coding'].includes(path);
      expect(header.includes('page-header__aside--strip-on-phone'), path).toBe(picture);
      if (picture) continue;
      const onPhone = [
        '/programs/professionals',
        '/vibe-coding-for-high-schooler',
        '/start-your-journey',
        '/about',
        '/scholarships',
        '/locations',
        '/locations/south-bay',
        '/locations/east-bay',
      ].includes(path);
      expect(header.includes('page-header__aside--not-on-phone'), path).toBe(!onPhone);
    }
  });

  it('/programs opens on its two programs (the header’s band, no panel beside the heading), and lists every other way in under them', async () => {
    const html = await get('/programs');
    // The header runs up to the page's first section of its own.
    const header = html.slice(html.indexOf('<section class="page-header'), html.indexOf('<section class="section'));
    expect(header).toContain('page-header--band');
    expect(header).not.toContain('page-header--split');
    const { kids, professionals: pros, highSchool } = programFacts;
    const cardTitles = [...header.matchAll(/<article class="card[^"]*"[^>]*>.*?<h3[^>]*>(.*?)<\/h3>/gs)].map((m) =>
      textOf(m[1]!),
    );
    // The spec's card calls the professionals program by its other name.
    expect(cardTitles).toEqual([kids.name, pros.cardName]);
    const body = html.slice(html.indexOf('<section class="section'), html.indexOf('</main>'));
    const rows = [...body.matchAll(/<li class="program-row"[^>]*>.*?<h3[^>]*>(.*?)<\/h3>/gs)].map((m) => textOf(m[1]!));
    expect(rows).toEqual([...scholarshipsPricing.pricing.plans.map((plan) => plan.name), highSchool.name, aiWorkshop.name]);
  });

  it('the panels state the figures of their sources', () => {
    expect(asides.locationsMap.caption).toBe(`Both campuses are open ${site.hours.weekdays} and ${site.hours.weekends}`);
    expect(asides.aboutFigures.items).toContainEqual({ value: '2020', label: 'Founded' });
    expect(asides.aboutFigures.items).toContainEqual({ value: '1,000+', label: 'Students' });
  });

  it('kids: why choose us as a ticked list beside a weekend class at the lab, part by part', async () => {
    const text = textOf(await get('/kids-vibe-coding'));
    expect(text).toContain(labDay.heading);
    for (const step of labDay.steps) expect(text).toContain(`${step.minutes} min ${step.title} ${step.text}`);
  });

  it('ends home and the kids page on the bold call to action, inner pages on the quiet one, professionals in its own words', async () => {
    expect(ctaOf(await get('/'))).toContain('cta-block--bold');
    expect(ctaOf(await get('/kids-vibe-coding'))).toContain('cta-block--bold');
    expect(ctaOf(await get('/about'))).toContain('cta-block--quiet');
    // The journey's quiet panel holds its own Register Now and View FAQ, and no Enroll Now beside them.
    const journey = ctaOf(await get('/start-your-journey'));
    expect(journey).toContain('cta-block--quiet');
    expect(textOf(journey)).toContain(`${startYourJourney.actions.heading} ${startYourJourney.actions.text}`);
    expect(journey).toMatch(
      /<a href="\/enroll" class="btn btn--primary btn--lg">Register Now<\/a><a href="\/faq" class="btn btn--outline btn--lg">View FAQ<\/a>/,
    );
    expect(journey).not.toContain('Enroll Now');
    const pros = ctaOf(await get('/programs/professionals'));
    expect(pros).toContain('cta-block--quiet');
    expect(textOf(pros)).toContain(professionals.closing.heading);
    expect(textOf(pros)).toContain(professionals.closing.text);
    // Its first button is the page's own Apply (to the contact form), not Enroll Now: /enroll is the kids' application.
    expect(pros).toMatch(
      /<a href="\/contact-us\?subject=enrollment" class="btn btn--primary btn--lg">Apply for Next Cohort<\/a>/,
    );
    expect(pros).not.toContain('href="/enroll"');
  });

  it('closes each inner page that has a closing of its own in its own words, and no two pages alike', async () => {
    const closed: [string, CallToActionCopy][] = [
      ['/parents/why-coding-for-kids', closings.whyCoding],
      ['/parents/resources', closings.resources],
      ['/parents/scholarships-and-pricing', closings.pricing],
      ['/scholarships', closings.scholarships],
      ['/about', closings.about],
      ['/about/our-story', closings.ourStory],
      ['/about/instructors', closings.instructors],
      ['/about/methodology', closings.methodology],
      // They closed on home's bold words, in the quiet panel: one closing in two looks.
      ['/programs', closings.programs],
      ['/contact', closings.contact],
      ...site.campuses.map(
        (campus) => [`/locations/${campus.id}`, closings.campus(campus.city, campus.area)] as [string, CallToActionCopy],
      ),
    ];
    const headings = new Set<string>();
    for (const [path, closing] of closed) {
      const cta = ctaOf(await get(path));
      expect(textOf(cta), path).toContain(`${closing.heading} ${plainText(closing.text)}`);
      headings.add(closing.heading);
    }
    expect(headings.size).toBe(closed.length);
    // Home's and the kids page's bold closing words are theirs alone.
    expect([...headings]).not.toContain('Ready to start building?');
    // The scholarship's closing leads to its application, first and solid.
    expect(ctaOf(await get('/scholarships'))).toMatch(
      /<a href="\/scholarships\/apply" class="btn btn--primary btn--lg">Apply for a Scholarship<\/a>/,
    );
    // "Pick a level and a date" leads to the cohorts, not to the application Enroll Now opens.
    for (const [path, primary] of [
      [
        '/parents/why-coding-for-kids',
        'href="/kids-vibe-coding#levels" class="btn btn--primary btn--lg">See Cohorts and Dates</a>',
      ],
      ['/locations/east-bay', 'href="#cohorts" class="btn btn--primary btn--lg">See Cohorts in Fremont</a>'],
    ] as const) {
      const cta = ctaOf(await get(path));
      expect(textOf(cta), path).toContain('Pick a level and a date');
      expect(cta, path).toContain(primary);
      expect(cta, path).not.toContain('href="/enroll"');
    }
  });
});

describe('the drawings, spread over the site (seventh pass: fewer repeats)', () => {
  // What a page shows: each inline drawing by its name, a sample post's cover by the drawing it is made from.
  const drawingsOf = (html: string) =>
    new Set([
      ...[...html.matchAll(/<svg [^>]*data-scene="([^"]+)"/g)].map((m) => m[1]!),
      ...[...html.matchAll(/<img [^>]*src="\/images\/blog\/([^"/]+)\.webp"/g)].flatMap((m) => sampleCoverScenes[m[1]!] ?? []),
    ]);
  let pages: Map<string, string>;
  beforeAll(async () => {
    const sitemap = await get('/sitemap.xml');
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
    pages = new Map(await Promise.all(paths.map(async (path) => [path, await get(path)] as const)));
  });

  it('gives each sample post a cover of its own, and the AI-safety post one that shows its habits', async () => {
    const covers = Object.values(sampleCoverScenes);
    expect(new Set(covers).size).toBe(covers.length);
    const post = sampleBlogPosts.find((p) => p.slug === 'ai-safety-for-young-coders')!;
    const cover = textOf(renderToStaticMarkup(createElement(StudentWorkScene, { scene: sampleCoverScenes[post.slug]! })));
    // The post's three habits, as the class's poster shows them (not the home page's studio).
    for (const habit of ['Check the output', 'Ask a human']) {
      expect(post.content).toContain(`**${habit}.**`);
      expect(cover).toContain(habit);
    }
    expect(post.content).toContain('**Keep personal data out.** No real names, addresses or photos');
    expect(cover).toContain('Keep data out No real names, photos or addresses');
    expect(sampleCoverScenes[post.slug]).not.toBe(classroomImages.find((image) => image.id === 'safety')?.scene);
    // The beginner post's cover is its plan: the five projects of its table, by week.
    const beginner = sampleBlogPosts.find((p) => p.slug === 'five-apps-in-twenty-hours')!;
    const plan = textOf(renderToStaticMarkup(createElement(StudentWorkScene, { scene: sampleCoverScenes[beginner.slug]! })));
    for (const { weeks, summerMornings, project, skill } of beginnerPlan.projects) {
      // Each cell says what it counts ("7-8 (8-10)" under one heading read as weeks 8-10).
      const mornings = summerMornings.includes('-') ? 'mornings' : 'morning';
      expect(beginner.content).toContain(`| ${weeks} (${mornings} ${summerMornings}) | ${project} | ${skill} |`);
      expect(plan).toContain(`${project} ${weeks} · ${skill}`);
    }
  });

  it('shows each drawing in two places at most, home included (the hero’s apps were on six pages)', () => {
    // A post's cover is one place: the blog's list and the post itself.
    const where = new Map<string, Set<string>>();
    for (const [path, html] of pages) {
      const place = path.startsWith('/blog') ? '/blog' : path;
      for (const drawing of drawingsOf(html)) where.set(drawing, new Set([...(where.get(drawing) ?? []), place]));
    }
    expect(pages.size).toBeGreaterThan(20);
    expect(where.size).toBeGreaterThanOrEqual(9);
    for (const [drawing, places] of where) expect(places.size, `${drawing}: ${[...places].join(', ')}`).toBeLessThanOrEqual(2);
  });

  it('never shows one drawing on two pages of the same hub (Parents Hub, About)', () => {
    for (const group of headerGroups.filter((group) => group.id === 'parents' || group.id === 'about')) {
      const seen = new Map<string, string>();
      for (const { href } of group.links) {
        for (const drawing of drawingsOf(pages.get(href) ?? '')) {
          expect(seen.get(drawing), `${drawing} on ${href}`).toBeUndefined();
          seen.set(drawing, href);
        }
      }
      expect(seen.size, group.label).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives each page’s header a drawing no other header shows', () => {
    const headers = [...pages].flatMap(([path, html]) => [...drawingsOf(headerOf(html))].map((drawing) => `${drawing} ${path}`));
    expect(headers.length).toBeGreaterThanOrEqual(5);
    const drawings = headers.map((header) => header.split(' ')[0]);
    expect(new Set(drawings).size, headers.join(', ')).toBe(drawings.length);
  });
});
