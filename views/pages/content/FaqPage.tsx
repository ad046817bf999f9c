import { CancellationPolicy } from '../../components/CancellationPolicy.tsx';
import { FaqList } from '../../components/FaqList.tsx';
import { Section } from '../../components/Section.tsx';
import { faqPage, faqItems } from '../../content/faq.ts';

/** /faq: the eight questions (native disclosures, answers in the HTML), then the cancellation policy. */
export function FaqBody() {
  return (
    <>
      <Section id="questions" heading={faqPage.questions.heading} lead={faqPage.questions.lead}>
        <FaqList items={faqItems} />
      </Section>
      <Section id="cancellation-policy" heading={faqPage.cancellation.heading} lead={faqPage.cancellation.lead} alt>
        <CancellationPolicy />
      </Section>
    </>
  );
}
