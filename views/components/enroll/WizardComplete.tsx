import { enrollmentForm } from '../../content/enrollment-form.ts';
import { EmailAddress } from '../EmailAddress.tsx';
import { pageMetadata } from '../../content/page-metadata.ts';
import { StepList } from '../StepList.tsx';
import { CheckIcon } from '../icons.tsx';

export type CompletedRequest = { studentName: string; parentEmail: string };

const { complete } = enrollmentForm;

/** Step 4: the application is in; what happens next (admissions review, orientation, parent portal). */
export function WizardComplete({
  request,
  focusHeading,
  mailEnabled,
}: {
  request: CompletedRequest;
  focusHeading: boolean;
  mailEnabled: boolean;
}) {
  return (
    <div className="wizard__complete">
      <h2 id="wizard-step-heading" className="wizard__heading" tabIndex={-1} autoFocus={focusHeading}>
        {complete.heading}
      </h2>
      {/* As the paid seat's confirmation says it: the heading, then a lead that opens with the tick. */}
      <p className="outcome-lead">
        <span className="success-mark" aria-hidden="true">
          <CheckIcon />
        </span>
        {complete.lead(request.studentName)}
      </p>
      <p className="muted">
        {complete.sentTo[0]}
        <EmailAddress email={request.parentEmail} after={complete.sentTo[1]} />
      </p>
      <h3 className="wizard__group">{complete.nextHeading}</h3>
      <StepList items={complete.nextSteps(mailEnabled)} columns={3} />
      <div className="wizard__actions wizard__actions--done">
        {/* Done: the way on is home; another application (a sibling) is the quieter choice. */}
        <a className="btn btn--primary" href="/">
          {complete.home}
        </a>
        <a className="btn btn--outline" href={pageMetadata.enroll.path}>
          {complete.again}
        </a>
      </div>
    </div>
  );
}
