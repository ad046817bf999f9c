import { keepTogether } from '../format.ts';
import { ArrowLabel } from '../components/ArrowLabel.tsx';
import type { ComponentProps } from 'react';
import { EnrollWizard } from '../components/enroll/EnrollWizard.tsx';
import { InfoIcon } from '../components/icons.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { enrollmentForm } from '../content/enrollment-form.ts';
import { pageMetadata } from '../content/page-metadata.ts';
import type { EarlyBirdRule } from '../../domain/pricing.ts';

const info = pageMetadata.enroll;
const { cohortsNote } = enrollmentForm;

/**
 * /enroll: the application wizard under the page's header. Over it on a phone, beside it
 * from 1024 px (on the header's left edge, so the page has one axis), a note for a parent
 * looking for a dated kids' cohort (sent here by an Enroll Now): where those are.
 */
export function EnrollPage({
  earlyBird,
  ...props
}: ComponentProps<typeof EnrollWizard> & { earlyBird?: EarlyBirdRule | undefined }) {
  return (
    <>
      <PageHeader breadcrumb={info.breadcrumb} heading={info.heading} lead={info.lead} />
      <section className="section section--tight">
        <div className="container enroll-layout">
          <div className="form-notice enroll-cohorts-note" role="note">
            <InfoIcon className="enroll-cohorts-note__icon" />
            <div>
              <p className="enroll-cohorts-note__title">{cohortsNote.text}</p>
              <p>{cohortsNote.detail}</p>
              {/* Kept on a phone too: a parent who tapped the banner's '15% off' found no word of it here. */}
              {earlyBird ? (
                <p className="enroll-cohorts-note__early-bird">{keepTogether(cohortsNote.earlyBird(earlyBird))}</p>
              ) : null}
              <p>
                <a href={cohortsNote.link.href} className="enroll-cohorts-note__link">
                  <ArrowLabel>{cohortsNote.link.label}</ArrowLabel>
                </a>
              </p>
            </div>
          </div>
          <EnrollWizard {...props} />
        </div>
      </section>
    </>
  );
}
