import { FeatureGrid } from '../../components/FeatureGrid.tsx';
import { ListCards } from '../../components/ListCards.tsx';
import { RichText } from '../../components/RichText.tsx';
import { Section } from '../../components/Section.tsx';
import { MailIcon } from '../../components/icons.tsx';
import { scholarships } from '../../content/scholarships.ts';

/** /scholarships: how the need-based scholarship works and how to apply (online, or by email). */
export function ScholarshipsBody({ offerHours }: { offerHours: number }) {
  const { basics, apply, pricing } = scholarships;
  return (
    <>
      <Section id="how-it-works" heading={basics.heading} lead={basics.lead} beside>
        <FeatureGrid items={basics.items(offerHours)} layout="rows" />
      </Section>
      <Section id="apply" heading={apply.heading} lead={apply.lead} alt>
        <ListCards items={apply.cards} />
        <div className="button-row button-row--after">
          <a href={apply.online.href} className="btn btn--primary btn--lg">
            {apply.online.text}
          </a>
          <a href={apply.button.href} className="btn btn--outline btn--lg">
            <MailIcon />
            {apply.button.text}
          </a>
        </div>
        <p className="scholarship-address">
          <RichText text={apply.address} />
        </p>
        <p className="scholarship-pricing muted">
          {pricing.text} <a href={pricing.link.href}>{pricing.link.text}</a>.
        </p>
      </Section>
    </>
  );
}
