import { ArrowLabel } from '../components/ArrowLabel.tsx';
import type { PriceRange } from '../../domain/courses.ts';
import { CallToAction } from '../components/CallToAction.tsx';
import { CheckList } from '../components/CheckList.tsx';
import { LevelTabs, type LevelTabsProps } from '../components/LevelTabs.tsx';
import { NextSession } from '../components/NextSession.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { Section } from '../components/Section.tsx';
import { Timeline } from '../components/Timeline.tsx';
import { WorkFigure } from '../components/StudentWork.tsx';
import { beforeYouEnroll, checkoutAssurance } from '../content/checkout-assurance.ts';
import { kidsHeaderWork } from '../content/page-asides.ts';
import { kidsBadges, labDay, programDetails } from '../content/kids-curriculum.ts';
import { whyChooseKids } from '../content/why-choose-us.ts';
import { pageMetadata } from '../content/page-metadata.ts';
import { dollars } from '../format.ts';

export type KidsPageProps = { priceRange: PriceRange; nextSession: Date | null; tabs: LevelTabsProps };

export function KidsPage({ priceRange, nextSession, tabs }: KidsPageProps) {
  const info = pageMetadata.kids;
  return (
    <>
      {/* On a phone the cohorts come within two screens: the drawing would push them down. */}
      <PageHeader
        breadcrumb={info.breadcrumb}
        heading={info.heading}
        lead={info.lead}
        aside={<WorkFigure {...kidsHeaderWork} />}
        asideOnPhone={false}
      >
        <ul className="badge-row" aria-label="Highlights">
          {kidsBadges.map((badge) => (
            <li key={badge} className="badge">
              {badge}
            </li>
          ))}
        </ul>
        <p className="price-range">
          <strong>
            {dollars(priceRange.min)}-{dollars(priceRange.max)}
          </strong>{' '}
          <span className="muted">per cohort</span>
        </p>
        <p className="price-range__extras muted">{checkoutAssurance.notIncludedShort}</p>
        <NextSession start={nextSession} />
        <p className="page-header__actions">
          {/* The page's main action, the size of the home page's. */}
          {/* To the cohorts themselves (the level's summary above them filled a phone's screen and a half). */}
          <a href="#cohorts" className="btn btn--primary btn--lg">
            See Cohorts
          </a>
        </p>
      </PageHeader>

      <section className="section" id="levels" aria-labelledby="levels-heading">
        <div className="container">
          <h2 id="levels-heading">Choose a level</h2>
          <LevelTabs {...tabs} />
          <aside className="before-enroll" aria-labelledby="before-enroll-heading">
            <h3 id="before-enroll-heading">{beforeYouEnroll.heading}</h3>
            <CheckList items={beforeYouEnroll.items} className="check-list--row" />
            <a href={beforeYouEnroll.policyLink.href} className="before-enroll__link">
              <ArrowLabel>{beforeYouEnroll.policyLink.text}</ArrowLabel>
            </a>
          </aside>
        </div>
      </section>

      <Section
        id="why"
        heading="Why choose Kids Vibe Coding"
        lead="Small groups, real tools and mentors who build software for a living."
        alt
      >
        <div className="split split--even">
          <CheckList items={whyChooseKids} />
          <div className="split__panel">
            <h3>{labDay.heading}</h3>
            <p className="muted">{labDay.lead}</p>
            <Timeline steps={labDay.steps} />
          </div>
        </div>
      </Section>

      <section className="section" aria-labelledby="details-heading">
        <div className="container">
          <h2 id="details-heading">Program details</h2>
          <dl className="details-list">
            {programDetails.map((item) => (
              <div key={item.label}>
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <CallToAction />
      <div id="dialog-root" />
    </>
  );
}
