import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdMarginMinutes, paymentSessionMinutes } from '../../domain/checkout.ts';
import { enrollmentSteps } from '../../domain/enrollment-request.ts';
import { sampleBlogPosts } from '../../db/seed/sample-blog-posts.ts';
import {
  classAccounts,
  classSize,
  countInWords,
  replyWithin,
  scholarshipDeadline,
  scholarshipDeadlineRule,
  scholarshipShare,
  scholarshipWithEarlyBird,
  seatHoldMinutes,
  studentsPerMentor,
  wizardStepCount,
} from '../../views/content/facts.ts';
import { maxScholarshipPercent, scholarshipDeadlineFor, scholarshipLeadDays } from '../../domain/scholarships.ts';
import { priceFor } from '../../domain/pricing.ts';
import { about } from '../../views/content/about.ts';
import { instructor, mentors } from '../../views/content/instructor.ts';
import { sampleCourses } from '../../db/seed/sample-courses.ts';
import { certifications, partnerSchools } from '../../views/content/home.ts';
import { cancellationPolicy, policyInBrief } from '../../views/content/cancellation-policy.ts';
import { aiWorkshop, programFacts } from '../../views/content/programs.ts';
import { site } from '../../views/content/site.ts';
import { journeyTestimonials, parentTestimonials, studentTestimonials } from '../../views/content/testimonials.ts';
import { kidsCurriculum, programDetails, resourceKit } from '../../views/content/kids-curriculum.ts';
import { beginnerPlan, beginnerPortfolio } from '../../views/content/student-work.ts';
import { scholarshipsPricing } from '../../views/content/parents.ts';
import { h1Of, textOf } from '../helpers/html.ts';
import { courseIdOf } from '../helpers/payments.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Issue 26: a fact the site states on more than one page comes from one source
 * (views/content/facts.ts, programs.ts, site.ts) and every page that states it agrees.
 */
let t: TestApp;
let courseId: number;
beforeAll(async () => {
  t = await createTestApp();
  courseId = await courseIdOf(t.db, 'Vibe Coding Beginner: Winter Weekends');
});
afterAll(() => t.close());

const get = async (path: string) => {
  const res = await request(t.app).get(path).redirects(3);
  expect(res.status, path).toBe(200);
  return res.text;
};

const { kids, highSchool, professionals } = programFacts;

describe('the seat hold', () => {
  it('is the payment page’s life, and checkout and the terms both state it', async () => {
    expect(seatHoldMinutes).toBe(paymentSessionMinutes);
    const checkout = textOf(await get(`/checkout?courseId=${courseId}`));
    const terms = textOf(await get('/terms'));
    expect(checkout).toContain(`Your seat is held for ${seatHoldMinutes} minutes while you pay.`);
    expect(terms).toContain(`we hold a seat for you for ${seatHoldMinutes} minutes while you pay`);
    for (const text of [checkout, terms]) {
      const stated = [...text.matchAll(/(?:held|hold a seat)[^.]*?(\d+) minutes/g)].map((m) => Number(m[1]));
      expect(stated.every((minutes) => minutes === seatHoldMinutes)).toBe(true);
      expect(text).not.toMatch(/about \d+ minutes/);
    }
  });

  it('is the time the privacy policy gives the checkout cookie, with the margin it adds, as the cookie is set', async () => {
    const privacy = textOf(await get('/privacy'));
    const cookie = /A checkout cookie[^.]*\./.exec(privacy)?.[0] ?? '';
    expect(cookie).toContain(`the ${seatHoldMinutes} minutes of the hold, and ${holdMarginMinutes} more`);
    // The cookie the checkout sets lives exactly that long.
    const res = await request(t.app).post('/checkout').type('form').send({
      courseId,
      parentName: 'Ada Parent',
      parentEmail: 'ada@example.org',
      parentPhone: '4085550100',
      studentName: 'Ada Student',
    });
    const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => /Max-Age=/.test(c));
    expect(Number(/Max-Age=(\d+)/.exec(setCookie ?? '')?.[1])).toBe((seatHoldMinutes + holdMarginMinutes) * 60);
  });
});

describe('a waitlist offer’s hold', () => {
  // A parent read "waits 24 hours for your payment" beside the waitlist, and nothing of it in the terms.
  it('is the configured hours on the full cohort’s page, on the Express Interest page and dialog, in the terms, on /scholarships and on the scholarship application', async () => {
    // Hours other than the default, so each page is seen to read the config.
    const hours = 36;
    const longerOffers = await createTestApp({ config: { waitlistOfferHours: hours } });
    try {
      const text = async (path: string) => {
        const res = await request(longerOffers.app).get(path);
        expect(res.status, path).toBe(200);
        return textOf(res.text);
      };
      const full = await courseIdOf(longerOffers.db, 'Vibe Coding Beginner: East Bay Sundays');
      for (const path of [`/checkout?courseId=${full}`, `/courses/${full}/express-interest`]) {
        expect(await text(path), path).toContain(`The held seat waits ${hours} hours for your payment.`);
      }
      const terms = await text('/terms');
      expect(terms).toContain(`We hold the offered seat for that family for ${hours} hours`);
      expect(terms).toContain('an approved scholarship offers a seat the same way');
      // In the Express Interest dialog a cohort card opens (it was said only in the terms).
      const dialog = await request(longerOffers.app).get(`/courses/${full}/express-interest`).set('HX-Request', 'true');
      expect(dialog.status).toBe(200);
      expect(textOf(dialog.text)).toContain(`we hold it for the next family in line for ${hours} hours`);
      // On /scholarships ("it holds a seat once approved", with no time).
      expect(await text('/scholarships')).toContain(`once approved, it holds a seat for you for ${hours} hours`);
      // And where a family applies for one (it said only "we hold a seat for you").
      expect(await text('/scholarships/apply')).toContain(`If we approve it, we hold a seat for you for ${hours} hours`);
    } finally {
      await longerOffers.close();
    }
  });
});

describe('the enrollment wizard', () => {
  it('counts the same steps in its lead, its description and its progress', async () => {
    expect(wizardStepCount).toBe(enrollmentSteps.length);
    const html = await get('/enroll');
    const words = countInWords(wizardStepCount);
    expect(textOf(html)).toContain(`${words.charAt(0).toUpperCase()}${words.slice(1)} short steps:`);
    expect(html).toMatch(new RegExp(`<meta name="description" content="[^"]*in ${words} short steps`));
    expect(textOf(html)).toContain(`Step 1 of ${wizardStepCount}`);
    expect(textOf(html)).not.toMatch(new RegExp(`Step \\d of (?!${wizardStepCount}\\b)\\d`));
    expect(html.match(/<li class="step-trail__step /g)).toHaveLength(wizardStepCount);
  });
});

/** The program cards of a page: each card's title and the address its link goes to. */
function programCardsOf(html: string): { title: string; href: string; text: string }[] {
  const cards = [
    ...html.matchAll(/<li class="card link-card">.*?<\/li>/gs),
    ...html.matchAll(/<article class="card program-card".*?<\/article>/gs),
  ];
  return cards.map(([card]) => ({
    title: textOf(/<h3[^>]*>(.*?)<\/h3>/s.exec(card)![1]!),
    href: [...card.matchAll(/<a href="([^"]+)"/g)].at(-1)![1]!,
    text: textOf(card),
  }));
}

describe('program names, ages and prices', () => {
  const programPages = ['/locations/south-bay', '/locations/east-bay', '/start-your-journey', '/programs', '/'];

  it.each(programPages)('%s names each program as the page its card leads to is headed', async (path) => {
    const html = await get(path);
    const cards = programCardsOf(html).filter((card) => !card.href.startsWith('/locations') && card.href !== '/contact');
    expect(cards.length).toBeGreaterThanOrEqual(2);
    for (const card of cards) {
      const heading = h1Of(await get(card.href));
      // A program card may use the program's other name (Professional Power-Up); both come from programs.ts.
      const names = heading === professionals.name ? [professionals.name, professionals.cardName] : [heading];
      expect(names, `${path}: ${card.title} -> ${card.href}`).toContain(card.title);
    }
    expect(textOf(html)).not.toMatch(/Middle-school (Vibe Coding )?Lab/);
  });

  it('lists on /programs every program a campus page offers, by the same name and link', async () => {
    // The page's own content, not the menu or the footer.
    const main = /<main[^>]*>(.*?)<\/main>/s.exec(await get('/programs'))![1]!;
    const links = [...main.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]!);
    for (const campus of ['/locations/south-bay', '/locations/east-bay']) {
      for (const card of programCardsOf(await get(campus)).filter((c) => !c.href.startsWith('/locations'))) {
        expect(textOf(main), `${campus}: ${card.title}`).toContain(card.title);
        // The middle-school and professionals paths redirect; /programs may link either.
        const landing = (await request(t.app).get(card.href)).headers.location;
        expect(links.includes(card.href) || (landing !== undefined && links.includes(landing)), `${campus}: ${card.href}`).toBe(
          true,
        );
      }
    }
  });

  it('names on /programs the AI workshop the banner and the promo card send a parent there for', async () => {
    const home = await get('/');
    expect(textOf(home)).toContain(`New AI workshop launching: an ${aiWorkshop.weeks}-week program. See programs`);
    expect(textOf(home)).toContain(`${aiWorkshop.name} Starts ${aiWorkshop.starts} ${aiWorkshop.weeks}-week program`);
    const main = textOf(/<main[^>]*>(.*?)<\/main>/s.exec(await get('/programs'))![1]!);
    expect(main).toContain(aiWorkshop.name);
    expect(main).toContain(`${aiWorkshop.weeks}-week workshop`);
    // The page gives the whole date, the same day as the promo's, and who it is for and when it meets.
    expect(main).toContain(`starting ${aiWorkshop.startsOn}`);
    expect(main).toContain(`for ${aiWorkshop.audience}: ${aiWorkshop.rhythm}`);
    const day = new Date(aiWorkshop.startsOn);
    expect(aiWorkshop.starts).toBe(`${day.toLocaleDateString('en-US', { month: 'short' })} ${day.getDate()}st`);
  });

  it('gives the kids program one age range and the high-school lab one grade range', async () => {
    for (const path of ['/kids-vibe-coding']) expect(textOf(await get(path)), path).toContain(`Ages ${kids.ages}`);
    for (const path of ['/programs', '/', '/locations/south-bay', '/start-your-journey']) {
      const card = programCardsOf(await get(path)).find((c) => c.title === kids.name);
      expect(card?.text, path).toContain(`Ages ${kids.ages}`);
    }
    for (const path of ['/locations/east-bay', '/start-your-journey', '/vibe-coding-for-high-schooler', '/programs']) {
      expect(textOf(await get(path)), path).toMatch(new RegExp(`grades ${highSchool.grades}`, 'i'));
    }
    // Its length and cost, the same on its page, on /programs and on the campus pages' card.
    const { weeks, rhythm, cost } = highSchool;
    const labPage = await get('/vibe-coding-for-high-schooler');
    expect(textOf(labPage)).toContain(`Length ${weeks} weeks: ${rhythm} Cost ${cost}`);
    // And in the page's own words, which a phone shows (it leaves the header's panel out).
    const labBody = textOf(labPage.slice(labPage.indexOf('</aside>', labPage.indexOf('fact-panel'))));
    expect(labBody).toContain(`The Lab runs ${weeks} weeks, ${rhythm}, in person at both campuses`);
    expect(labBody).toContain(`${cost}.`);
    for (const path of ['/programs', '/locations/south-bay']) {
      expect(textOf(await get(path)), path).toContain(`over ${weeks} weeks, with no tuition`);
    }
    // The lab is taught at the campuses (as the campus pages list it), not online.
    const lab = textOf(await get('/vibe-coding-for-high-schooler'));
    expect(lab).toContain(`in person at both campuses, in ${site.campuses.map((campus) => campus.area).join(' and ')}`);
    expect(lab).not.toContain('internet connection');
  });

  it('shows each program’s price as programs.ts gives it', async () => {
    for (const path of ['/', '/programs']) {
      const cards = programCardsOf(await get(path));
      expect(cards.find((c) => c.title === kids.name)?.text).toContain(`${kids.price} ${kids.priceNote}`);
      expect(cards.find((c) => c.title === professionals.cardName)?.text).toContain(
        `${professionals.price} ${professionals.priceNote}`,
      );
    }
    const journey = programCardsOf(await get('/start-your-journey'));
    expect(journey.find((c) => c.title === kids.name)?.text).toContain(`${kids.price} ${kids.priceNote}`);
    // The pricing page leads with the same cohort price, beside the spec's two other plans.
    const pricing = textOf(await get('/parents/scholarships-and-pricing'));
    expect(pricing).toContain(
      `${kids.name} cohorts Cohorts for ages ${kids.ages}, in three levels. Best for a child who wants set class days and dates (in summer, two weeks of weekdays, a few hours a day), and levels to grow through ${kids.price} ${kids.priceNote}`,
    );
    // Under the range, each level's price: the cheapest and the dearest are the range's ends.
    expect(pricing).toContain('Beginner $675, intermediate $775, advanced $875');
    const levelPrices = Object.values(kidsCurriculum).map((level) => level.defaultPrice);
    expect(kids.price).toBe(`$${Math.min(...levelPrices)}-$${Math.max(...levelPrices)}`);
  });

  it('gives home’s 501(c)(3) claim a way to check it: the IRS’s search, and the EIN once it is set', async () => {
    const html = await get('/');
    const band = /<div id="certifications".*?<\/ul>/s.exec(html)?.[0] ?? '';
    expect(band).toContain(`<a href="${site.nonprofit.lookup}">Search for “${site.foundationName}” with the IRS</a>`);
    expect(site.nonprofit.lookup).toMatch(/^https:\/\/apps\.irs\.gov\//);
    // The sample content sets no EIN: no made-up number is shown.
    expect(textOf(band)).not.toMatch(/EIN/);
  });

  it('says under the kids cohorts, before a parent enrolls, what home certifies and what the policy refunds', async () => {
    const html = await get('/kids-vibe-coding');
    const strip = /<aside class="before-enroll".*?<\/aside>/s.exec(html)?.[0] ?? '';
    const text = textOf(strip);
    for (const title of ['Background-checked mentors', 'CPR and first aid certified', 'Student privacy promise']) {
      const certified = certifications.find((item) => item.title === title)!;
      expect(text).toContain(`${certified.title} ${certified.text}`);
    }
    // Every window of the policy, not only the first (the others read as hidden in the FAQ).
    expect(text).toContain(`Plans change? ${policyInBrief}`);
    for (const window of cancellationPolicy.windows) expect(policyInBrief).toContain(window.brief);
    expect(policyInBrief).toMatch(/\$75.*50% credit.*no refund or credit/);
    // Each brief names its window's days and its figures as the policy states them.
    for (const window of cancellationPolicy.windows) {
      const days = /^[\d-]+(?: or more)? days/.exec(window.when)?.[0];
      if (days && window.tone !== 'none') expect(window.brief, window.when).toContain(days);
      for (const figure of window.outcome.match(/\$\d+|\d+%|\d+ months/g) ?? []) expect(window.brief).toContain(figure);
    }
    expect(strip).toMatch(/<a href="\/terms#cancellation"[^>]*><span class="arrow-label">Read the cancellation policy<\/span>/);
    // Four different promises, each with a sign of its own (not four ticks beside the six reasons' ticks).
    const signs = [...strip.matchAll(/<svg[^>]*class="check-list__icon check-list__icon--own"[^>]*>(.*?)<\/svg>/gs)].map(
      (m) => m[1],
    );
    expect(signs).toHaveLength(4);
    expect(new Set(signs).size).toBe(4);
    // After the cohorts, before the reasons.
    expect(html.indexOf('class="before-enroll"')).toBeGreaterThan(html.lastIndexOf('cohort-card'));
  });

  it('says who sits at a child’s table on /about/instructors, screened as home says and in groups of the class size', async () => {
    const text = textOf(await get('/about/instructors'));
    const screened = certifications.find((item) => item.title === 'Background-checked mentors')!;
    expect(text).toContain('Who sits at your child’s table');
    expect(text).toContain(`A mentor leads each table of ${studentsPerMentor.replace(' per mentor', '')}`);
    // The lead instructor's own students beside the foundation's: the figures of both pages, told apart.
    expect(text).toContain(
      `has taught ${instructor.studentsTaught}+ students himself; he writes the lessons and trains every mentor, and with them the foundation has taught 1,000+.`,
    );
    expect(textOf(await get('/about/our-story'))).toContain('over 1,000 students');
    expect(text).toContain(`Passes a background check ${screened.text}`);
    expect(text).toMatch(/Stays with one table The same mentor for the whole cohort/);
    // The home page's teacher is the lead instructor, and it says who leads the table (a parent
    // read "Meet your teacher" as the one who teaches the class).
    expect(textOf(await get('/'))).toContain(
      'Meet your teacher Our lead instructor builds AI products for a living and trains every mentor; one of them leads your child’s table.',
    );
  });

  it('names a mentor for each level each campus teaches, on /about/instructors and on that campus’s page only', async () => {
    const roster = textOf(await get('/about/instructors'));
    const eastBayOpened = Number(about.story.milestones.find((milestone) => /Two campuses/.test(milestone.title))!.marker);
    for (const mentor of mentors) {
      const campus = site.campuses.find((c) => c.id === mentor.campus)!;
      const level = kidsCurriculum[mentor.level].label;
      expect(roster).toMatch(
        new RegExp(`${mentor.name} ${mentor.work} ${level} (table|studio), ${campus.area} Mentoring since ${mentor.since}`),
      );
      // A table they lead exists: the sample cohorts teach that level at that campus.
      expect(
        sampleCourses.some((course) => course.campus === mentor.campus && course.level === mentor.level),
        mentor.name,
      ).toBe(true);
      // A new mentor co-teaches a cohort beside the lead instructor first: after the year the
      // instructor began teaching (their years as the site states them in 2026), not in the future.
      expect(mentor.since, mentor.name).toBeGreaterThan(instructor.leadSince);
      expect(mentor.since).toBeLessThanOrEqual(new Date().getFullYear());
      // And not at a campus before it opened (the East Bay's milestone).
      if (mentor.campus === 'east-bay') expect(mentor.since, mentor.name).toBeGreaterThanOrEqual(eastBayOpened);
    }
    // And every level a campus teaches has its mentor there.
    for (const course of sampleCourses.filter((course) => course.program === 'kids-vibe-coding')) {
      expect(
        mentors.some((mentor) => mentor.campus === course.campus && mentor.level === course.level),
        course.name,
      ).toBe(true);
    }
    for (const campus of site.campuses) {
      const page = await get(`/locations/${campus.id}`);
      const section = /<section[^>]*id="mentors".*?<\/section>/s.exec(page)?.[0] ?? '';
      const named = mentors.filter((mentor) => textOf(section).includes(mentor.name)).map((mentor) => mentor.campus);
      expect(named.length, campus.id).toBeGreaterThan(0);
      expect(
        named.every((id) => id === campus.id),
        campus.id,
      ).toBe(true);
      expect(section).toContain('href="/about/instructors#mentors"');
    }
  });

  it('says when the kids cohorts meet as the cohorts do: one weekend day a week in the school year, two weeks of weekdays in summer', async () => {
    const when = programDetails.find((detail) => detail.label === 'When')!.value;
    expect(textOf(await get('/kids-vibe-coding'))).toContain(`When ${when}`);
    for (const course of sampleCourses.filter((c) => c.program === 'kids-vibe-coding')) {
      const summer = ['06', '07', '08'].includes(course.start_date.slice(5, 7));
      if (summer) {
        expect(course.class_days, course.name).toBe('MO,TU,WE,TH,FR');
        const days = (Date.parse(course.end_date!) - Date.parse(course.start_date)) / 86_400_000;
        expect(days, course.name).toBe(11); // Monday of the first week to Friday of the second
        // "A few hours a day", as the pricing page says, mornings or afternoons (it said
        // "mornings" beside an advanced studio from 1:00 to 4:00 PM).
        const hours =
          (Date.parse(`2000-01-01T${course.class_end_time}`) - Date.parse(`2000-01-01T${course.class_start_time}`)) / 3_600_000;
        expect(hours, course.name).toBeLessThanOrEqual(3);
      } else {
        expect(['SA', 'SU'], course.name).toContain(course.class_days);
      }
    }
  });

  it('dates the lead instructor after the foundation opened, as their years teaching count (the site speaks in 2026)', async () => {
    const founded = Number(about.story.milestones[0]!.marker);
    expect(instructor.leadSince).toBe(2026 - instructor.yearsExperience);
    expect(instructor.leadSince).toBeGreaterThan(founded);
    const page = textOf(await get('/about/instructors'));
    expect(page).toContain(`as our lead instructor since ${instructor.leadSince}`);
    expect(page).toContain(`${instructor.yearsExperience} Years teaching`);
  });

  it('names on each cohort card the mentor who leads that level at that campus, the same on the kids page and the campus page', async () => {
    const cardsOf = (html: string) =>
      [...html.matchAll(/<article class="card cohort-card".*?<\/article>/gs)].map((m) => textOf(m[0]));
    const cards = [
      ...cardsOf(await get('/kids-vibe-coding')),
      ...(await Promise.all(site.campuses.map((campus) => get(`/locations/${campus.id}`)))).flatMap(cardsOf),
    ];
    const kidsCohorts = sampleCourses.filter((course) => course.program === 'kids-vibe-coding');
    for (const course of kidsCohorts) {
      const shown = cards.filter((card) => card.includes(course.name));
      expect(shown.length, course.name).toBeGreaterThan(0);
      const mentor = mentors.find((m) => m.campus === course.campus && m.level === course.level)!;
      for (const card of shown) {
        expect(card, course.name).toContain(`Mentor ${mentor.name}`);
        // Only theirs: no other mentor is named on the card.
        for (const other of mentors.filter((m) => m !== mentor)) expect(card).not.toContain(other.name);
      }
    }
  });

  it('says in the FAQ how many months of the coding platform a weekend cohort needs, as long as those cohorts run', async () => {
    const faq = textOf(await get('/faq'));
    expect(faq).toContain('a weekend cohort (eight to ten weeks) needs two or three months of it');
    const weekends = sampleCourses.filter((course) => course.class_days === 'SA' || course.class_days === 'SU');
    // First class to last, on the same weekday: n weeks of classes are n - 1 weeks apart.
    const weeks = weekends.map((course) => (Date.parse(course.end_date!) - Date.parse(course.start_date)) / (7 * 86_400_000) + 1);
    expect(Math.min(...weeks)).toBe(8);
    expect(Math.max(...weeks)).toBe(10);
  });

  it('tells brothers and sisters under the prices that each child books a seat at the same price', async () => {
    const pricing = textOf(await get('/parents/scholarships-and-pricing'));
    expect(pricing).toContain(
      'Brothers and sisters each book a seat of their own at the same price; there is no sibling discount, and each child may apply for a scholarship.',
    );
  });

  it('says on /programs which child each applied-for plan fits, as the pricing page does', async () => {
    const programs = textOf(await get('/programs'));
    const pricing = textOf(await get('/parents/scholarships-and-pricing'));
    for (const plan of scholarshipsPricing.pricing.plans) {
      expect(programs, plan.name).toContain(`${plan.brief} Best for ${plan.bestFor}`);
      expect(pricing, plan.name).toContain(`Best for ${plan.bestFor}`);
    }
  });

  it('tells a parent which child each level suits, each one after the level before it', async () => {
    const levels = Object.values(kidsCurriculum);
    for (const [index, level] of levels.entries()) {
      const text = textOf(await get(`/kids-vibe-coding?level=${level.level}`));
      expect(text).toContain(`${level.hours} · Right for ${level.rightFor}`);
      // The first level needs no experience; every other one follows the level before it.
      if (index === 0) expect(level.rightFor).toMatch(/no coding experience needed/);
      else expect(level.rightFor).toMatch(new RegExp(`^after ${levels[index - 1]!.label}\\b`));
    }
  });

  it('gives the middle school program one age range wherever the parents pages name it', async () => {
    for (const path of ['/parents', '/parents/scholarships-and-pricing']) {
      const text = textOf(await get(path));
      // An age range in the same clause as the program's name, either side of it.
      const ranges = [...text.matchAll(/(\d+-\d+)[^.;]{0,12}Middle School Program|Middle School Program[^.;\d]*?(\d+-\d+)/gi)];
      expect(ranges.length, path).toBeGreaterThan(0);
      for (const match of ranges) expect(match[1] ?? match[2], path).toBe(programFacts.middleSchool.ages);
    }
  });
});

describe('the class size', () => {
  it('is the same range and the same maximum on every page that states it', async () => {
    const pages = [
      '/',
      '/programs',
      '/kids-vibe-coding',
      '/faq',
      '/about',
      '/about/instructors',
      '/parents',
      '/start-your-journey',
      '/vibe-coding-for-professionals',
    ];
    for (const path of pages) {
      const text = textOf(await get(path));
      // Every "N-M students" and "at most / never more than / maximum N" on the page.
      const ranges = [...text.matchAll(/(\d+-\d+)\s*(?:students|Students per)/g)].map((m) => m[1]);
      const maxima = [...text.matchAll(/(?:at most|never more than|maximum)\s*(\d+)(?!\s*(?:%|hours|weeks))/gi)].map((m) =>
        Number(m[1]),
      );
      expect(ranges.length + maxima.length, path).toBeGreaterThan(0);
      for (const range of ranges) expect(range, path).toBe(classSize.range);
      for (const max of maxima) expect(max, path).toBe(classSize.max);
    }
  });
});

describe('the reply promise', () => {
  it('is the one time on every page that says how soon the school answers', async () => {
    const pages = [
      '/contact',
      '/locations',
      '/vibe-coding-for-high-schooler',
      '/parents/scholarships-and-pricing',
      '/scholarships',
    ];
    for (const path of pages) {
      const text = textOf(await get(path));
      expect(text, path).toContain(replyWithin);
      for (const [promise] of text.matchAll(/within \d+ (?:hours?|days?|minutes?)/g)) expect(promise, path).toBe(replyWithin);
    }
  });
});

describe('the word email', () => {
  it('is spelt one way, as the forms label it, so no line ends on "e-"', async () => {
    const pages = [
      '/faq',
      '/terms',
      '/privacy',
      '/contact',
      '/scholarships',
      '/scholarships/apply',
      `/checkout?courseId=${courseId}`,
    ];
    for (const path of pages) {
      const text = textOf(await get(path));
      expect(text, path).toMatch(/\bemail/i);
      expect(text, path).not.toMatch(/\be-mail/i);
    }
  });
});

describe('what a class costs beyond its tuition', () => {
  it('is stated the same way in the FAQ and at checkout', async () => {
    const faq = textOf(await get('/faq'));
    const checkout = textOf(await get(`/checkout?courseId=${courseId}`));
    for (const text of [faq, checkout]) {
      expect(text).toContain(`coding-platform plan (${classAccounts.platformPlan}`);
      expect(text).toContain(`AI/API credits (${classAccounts.aiCredits})`);
    }
    expect(checkout).toContain('Not in the price:');
    // Added up for the cohort's own dates (January 16 to March 6: two months of the plan, and
    // the credits), within the FAQ's range for a weekend cohort.
    expect(checkout).toContain('and AI/API credits (from about $5 minimum), about $55 in all for these dates.');
    // For how long, where the FAQ counts the months: not a monthly cost without an end.
    expect(checkout).toContain(`coding-platform plan (${classAccounts.platformPlan}, ${classAccounts.platformPlanTerm})`);
    expect(faq).toContain('needs two or three months of it; you can cancel it when the cohort ends');
    // Added up for the parent: two or three months of $25, and $5 of credits; on the kids
    // page's details too.
    expect(faq).toContain(
      'In all, about $55 to $80 for a weekend cohort, and about $30 for a two-week summer cohort of Kids Vibe Coding.',
    );
    expect(textOf(await get('/kids-vibe-coding'))).toContain(
      'AI credits (from about $5 minimum): about $55 to $80 for a weekend cohort, about $30 in summer',
    );
  });

  it('stands beside the price before checkout too: on the kids page in short, on the pricing page in the checkout’s words', async () => {
    const checkout = textOf(await get(`/checkout?courseId=${courseId}`));
    const [, accounts, emailed] =
      /Not in the price: (.*?)(?:, about \$\d+ in all for these dates)?\. (\w+, our lead instructor, emails you about them on day \d+ of the cohort\.)/.exec(
        checkout,
      )!;
    expect(textOf(await get('/kids-vibe-coding'))).toContain(
      `$675-$875 per cohort Plus a coding-platform plan (${classAccounts.platformPlan}, ${classAccounts.platformPlanTerm}) and AI/API credits (${classAccounts.aiCredits}).`,
    );
    const pricing = textOf(await get('/parents/scholarships-and-pricing'));
    // Summer Camp's card says "All materials included": the line names the two plans it is for, and says so.
    expect(pricing).toContain('All materials included');
    expect(pricing).toContain(
      `Not in the price of the cohorts or the Middle School Program: ${accounts}. ${emailed} Summer Camp includes both, with its other materials.`,
    );
    expect(textOf(await get('/faq'))).toContain(
      'The Summer Camp program (not the kids’ summer cohorts) includes both in its price.',
    );
    // The monthly plan's hours are a month's.
    expect(pricing).toContain('12 hours a month of hands-on learning');
  });
});

describe('names and contact details', () => {
  const pages = ['/', '/contact', '/locations', '/locations/south-bay', '/locations/east-bay', '/terms', '/privacy', '/blog'];

  it.each(pages)('%s shows no placeholder name, street or identifier', async (path) => {
    const text = textOf(await get(path));
    expect(text).not.toMatch(/Sample (partner|Instructor|Street)|Example Avenue|00-0000000/i);
  });

  it('shows the EIN in the footer only when site.ts sets one', async () => {
    const text = textOf(await get('/'));
    if (site.nonprofit.ein) expect(text).toContain(`(EIN ${site.nonprofit.ein})`);
    else expect(text).not.toContain('EIN');
    expect(text).toContain(`${site.foundationName}, a 501(c)(3) non-profit organization. All rights reserved.`);
  });

  it('lists the partner schools and the campus streets of site.ts, with sample-safe email and phones', async () => {
    const home = textOf(await get('/'));
    for (const partner of partnerSchools) expect(home).toContain(`${partner.name} ${partner.note}`);
    const contact = textOf(await get('/contact'));
    for (const campus of site.campuses) {
      expect(contact).toContain(campus.streetAddress);
      expect(campus.phone).toMatch(/\(\d{3}\) 555-01\d\d/);
    }
    expect(site.email).toMatch(/@example\.org$/);
  });

  it('names each footer link as the page it opens is headed (a campus, not a "camp")', async () => {
    const footer = /<footer[^>]*>(.*?)<\/footer>/s.exec(await get('/'))![1]!;
    const links = [...footer.matchAll(/<a href="(\/[^"#]*)"[^>]*>(.*?)<\/a>/gs)].map((m) => [m[1]!, textOf(m[2]!)] as const);
    const campusLinks = links.filter(([href]) => href.includes('-bay'));
    expect(campusLinks).toHaveLength(2);
    for (const [href, label] of campusLinks) expect(h1Of(await get(href)), href).toBe(label);
  });

  it('credits the blog’s posts to the instructor of instructor.ts', async () => {
    expect(new Set(sampleBlogPosts.map((post) => post.author))).toEqual(new Set([instructor.name]));
    expect(textOf(await get('/blog'))).toContain(`${instructor.name} · `);
  });
});

describe('the scholarship', () => {
  it('takes at most what staff may approve, and no page promises full tuition', async () => {
    expect(scholarshipShare).toBe(`up to ${maxScholarshipPercent}% off the tuition`);
    for (const path of ['/scholarships', '/terms', '/parents/scholarships-and-pricing', '/parents', '/faq', '/']) {
      const text = textOf(await get(path));
      expect(text, path).not.toMatch(/full or partial|covers? (the )?full|all of the tuition/i);
      // Every page that sizes it says the same.
      if (/scholarship/i.test(text) && /\d+% off/.test(text)) expect(text, path).toMatch(/up to 50% off/i);
    }
    expect(textOf(await get('/scholarships'))).toContain(`takes ${scholarshipShare}`);
  });

  it('is said to add to the early bird where a parent weighs the cost, as the price is reckoned', async () => {
    for (const path of ['/scholarships', '/parents/scholarships-and-pricing']) {
      expect(textOf(await get(path)), path).toContain(scholarshipWithEarlyBird);
    }
    // $675 with a 15% early bird and a 50% scholarship: 50% of the $573.75 left, not of $675.
    const price = priceFor({
      listCents: 67_500,
      firstClass: '2027-03-06',
      now: new Date('2026-12-01T12:00:00Z'),
      earlyBirds: [{ id: 1, percent: 15, endsOn: '2027-01-31', firstClassFrom: '2027-02-01', firstClassTo: '2027-06-30' }],
      scholarshipPercent: 50,
    });
    expect(price.lines.map((line) => [line.kind, line.cents])).toEqual([
      ['early-bird', 10_125],
      ['scholarship', 28_688],
    ]);
    expect(price.totalCents).toBe(28_687);
  });
});

describe('the scholarship deadline', () => {
  const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

  it('is the banner’s date, and /scholarships and the application say the same rule', async () => {
    expect(textOf(await get('/'))).toContain(`Need-based scholarships are open: apply by ${scholarshipDeadline.label}.`);
    for (const path of ['/scholarships', '/scholarships/apply']) {
      const text = textOf(await get(path));
      expect(text, path).toContain(scholarshipDeadlineRule);
      // No page names another day to apply by.
      for (const [, day] of text.matchAll(/apply by ([A-Z][a-z]+ \d+)/g)) expect(day, path).toBe(scholarshipDeadline.label);
    }
  });

  it('falls, for every cohort of the data, at least two weeks before its first class', async () => {
    const cohorts = await t.db.selectFrom('courses').select(['name', 'start_date']).where('status', '=', 'active').execute();
    // The data has cohorts that start before Feb 15 (the rule's early clause matters) and after it.
    expect(cohorts.some((c) => String(c.start_date).slice(5) < '02-15')).toBe(true);
    expect(cohorts.some((c) => String(c.start_date).slice(5) > '03-01')).toBe(true);
    for (const cohort of cohorts) {
      const start = String(cohort.start_date).slice(0, 10);
      const deadline = scholarshipDeadlineFor(start);
      expect(daysBetween(deadline, start), `${cohort.name} starts ${start}, apply by ${deadline}`).toBeGreaterThanOrEqual(
        scholarshipLeadDays,
      );
    }
    expect(scholarshipDeadlineFor('2027-02-06')).toBe('2027-01-23');
    expect(scholarshipDeadlineFor('2027-04-10')).toBe('2027-02-15');
    expect(scholarshipDeadlineFor('2027-03-01')).toBe('2027-02-15');
    expect(scholarshipDeadlineFor('2028-02-29')).toBe('2028-02-15');
  });
});

describe('a parent’s words', () => {
  // "He finished with five apps" under an Intermediate parent, whose level makes three, was one.
  it('count the apps of the level they name, as the curriculum states it', () => {
    const numbers: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
    const stories = [...parentTestimonials, ...journeyTestimonials].filter((story) => / apps?\b/.test(story.content));
    expect(stories.length).toBeGreaterThan(0);
    for (const story of stories) {
      const level = (Object.keys(kidsCurriculum) as (keyof typeof kidsCurriculum)[]).find((key) =>
        story.program.toLowerCase().endsWith(key),
      );
      expect(level, story.name).toBeDefined();
      const said = numbers[/\b(\w+) apps\b/.exec(story.content)?.[1] ?? ''];
      const made = kidsCurriculum[level!].deliverables.map((line) => /^(\d+) /.exec(line)?.[1]).find(Boolean);
      expect(said, `${story.name}: ${story.content}`).toBe(Number(made));
    }
  });
});

describe('the home page’s stories', () => {
  // A parent of an eight-year-old found only parents of 11- to 13-year-olds on the home page.
  it('are about children across the kids program’s ages, a parent’s among them about a child in its first years', async () => {
    const [youngest, oldest] = kids.ages.split('-').map(Number) as [number, number];
    // A US grader is about five years older than the grade (a 4th grader is nine or ten).
    const parentAges = parentTestimonials.map((story) => Number(/(\d+)(?:st|nd|rd|th) grader/.exec(story.role)?.[1]) + 5);
    const studentAges = studentTestimonials.map((story) => Number(/, (\d+)$/.exec(story.name)?.[1]));
    for (const age of [...parentAges, ...studentAges]) {
      expect(age).toBeGreaterThanOrEqual(youngest);
      expect(age).toBeLessThanOrEqual(oldest);
    }
    expect(Math.min(...parentAges)).toBeLessThanOrEqual(youngest + 1);
    // And the home page shows them all.
    const home = textOf(await get('/'));
    for (const story of [...parentTestimonials, ...studentTestimonials]) expect(home).toContain(story.role);
  });
});

describe('what a child takes home', () => {
  // The FAQ promised a resource kit the kids page, where a parent pays, never named.
  it('is the same on the kids page, level by level, as in the FAQ: the apps, the portfolio page among them, and the resource kit', async () => {
    const faq = textOf(await get('/faq'));
    expect(faq).toContain(`one of them a portfolio page that shows off the rest, and ${resourceKit} for building more at home`);
    for (const level of ['beginner', 'intermediate', 'advanced'] as const) {
      expect(kidsCurriculum[level].deliverables.at(-1), level).toBe('A resource kit to keep building at home');
      const page = textOf(await get(`/kids-vibe-coding?level=${level}`));
      expect(page, level).toContain(`Deliverables ${kidsCurriculum[level].deliverables.join(' ')}`);
    }
  });
});

describe('the beginner level’s five apps', () => {
  // A parent read "5 apps" beside "a portfolio page" as six, and Nina's page and the post's
  // plan (each with a homepage among five) as four apps and a page.
  it('count the personal homepage as one of the five everywhere: the curriculum, the post’s plan and Nina’s page', () => {
    const beginner = kidsCurriculum.beginner;
    const five = Number(/^(\d+) /.exec(beginner.deliverables[0]!)?.[1]);
    expect(five).toBe(5);
    expect(beginner.deliverables[1]).toMatch(/homepage, one of the five/);
    expect(beginner.sampleProjects).toContain('Personal homepage');
    expect(beginnerPlan.projects).toHaveLength(five);
    expect(beginnerPlan.projects.map((p) => p.project)).toContain('Personal homepage');
    expect(beginnerPortfolio.apps).toHaveLength(five);
    expect(beginnerPortfolio.apps.map((app) => app.sampleProject)).toContain('Personal homepage');
    // The post's table: five rows, the homepage among them.
    const post = sampleBlogPosts.find((p) => p.slug === 'five-apps-in-twenty-hours')!;
    const rows = post.content.split('\n').filter((line) => /^\| Weeks? \d[\d-]* \(mornings? \d[\d-]*\) \|/.test(line));
    expect(rows).toHaveLength(five);
    expect(rows.some((row) => row.includes('Personal homepage'))).toBe(true);
  });
});
