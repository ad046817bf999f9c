import type { EarlyBirdRule } from '../../../domain/pricing.ts';
import { earlyBirdSentence } from '../../content/programs.ts';
import { CheckList } from '../../components/CheckList.tsx';
import { FaqList } from '../../components/FaqList.tsx';
import { FactPanel } from '../../components/FactPanel.tsx';
import { UnseenHeadingSection } from '../../components/UnseenHeadingSection.tsx';
import { ActionLinks } from '../../components/ActionLinks.tsx';
import { FeatureGrid } from '../../components/FeatureGrid.tsx';
import { LinkCards } from '../../components/LinkCards.tsx';
import { ListCards } from '../../components/ListCards.tsx';
import { RichText } from '../../components/RichText.tsx';
import { Section } from '../../components/Section.tsx';
import { CheckIcon } from '../../components/icons.tsx';
import { checkoutAssurance } from '../../content/checkout-assurance.ts';
import { whyParentsChoose } from '../../content/why-choose-us.ts';
import { parentsAtAGlance } from '../../content/page-asides.ts';
import { parentResources, parentsHub, scholarshipsPricing, whyCoding } from '../../content/parents.ts';
import { dollars, keepTogether } from '../../format.ts';

/**
 * /parents (under a parent's words, PageHeader's aside): the three guides, why families choose
 * us beside the figures at a glance, three quick answers, Enroll and Contact.
 * With a mail server, an enrolled family is led to its page (it signs in with an emailed link;
 * without one the page could only say to write instead).
 */
export function ParentsBody({ mailEnabled }: { mailEnabled: boolean }) {
  const { explore, whyChoose, faq } = parentsHub;
  return (
    <>
      <Section id="explore" heading={explore.heading} lead={explore.lead}>
        <LinkCards items={explore.cards} />
        {mailEnabled ? (
          <p className="section-note">
            <RichText text={explore.enrolled} />
          </p>
        ) : null}
      </Section>
      <Section id="why-choose" heading={whyChoose.heading} lead={whyChoose.lead} alt>
        {/* The reasons beside the figures a parent checks them against. */}
        <div className="split">
          <CheckList items={whyParentsChoose} />
          <FactPanel {...parentsAtAGlance} />
        </div>
      </Section>
      <Section id="parent-questions" heading={faq.heading} lead={faq.lead} beside>
        <FaqList items={faq.items} />
        <p className="parents-faq__more">
          <RichText text={faq.more} />
        </p>
      </Section>
    </>
  );
}

/** /parents/why-coding-for-kids: the four benefits, then where to go next. */
export function WhyCodingBody() {
  const { benefits, next } = whyCoding;
  return (
    <>
      <Section id="benefits" heading={benefits.heading} lead={benefits.lead} beside>
        <FeatureGrid items={benefits.items} layout="rows" />
      </Section>
      <Section id="next-steps" heading={next.heading} lead={next.lead} alt>
        <LinkCards items={next.cards} />
      </Section>
    </>
  );
}

/** /parents/resources: the three resources with their content on the page (no downloads to wait for). */
export function ResourcesBody() {
  return (
    <Section id="resources" heading={parentResources.heading} lead={parentResources.lead}>
      <ListCards items={parentResources.cards} lead />
    </Section>
  );
}

/**
 * /parents/scholarships-and-pricing opens on its prices (PageHeader's band): the kids'
 * cohorts and the two plans side by side under the title, then, with the early bird open
 * today (`earlyBird`), where it applies, and what the prices leave out. A panel of the same
 * figures beside the title had only repeated the cards under it.
 */
export function PricePlans({ earlyBird }: { earlyBird?: EarlyBirdRule | undefined }) {
  const { pricing } = scholarshipsPricing;
  return (
    <UnseenHeadingSection id="pricing" heading={pricing.heading}>
      <ul className="grid grid--3 price-plans">
        {[pricing.cohorts, ...pricing.plans].map((plan, index) => (
          <li key={plan.name} className="card price-plan">
            {/* Two halves for a tablet's wide card (what it is and costs; what is in it and the
                way in); elsewhere their parts are the card's rows (display: contents). */}
            <div className="price-plan__about">
              <h3>{plan.name}</h3>
              <p className="muted">{plan.summary}</p>
              <p className="price-plan__fit">
                <strong>Best for</strong> {plan.bestFor}
              </p>
              <p className="price-plan__price">
                <strong>{typeof plan.price === 'number' ? dollars(plan.price) : plan.price}</strong>{' '}
                <span className="muted">{plan.unit}</span>
              </p>
            </div>
            <div className="price-plan__more">
              <ul className="price-plan__features">
                {plan.features.map((feature) => (
                  <li key={feature}>
                    <CheckIcon className="price-plan__check" />
                    {keepTogether(feature)}
                  </li>
                ))}
              </ul>
              <p className="price-plan__join muted">{plan.join}</p>
              {/* Each card ends on its way on, a button: the cohorts (booked here) solid, the two applications outlined. */}
              <a className={`btn btn--block ${index === 0 ? 'btn--primary' : 'btn--outline'}`} href={plan.link.href}>
                {plan.link.label}
              </a>
            </div>
          </li>
        ))}
      </ul>
      {/* The offer the banner announces, where it applies (each cohort card shows its own price). */}
      {earlyBird ? <p className="offer-note">{keepTogether(earlyBirdSentence(earlyBird))}</p> : null}
      {/* What the prices above leave out, in the checkout summary's words. */}
      <p className="price-plans__extras">
        {pricing.lead} {checkoutAssurance.notIncludedBesidePlans} {pricing.siblings}
      </p>
    </UnseenHeadingSection>
  );
}

/** /parents/scholarships-and-pricing under its prices: the need-based scholarship. */
export function ScholarshipsPricingBody() {
  const { scholarship } = scholarshipsPricing;
  return (
    <>
      <Section id="scholarship" heading={scholarship.heading} lead={scholarship.lead} alt>
        <div className="card scholarship-offer">
          <p className="scholarship-offer__highlight">{scholarship.highlight}</p>
          <p>{scholarship.text}</p>
          <a href={scholarship.link.href} className="btn btn--primary">
            {scholarship.link.label}
          </a>
        </div>
      </Section>
    </>
  );
}
