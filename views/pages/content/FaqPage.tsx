import { CancellationPolicy } from '../../components/CancellationPolicy.tsx';
import { FaqList } from '../../components/FaqList.tsx';
import { Section } from '../../components/Section.tsx';
import { faqGroups, faqPage } from '../../content/faq.ts';

/**
 * /faq: the eight questions under three topics (native disclosures, answers in the HTML),
 * with an index of the topics beside them on a wide screen (above them on a phone);
 * then the cancellation policy in the questions' column, its heading in the topics' (the closing call to action asks
 * "Still have questions?").
 */
export function FaqBody({ mailEnabled }: { mailEnabled: boolean }) {
  const { questions, index, cancellation } = faqPage;
  return (
    <>
      <Section id="questions" heading={questions.heading} lead={questions.lead}>
        <div className="faq-layout">
          <nav className="faq-index" aria-label={index.label}>
            <p className="eyebrow faq-index__heading">{index.heading}</p>
            <ul className="pill-row">
              {faqGroups.map((group) => (
                <li key={group.id}>
                  <a href={`#${group.id}`}>{group.heading}</a>
                </li>
              ))}
              <li>
                <a href="#cancellation-policy">{cancellation.heading}</a>
              </li>
            </ul>
          </nav>
          <div className="faq-groups faq-layout__main">
            {faqGroups.map((group) => (
              <div key={group.id} className="faq-group">
                <h3 id={group.id} className="faq-group__heading">
                  {group.heading}
                </h3>
                <FaqList items={group.items} />
              </div>
            ))}
          </div>
        </div>
      </Section>
      <Section id="cancellation-policy" heading={cancellation.heading} lead={cancellation.lead} alt>
        {/* In the questions' column, its heading beside it where the topics stand above (faq.css). */}
        <div className="faq-policy">
          <CancellationPolicy mailEnabled={mailEnabled} />
        </div>
      </Section>
    </>
  );
}
