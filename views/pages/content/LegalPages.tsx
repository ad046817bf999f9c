import type { ReactElement } from 'react';
import { CancellationPolicy } from '../../components/CancellationPolicy.tsx';
import { RichList, RichText } from '../../components/RichText.tsx';
import { demoPaymentsNote, privacyPolicy, termsOfService, type LegalBlock, type LegalDocument } from '../../content/legal.ts';

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'object' && 'list' in block) return <RichList items={block.list} />;
  return (
    <p>
      <RichText text={block} />
    </p>
  );
}

/**
 * A legal text at a readable measure: effective date and introduction, its contents,
 * then its sections. From 1024 px the contents stay in view beside the text.
 */
/**
 * A legal document; `policy` stands in the section that includes the cancellation policy.
 * `demoPayments`: the site runs without a payment provider, and the text says so before
 * what it says about Stripe, which a careful reader would otherwise hold against the demo.
 */
function LegalText({
  document,
  policy,
  demoPayments = false,
}: {
  document: LegalDocument;
  policy?: ReactElement;
  demoPayments?: boolean;
}) {
  return (
    <div className="section section--tight legal">
      <div className="container legal__layout">
        <div className="prose legal__head">
          <p className="legal__effective">
            <span className="badge">Effective {document.effectiveDate}</span>
          </p>
          <p className="legal__intro">
            <RichText text={document.intro} />
          </p>
          {demoPayments ? (
            <p className="demo-notice" role="note">
              {demoPaymentsNote}
            </p>
          ) : null}
        </div>
        <nav className="legal__toc card" aria-labelledby="legal-contents">
          <h2 id="legal-contents">On this page</h2>
          <ol>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="prose legal__body">
          {document.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`}>{section.heading}</h2>
              {section.blocks.map((block, index) => (
                <Block key={index} block={block} />
              ))}
              {section.include === 'cancellation-policy' ? policy : null}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}

/** /terms */
export function TermsBody({
  mailEnabled,
  offerHours,
  demoPayments = false,
}: {
  mailEnabled: boolean;
  /** How long a waitlist offer holds its seat (the config's). */
  offerHours: number;
  demoPayments?: boolean;
}) {
  return (
    <LegalText
      document={termsOfService(offerHours)}
      policy={<CancellationPolicy mailEnabled={mailEnabled} />}
      demoPayments={demoPayments}
    />
  );
}

/** /privacy */
export function PrivacyBody({ demoPayments = false }: { demoPayments?: boolean }) {
  return <LegalText document={privacyPolicy} demoPayments={demoPayments} />;
}
