import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatHoldMinutes } from '../../views/content/facts.ts';
import { faqGroups, faqItems, faqJsonLd } from '../../views/content/faq.ts';
import { site } from '../../views/content/site.ts';
import { whyChooseKids, whyChooseTitles, whyChooseUs, whyParentsChoose } from '../../views/content/why-choose-us.ts';
import { enrollmentForm } from '../../views/content/enrollment-form.ts';
import { h1Of, isChecked, linksOf, textOf } from '../helpers/html.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { mailConfig } from '../helpers/mail.ts';
import { startFakeSmtp } from '../fakes/smtp-server.ts';
import { startFakeStripe } from '../fakes/stripe-server.ts';
import { createStripeTestApp } from '../helpers/payments.ts';
import { demoPaymentsNote } from '../../views/content/legal.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The page's main content: what is under the header and above the footer. */
async function mainOf(path: string): Promise<string> {
  const res = await request(t.app).get(path);
  expect(res.status).toBe(200);
  const main = /<main[^>]*>(.*)<\/main>/s.exec(res.text)?.[1];
  expect(main, `${path} has a <main>`).toBeDefined();
  return main!;
}

/** The section with this id (Section renders `<section id=...>`; sections do not nest on these pages). */
function sectionOf(html: string, id: string): string {
  const section = new RegExp(`<section id="${id}"[^>]*>(.*?)</section>`, 's').exec(html)?.[1];
  expect(section, `section #${id}`).toBeDefined();
  return section!;
}

const hrefsOf = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

/** Disclosure widgets: the question (summary) and the answer text that is in the HTML without JavaScript. */
const disclosuresOf = (html: string) =>
  [...html.matchAll(/<details[^>]*>\s*<summary>(.*?)<\/summary>(.*?)<\/details>/gs)].map((m) => ({
    question: textOf(m[1]!),
    answer: textOf(m[2]!),
  }));

const policyBlockOf = (html: string) => /<div class="cancellation-policy">.*?<\/ul><\/div>/s.exec(html)?.[0];

const answerText = (answer: string | readonly string[]) => (typeof answer === 'string' ? answer : answer.join(' '));

const pages = [
  ['/parents', 'Parents Hub'],
  ['/parents/why-coding-for-kids', 'Why Coding for Kids'],
  ['/parents/resources', 'Parent Resources'],
  ['/parents/scholarships-and-pricing', 'Scholarships & Pricing'],
  ['/faq', 'Frequently Asked Questions'],
  ['/scholarships', 'Scholarships'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/contact', 'Contact Us'],
] as const;

describe('the pages in common', () => {
  it.each(pages)('%s: one h1 (%s), then headings that never skip a level', async (path, heading) => {
    const res = await request(t.app).get(path);
    expect(h1Of(res.text)).toBe(heading);
    const main = await mainOf(path);
    const levels = [...main.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i]!, `heading ${i} of ${path}`).toBeLessThanOrEqual(levels[i - 1]! + 1);
  });

  it.each(pages)('%s: every link goes somewhere and has a name; no dead buttons', async (path) => {
    const main = await mainOf(path);
    for (const link of linksOf(main)) {
      expect(link.href, link.text).toMatch(/^(\/|#[a-z]|mailto:|tel:\+)/);
      expect(link.href).not.toBe('#');
      expect(link.text, link.href).toMatch(/\w/);
    }
    // A button belongs to a form (the contact form's submit); anywhere else it would do nothing.
    expect(main.replace(/<form\b.*?<\/form>/gs, '')).not.toContain('<button');
  });
});

describe('/parents', () => {
  it('leads to its three subpages', async () => {
    const links = linksOf(sectionOf(await mainOf('/parents'), 'explore'));
    // No mail server here: the parent's page signs in with an emailed link, so it is not offered.
    expect(links.map((l) => l.href)).toEqual([
      '/parents/why-coding-for-kids',
      '/parents/resources',
      '/parents/scholarships-and-pricing',
    ]);
    const text = textOf(sectionOf(await mainOf('/parents'), 'explore'));
    for (const title of ['Why Coding for Kids', 'Parent Resources', 'Scholarships & Pricing']) expect(text).toContain(title);
  });

  it('leads an enrolled family to its own page when the site can email its sign-in link', async () => {
    const smtp = await startFakeSmtp();
    const mailing = await createTestApp({ config: mailConfig(smtp) });
    try {
      const explore = sectionOf((await request(mailing.app).get('/parents')).text, 'explore');
      expect(linksOf(explore).map((l) => l.href)).toContain('/account');
      expect(textOf(explore)).toContain('Already enrolled? Your page has your enrollments, receipts, waitlists and cancelling.');
    } finally {
      await mailing.close();
      await smtp.close();
    }
  });

  it('gives the six reasons on home, the kids page and here, each page in words of its own', async () => {
    const reasons = [whyChooseUs, whyChooseKids, whyParentsChoose];
    for (const list of reasons) expect(list.map((reason) => reason.title)).toEqual([...whyChooseTitles]);
    const texts = reasons.flatMap((list) => list.map((reason) => reason.text));
    expect(new Set(texts).size).toBe(texts.length);
    const pages = ['/', '/kids-vibe-coding', '/parents'];
    for (const [index, path] of pages.entries()) {
      const text = textOf(await mainOf(path));
      for (const reason of reasons[index]!) expect(text, path).toContain(`${reason.title} ${reason.text}`);
    }
  });

  it('says why parents choose us, with the six points', async () => {
    const text = textOf(sectionOf(await mainOf('/parents'), 'why-choose'));
    for (const point of [
      'Hands-on learning',
      'Small classes',
      'Project portfolio',
      'Fast-track learning',
      'Supportive community',
      'Real AI tools',
    ])
      expect(text).toContain(point);
  });

  it('answers three questions in the HTML: ages 11 and up (middle school 11-14), no experience, a computer with internet', async () => {
    const faq = disclosuresOf(sectionOf(await mainOf('/parents'), 'parent-questions'));
    expect(faq).toHaveLength(3);
    // The spec's "11 and up" is the plans families apply for (the Middle School Program is
    // 11-14); beside a page whose panel says 8-14, the answer says so.
    // The kids program first: the one most parents come for.
    expect(faq[0]!.answer).toBe(
      'Kids Vibe Coding, our dated cohorts, is for ages 8-14. The plans families apply for are for ages 11 and up: the Middle School Program for ages 11-14, and the Summer Camp with no upper age.',
    );
    expect(faq[1]!.answer).toContain('No experience is needed');
    // The spec's answer, and what class needs, as the kids page and the receipt say it, and
    // what it costs beyond tuition, as checkout says it.
    expect(faq[2]!.answer).toBe(
      'For class: a charged laptop; we install the free tools together at the first class. At home, a laptop or desktop computer with an internet connection to practice on. Beyond tuition, a coding-platform plan (about $25 per month, only while the class runs) and AI/API credits (from about $5 minimum).',
    );
  });

  it('has a link to the full FAQ under the questions, and closes on Enroll (/enroll) and Contact (/contact) in its closing panel', async () => {
    const main = await mainOf('/parents');
    expect(linksOf(sectionOf(main, 'parent-questions')).map((l) => l.href)).toContain('/faq');
    const closing = /<section class="cta-block cta-block--quiet".*?<\/section>/s.exec(main)?.[0] ?? '';
    expect(linksOf(closing)).toEqual([
      { href: '/enroll', text: 'Enroll Now' },
      { href: '/contact', text: 'Contact Us' },
    ]);
  });
});

describe('/parents/why-coding-for-kids', () => {
  it('gives the four benefits', async () => {
    const text = textOf(sectionOf(await mainOf('/parents/why-coding-for-kids'), 'benefits'));
    for (const benefit of ['Critical thinking', 'Creativity', 'Future-ready', 'Confidence']) expect(text).toContain(benefit);
    expect(sectionOf(await mainOf('/parents/why-coding-for-kids'), 'benefits').match(/<h3>/g)).toHaveLength(4);
  });
});

describe('/parents/resources', () => {
  it('shows the three resources’ content on the page', async () => {
    const text = textOf(await mainOf('/parents/resources'));
    expect(text).toContain('Parent’s Guide to Vibe Coding');
    expect(text).toContain('What vibe coding is:');
    expect(text).toContain('Home practice');
    expect(text).toContain('Ask for a demo:');
    expect(text).toContain('Career pathways');
    for (const career of ['Software engineer', 'AI engineer', 'Data scientist', 'Product manager', 'UX designer', 'Entrepreneur'])
      expect(text).toContain(career);
  });

  it('offers the full guide on request through /contact, not as a download that does nothing', async () => {
    const main = await mainOf('/parents/resources');
    expect(textOf(main)).toContain('The full guide is free and available on request.');
    // The contact form opens on its Programs subject.
    expect(linksOf(main)).toContainEqual({ href: '/contact?subject=programs', text: 'Request the parent’s guide' });
    expect(main).not.toMatch(/download/i);
  });
});

describe('/parents/scholarships-and-pricing', () => {
  it('opens on its prices: the three cards stand in the header under the title, and no panel beside the title repeats them', async () => {
    const main = await mainOf('/parents/scholarships-and-pricing');
    const header = /<section class="page-header[^"]*">.*?<\/section>\s*<\/div>\s*<\/div>\s*<\/section>/s.exec(main)?.[0] ?? '';
    expect(header).toContain('page-header--band');
    expect(header).toContain('<section id="pricing"');
    expect(header.split('<li class="card price-plan">')).toHaveLength(4);
    expect(textOf(main)).not.toContain('At a glance');
    // The plans' section is named for a screen reader, as its visible heading used to.
    expect(header).toContain('<h2 id="pricing-heading" class="visually-hidden">Program pricing</h2>');
  });

  it('prices the Middle School Program at $299 per month and the Summer Camp at $1,299 per session, with what each includes', async () => {
    const plans = sectionOf(await mainOf('/parents/scholarships-and-pricing'), 'pricing')
      .split('<li class="card price-plan">')
      .slice(1)
      .map(textOf);
    expect(plans).toHaveLength(3);
    // The kids' cohorts first, with the way to their dates; then the spec's two plans.
    // Each says which child it fits before its price: how a parent tells the three apart.
    expect(plans[0]).toContain(
      'Best for a child who wants set class days and dates (in summer, two weeks of weekdays, a few hours a day), and levels to grow through $675-$875 per cohort',
    );
    expect(plans[1]).toContain('Best for a middle schooler who wants to keep coding month after month $299 per month');
    expect(plans[2]).toContain(
      'Best for a child of 11 or older with two free weeks in the summer, for full days rather than a few hours a day $1,299 per session',
    );
    expect(plans.shift()).toContain('Kids Vibe Coding cohorts Cohorts for ages 8-14, in three levels. Best for');
    expect(plans[0]).toContain('Middle School Program');
    expect(plans[0]).toContain('$299 per month');
    for (const item of ['12 hours a month', '8:1 student-to-instructor ratio', 'Project portfolio', 'Certificate'])
      expect(plans[0]).toContain(item);
    expect(plans[1]).toContain('Summer Camp');
    expect(plans[1]).toContain('$1,299 per session');
    for (const item of ['2-week intensive', 'Full-day', 'showcase', 'materials']) expect(plans[1]).toContain(item);
  });

  it('says on every card how to join: the cohorts link to their dates, each plan to the enrollment form with that plan chosen', async () => {
    const [cohorts, ...plans] = sectionOf(await mainOf('/parents/scholarships-and-pricing'), 'pricing')
      .split('<li class="card price-plan">')
      .slice(1);
    expect(textOf(cohorts!)).toContain('Choose a level and a cohort, then book a seat online.');
    expect(linksOf(cohorts!)).toEqual([{ href: '/kids-vibe-coding#levels', text: 'See Cohorts and Dates' }]);
    expect(plans).toHaveLength(2);
    for (const [index, program] of (['middle-school', 'summer-camp'] as const).entries()) {
      const plan = plans[index]!;
      expect(textOf(plan)).toContain('Apply online in three short steps; we reply within 24 hours.');
      expect(linksOf(plan)).toEqual([{ href: `/enroll?program=${program}`, text: 'Start Your Application' }]);
      // The form the link opens has that plan chosen, under the name the card gives it.
      const wizard = await request(t.app).get(`/enroll?program=${program}`).expect(200);
      expect(wizard.text).toContain(`<input type="hidden" name="program" value="${program}"/>`);
      const step2 = await request(t.app).get(`/enroll?step=2&program=${program}`).expect(200);
      expect(isChecked(step2.text, 'program', program)).toBe(true);
      expect(textOf(plan)).toContain(enrollmentForm.choices.program[program]);
    }
  });

  it('offers need-based scholarships of up to 50% off, linking to /scholarships', async () => {
    const section = sectionOf(await mainOf('/parents/scholarships-and-pricing'), 'scholarship');
    expect(textOf(section)).toContain('Up to 50% off');
    expect(textOf(section)).toContain('Need-based');
    expect(hrefsOf(section)).toContain('/scholarships');
  });
});

describe('/faq', () => {
  it('asks the eight questions with every answer in the HTML (readable without JavaScript)', async () => {
    const faq = disclosuresOf(sectionOf(await mainOf('/faq'), 'questions'));
    expect(faq.map((item) => item.question)).toEqual(faqItems.map((item) => item.question));
    faq.forEach((item, index) => expect(item.answer).toBe(answerText(faqItems[index]!.answer)));
  });

  it('groups the questions under topic headings, in order, each topic reached from the index at the top', async () => {
    const questions = sectionOf(await mainOf('/faq'), 'questions');
    // The spec's eight questions, each topic holding some of them.
    expect(faqItems).toHaveLength(8);
    for (const group of faqGroups) expect(group.items.length, group.id).toBeGreaterThan(0);
    const index = /<nav class="faq-index" aria-label="([^"]+)">(.*?)<\/nav>/s.exec(questions);
    expect(index?.[1]).toBe('Questions by topic');
    const targets = linksOf(index![2]!);
    expect(targets.map((link) => link.href)).toEqual([...faqGroups.map((group) => `#${group.id}`), '#cancellation-policy']);
    for (const group of faqGroups) {
      // The link's words are the heading's, and the heading (an h3 under the section's h2) carries the id.
      expect(targets.find((link) => link.href === `#${group.id}`)?.text).toBe(group.heading);
      const heading = new RegExp(`<h3 id="${group.id}"[^>]*>(.*?)</h3>(.*?)(?=<h3|$)`, 's').exec(questions);
      expect(heading?.[1] && textOf(heading[1]), group.id).toBe(group.heading);
      // Under it, its questions as native disclosures with their answers in the HTML.
      expect(disclosuresOf(heading![2]!).map((item) => item.question)).toEqual(group.items.map((item) => item.question));
    }
    expect(await mainOf('/faq')).toContain('<section id="cancellation-policy"');
  });

  it('asks "Still have questions?" once, in the closing call to action, whose one Contact Us leads to the contact page', async () => {
    const main = await mainOf('/faq');
    expect(sectionOf(main, 'questions')).not.toContain('Still have questions?');
    const cta = /<section class="cta-block[^"]*"[^>]*>(.*?)<\/section>/s.exec(main)?.[1];
    expect(textOf(cta!)).toContain('Still have questions?');
    // The address a link, as it is in the cancellation section above it.
    expect(linksOf(cta!)).toContainEqual({ href: `mailto:${site.email}`, text: site.email });
    expect(linksOf(main).filter((link) => link.text === 'Contact Us')).toEqual([{ href: '/contact', text: 'Contact Us' }]);
  });

  it('gives the spec’s facts', async () => {
    const faq = disclosuresOf(sectionOf(await mainOf('/faq'), 'questions'));
    const answer = (question: RegExp) => faq.find((item) => question.test(item.question))!.answer;
    expect(answer(/What is vibe coding/)).toContain('describing what you want to an AI assistant');
    expect(answer(/experience/)).toMatch(/^No experience is needed\. /);
    expect(answer(/software/)).toContain('about $25 per month');
    expect(answer(/software/)).toContain('AI/API credits (from about $5 minimum)');
    expect(answer(/software/)).toContain('On day 2 the teacher emails the parents about the APIs');
    // Whose accounts, for a child too young to hold one: the parent's.
    expect(answer(/software/)).toContain('opened in a parent’s name and a parent holds the passwords');
    // AI safety, as a parent of an 8-year-old asks it: who watches, whose accounts, what habits, what data.
    expect(answer(/safe/)).toMatch(/AI coding assistants in class, with a mentor at every table of 6-8/);
    expect(answer(/safe/)).toContain('The AI accounts are a parent’s, not the child’s');
    expect(answer(/safe/)).toContain('keep real names, photos and addresses out of prompts and apps');
    expect(answer(/safe/)).toContain('ask a mentor before sharing anything outside class');
    expect(answer(/How big/)).toContain('6-8 students to 1 mentor');
    // The spec's demo project, counted as the beginner level's deliverable says.
    expect(answer(/take home/)).toContain(
      'Working demo projects (5 fully functional apps by the end of the beginner level), one of them a portfolio page',
    );
    // The kit says what is in it (a parent asked what it was).
    expect(answer(/take home/)).toMatch(/a resource kit \(starter templates for new apps, .+\) for building more at home/);
    expect(answer(/engaged/)).toMatch(/\w/);
    expect(answer(/observe/)).toContain('limited room for observers');
    // The spec's "contact the organizer": the school, in its own voice ("the organizer" read as an event template's).
    expect(answer(/observe/)).toContain(`Write to us at ${site.email}`);
  });

  it('sets out the whole cancellation policy in its own section', async () => {
    const section = sectionOf(await mainOf('/faq'), 'cancellation-policy');
    expect(textOf(section)).toContain('Cancellation policy');
    const text = textOf(section);
    for (const rule of [
      '14 or more days before the first class Refund of the tuition minus a $75 admin/venue fee.',
      '7-13 days before the first class 50% credit toward a future camp, valid for 12 months. No cash refund.',
      '0-6 days before the first class, or after the program has started No refund or credit.',
      'You may switch to other dates once, if you ask 14 or more days before the first class and the other dates have space.',
      'There are no makeup days',
      'If we cancel a program, you choose between a full refund and a free reschedule',
      'The timestamp of your cancellation email decides the window.',
    ])
      expect(text).toContain(rule);
    // Nothing in the policy points at the parent's page, which no emailed link can open here.
    expect(text).not.toContain('your page');
    expect(hrefsOf(section)).toContain(`mailto:${site.email}?subject=Cancellation`);
    // No mail server here: the parent's page (signed in by an emailed link) is out of reach, so it is not offered.
    expect(text).toContain('To cancel, email us at');
    expect(text).toContain('with the reference from your receipt');
    expect(hrefsOf(section)).not.toContain('/account');
  });

  it('leads to the parent’s page to cancel, on the FAQ and in the terms, when the site can email its sign-in link', async () => {
    const smtp = await startFakeSmtp();
    const mailing = await createTestApp({ config: mailConfig(smtp) });
    try {
      for (const path of ['/faq', '/terms']) {
        const res = await request(mailing.app).get(path);
        const policy = policyBlockOf(res.text)!;
        expect(textOf(policy), path).toContain('To cancel, use your page (sign in with the email address you enrolled with');
        expect(textOf(policy), path).toContain(
          'The time you cancel on your page, or the timestamp of your cancellation email, decides the window.',
        );
        expect(hrefsOf(policy), path).toContain('/account');
      }
    } finally {
      await mailing.close();
      await smtp.close();
    }
  });

  it('shows the same cancellation policy as the terms, word for word', async () => {
    const onFaq = policyBlockOf(await mainOf('/faq'));
    const onTerms = policyBlockOf(await mainOf('/terms'));
    expect(onFaq).toBeDefined();
    expect(onFaq).toBe(onTerms);
  });
});

describe('faqJsonLd()', () => {
  it('is a schema.org FAQPage of the eight questions, each with a plain-text answer', () => {
    const data = faqJsonLd();
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(8);
    for (const question of data.mainEntity) {
      expect(question['@type']).toBe('Question');
      expect(question.name).toMatch(/\?$/);
      expect(question.acceptedAnswer['@type']).toBe('Answer');
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(20);
      expect(question.acceptedAnswer.text).not.toMatch(/[<>]/);
    }
  });

  it('says what the page says', async () => {
    const faq = disclosuresOf(sectionOf(await mainOf('/faq'), 'questions'));
    expect(faqJsonLd().mainEntity.map((q) => [q.name, q.acceptedAnswer.text])).toEqual(
      faq.map((item) => [item.question, item.answer]),
    );
  });
});

describe('/scholarships', () => {
  it('reserves one need-based scholarship per cohort, of up to 50% off the tuition', async () => {
    const text = textOf(await mainOf('/scholarships'));
    expect(text).toContain('One need-based scholarship is reserved per cohort.');
    expect(text).toContain('One scholarship per cohort');
    expect(text).toContain('the scholarship takes up to 50% off the tuition');
  });

  it('says who can apply, what to put in the email and when you hear back', async () => {
    const text = textOf(sectionOf(await mainOf('/scholarships'), 'apply'));
    expect(text).toContain('Who can apply');
    expect(text).toContain('What to include');
    // What the online form asks, so a family writing by email sends the same.
    expect(text).toContain('The student’s name.');
    expect(text).toContain('How many people live in your household');
    expect(text).toContain('When you hear back');
    expect(text).toContain('within 24 hours');
    // Apply first or pay first: a parent could not tell (staff cannot approve for a paid seat).
    expect(text).toContain('A scholarship comes off a seat we hold for you, not one already paid for: apply before you pay.');
  });

  it('applies by emailing the school at the site’s address', async () => {
    const links = linksOf(sectionOf(await mainOf('/scholarships'), 'apply'));
    const mailto = `mailto:${site.email}?subject=Scholarship%20application`;
    expect(links).toContainEqual({ href: mailto, text: 'Apply by Email' });
    expect(links).toContainEqual({ href: mailto, text: site.email });
    expect(links.map((l) => l.href)).toContain('/parents/scholarships-and-pricing');
  });
});

describe('the terms and the privacy policy while payments are a demo', () => {
  it('say so before what they say about Stripe; with Stripe they do not', async () => {
    for (const path of ['/terms', '/privacy']) expect(textOf(await mainOf(path)), path).toContain(demoPaymentsNote);
    const stripe = await startFakeStripe();
    const live = await createStripeTestApp(stripe);
    try {
      for (const path of ['/terms', '/privacy']) {
        const text = textOf((await request(live.app).get(path)).text);
        expect(text, path).toContain('Stripe');
        expect(text, path).not.toContain('demo mode');
      }
    } finally {
      await live.close();
      await stripe.close();
    }
  });
});

describe('/terms', () => {
  it('says who we are: the foundation, a non-profit, at its postal address', async () => {
    const text = textOf(await mainOf('/terms'));
    expect(text).toContain(`${site.foundationName} (“we”, “us”) is a non-profit organization`);
    const { street, city, region, postalCode } = site.postalAddress;
    expect(text).toContain(`${street}, ${city}, ${region} ${postalCode}`);
  });

  it('covers seat holds, Stripe payments in USD, scholarships, conduct, photos and liability, with an effective date', async () => {
    const main = await mainOf('/terms');
    const text = textOf(main);
    expect(text).toMatch(/Effective \w+ \d{1,2}, \d{4}/);
    expect(text).toContain(`we hold a seat for you for ${seatHoldMinutes} minutes while you pay`);
    expect(text).toContain('US dollars (USD)');
    expect(text).toContain('Your card details go directly to Stripe and never to us');
    expect(text).toContain('one need-based scholarship per cohort');
    expect(text).toContain('Conduct and safety');
    expect(text).toContain('photos or videos of students only with their parent’s consent');
    expect(text).toContain('Limitation of liability');
    expect(text).toContain('limited to the tuition you paid for that program');
    for (const href of ['/scholarships', '/faq', `mailto:${site.email}`]) expect(hrefsOf(main)).toContain(href);
  });

  it('lists its sections as links to their anchors', async () => {
    const main = await mainOf('/terms');
    const toc = /<nav class="legal__toc[^>]*>(.*?)<\/nav>/s.exec(main)![1]!;
    for (const { href } of linksOf(toc)) expect(main).toContain(`id="${href.slice(1)}"`);
    expect(linksOf(toc).map((l) => l.text)).toContain('Cancellation policy');
  });

  it('ends without the enroll call to action', async () => {
    expect(await mainOf('/terms')).not.toContain('cta-block');
    expect(await mainOf('/privacy')).not.toContain('cta-block');
  });
});

describe('/privacy', () => {
  it('says what is collected, from which form', async () => {
    const text = textOf(await mainOf('/privacy'));
    for (const source of ['Waitlist:', 'Contact form:', 'Enrollment requests:', 'Checkout:', 'Scholarship applications:'])
      expect(text).toContain(source);
    expect(text).toContain('the student’s name, age and grade');
    expect(text).toContain('parent’s name, email and phone');
    expect(text).toContain(
      'Card details go to Stripe, never to us: we keep the payment session id, the amount and currency, and the payment status.',
    );
  });

  it('gives the legal basis and how long each kind of record is kept', async () => {
    const text = textOf(await mainOf('/privacy'));
    expect(text).toContain('To do what you asked:');
    expect(text).toContain('Because the law requires it:');
    expect(text).toContain('With your consent:');
    expect(text).toContain('Waitlist entries: until the next cohort of that program is filled, or 24 months');
    expect(text).toContain('Enrollment and payment records: 7 years, for tax and accounting.');
    expect(text).toContain('Contact messages: 24 months.');
  });

  it('names who processes it, sells nothing and uses only the cookies the site needs', async () => {
    const text = textOf(await mainOf('/privacy'));
    expect(text).toContain('Stripe: takes card payments.');
    // What the payment page shows, Stripe receives: the student's name among it (tests/api/stripe-checkout.test.ts sends it).
    expect(text).toContain('We send it the course, the price, the parent’s email and the student’s name');
    expect(text).toContain('Our hosting provider:');
    expect(text).toContain('We never sell your information, never use it for advertising');
    expect(text).toContain('no advertising or tracking cookies');
    expect(text).toContain('light or dark theme choice');
    // The waitlist cards' memory (client/islands/waitlist-joined.ts) is said too: it was left out.
    expect(text).toContain('for 30 days which cohorts’ waitlists you joined from it and your place then');
    // Each cookie the site sets, the parent's page's sign-in among them (it was missing) with how long it lasts.
    for (const cookie of [
      'A message cookie',
      'A checkout cookie',
      'An application cookie',
      'A sign-in cookie',
      'An admin cookie',
    ])
      expect(text).toContain(cookie);
    expect(text).toContain('It ends 30 days after you sign in, or when you press Sign Out there');
  });

  it('protects children’s privacy and says how to ask for access, correction or deletion', async () => {
    const main = await mainOf('/privacy');
    const text = textOf(main);
    expect(text).toContain('Information about a child is provided by their parent or guardian');
    expect(text).toContain('we do not knowingly collect personal information directly from children under 13');
    expect(text).toContain('to see the information we hold about you or your child, to correct it, or to delete it, by emailing');
    expect(text).toContain('we post the new version on this page with a new effective date');
    expect(text).toMatch(/Effective \w+ \d{1,2}, \d{4}/);
    expect(hrefsOf(main)).toContain(`mailto:${site.email}`);
  });
});

describe('/contact', () => {
  it('gives each campus’s phone as a tel: link', async () => {
    const links = linksOf(await mainOf('/contact'));
    for (const campus of site.campuses)
      expect(links).toContainEqual({ href: `tel:+1${campus.phone.replace(/\D/g, '')}`, text: campus.phone });
  });

  it('gives the email as a mailto: link', async () => {
    expect(linksOf(await mainOf('/contact'))).toContainEqual({ href: `mailto:${site.email}`, text: site.email });
  });

  it('shows both locations with their addresses and links to their pages', async () => {
    const main = await mainOf('/contact');
    const text = textOf(main);
    expect(text).toContain('South Bay Campus, Cupertino');
    expect(text).toContain('East Bay Campus, Fremont');
    for (const campus of site.campuses) {
      expect(text).toContain(`${campus.streetAddress}, ${campus.city}, ${campus.region} ${campus.postalCode}`);
      expect(linksOf(main)).toContainEqual({ href: `/locations/${campus.id}`, text: `${campus.name} details →` });
    }
  });

  it('shows the hours', async () => {
    const text = textOf(await mainOf('/contact'));
    expect(text).toContain('Mon-Fri 3PM-8PM');
    expect(text).toContain('Sat-Sun 9AM-5PM');
  });
});
