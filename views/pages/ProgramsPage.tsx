import { NextSession } from '../components/NextSession.tsx';
import { ProgramCardView } from '../components/ProgramCardView.tsx';
import { aiWorkshop, highSchoolLink, kidsProgram, professionalsProgram, programFacts } from '../content/programs.ts';
import { pageMetadata } from '../content/page-metadata.ts';
import { UnseenHeadingSection } from '../components/UnseenHeadingSection.tsx';
import { scholarshipsPricing } from '../content/parents.ts';
import { dollars, keepTogether } from '../format.ts';
import { InfoPage } from './InfoPage.tsx';
import { closings } from '../content/closings.ts';

/**
 * /programs: the two program cards; beneath them, smaller, every other way in: the two
 * plans the pricing page and the application offer, the high-school lab the campus pages
 * also list and the AI workshop the banner announces; then Start Your Journey and the FAQ.
 */
type AlsoOffered = {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  bestFor?: string;
  /** In the program cards' price slot and size, above the button, when the way in has a price. */
  price?: { value: string; note: string };
  href: string;
  linkLabel: string;
};

const alsoOffered: AlsoOffered[] = [
  ...scholarshipsPricing.pricing.plans.map((plan) => ({
    id: plan.program,
    eyebrow: 'By application',
    price: { value: dollars(plan.price), note: plan.unit },
    title: plan.name,
    text: `${plan.summary} ${plan.brief}`,
    bestFor: plan.bestFor,
    href: plan.link.href,
    linkLabel: plan.link.label,
  })),
  {
    id: 'high-school-lab',
    eyebrow: 'Also at both campuses',
    price: { value: 'No tuition', note: `${programFacts.highSchool.weeks} weeks` },
    ...highSchoolLink,
    // Each row says who it fits, as the plans' do (two rows without one read as unfinished).
    bestFor: 'a teen who wants to build something a local business really uses',
  },
  {
    id: 'ai-workshop',
    eyebrow: 'New',
    // Its price is not set yet: its length and start stand in the price slot.
    price: { value: `${aiWorkshop.weeks} weeks`, note: `from ${aiWorkshop.startsOn}` },
    title: aiWorkshop.name,
    text: aiWorkshop.text,
    bestFor: 'a teen or an adult curious to build with AI tools',
    href: aiWorkshop.link.href,
    linkLabel: aiWorkshop.link.label,
  },
];

/**
 * The page opens on its two programs (the header's band), as the pricing page opens on its
 * prices: a panel of every way to learn beside the heading only repeated the page below it.
 */
export function ProgramsPage({ nextSession }: { nextSession: Date | null }) {
  return (
    <InfoPage
      info={pageMetadata.programs}
      cta={closings.programs}
      band={
        // Named for the outline: the cards' titles are h3s, under the page's h1.
        <UnseenHeadingSection id="programs-overview" heading="Programs">
          <div className="grid grid--2">
            <ProgramCardView program={kidsProgram} extra={<NextSession start={nextSession} />} />
            <ProgramCardView program={professionalsProgram} />
          </div>
        </UnseenHeadingSection>
      }
    >
      <section className="section section--tight programs-overview" aria-labelledby="more-ways-heading">
        <div className="container">
          {/* The other ways in as rows of one list, not cards like the two programs': what each
              is beside its price or term and its way on, read down the page (as cards, the
              grid changed its kind halfway). */}
          <div className="program-more">
            {/* The page's first section under its two programs: a section's heading, in its size. */}
            <h2 id="more-ways-heading" className="section__heading">
              More ways to learn
            </h2>
            <p className="section__lead">By application, in the Lab, or in a short workshop.</p>
            <ul className="program-rows">
              {alsoOffered.map((item) => (
                <li key={item.id} className="program-row" id={item.id} aria-labelledby={`${item.id}-heading`}>
                  <div className="program-row__what">
                    <p className="eyebrow">{item.eyebrow}</p>
                    <h3 id={`${item.id}-heading`}>{item.title}</h3>
                    <p className="muted">{keepTogether(item.text)}</p>
                    {item.bestFor ? (
                      <p className="program-also__fit">
                        <strong>Best for</strong> {item.bestFor}
                      </p>
                    ) : null}
                  </div>
                  {item.price ? (
                    <p className="program-row__price">
                      {item.price.value} <small>{item.price.note}</small>
                    </p>
                  ) : null}
                  <a href={item.href} className="btn btn--outline">
                    {item.linkLabel}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          {/* Ways on that are not the page's main action: links in words, not a second row of buttons over the closing panel's. */}
          <p className="section-note">
            Not sure which fits? <a href="/start-your-journey">Start Your Journey</a> begins with who is learning (a child, a teen
            or an adult), and the <a href="/frequently-asked-questions">frequently asked questions</a> answer the rest.
          </p>
        </div>
      </section>
    </InfoPage>
  );
}
