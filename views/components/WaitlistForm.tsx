import { CheckboxField, firstInvalid, FormField, TextAreaField } from './FormField.tsx';
import { Honeypot } from './Honeypot.tsx';
import { EmailField } from './EmailSlip.tsx';
import { emailSlipPurposes, messages } from '../content/messages.ts';
import type { FieldErrors, FormValues } from '../../domain/forms.ts';
import { waitlistPath, type WaitlistTarget } from '../../domain/interest.ts';
import { kidsCurriculum } from '../content/kids-curriculum.ts';
import { highSchoolLink, programFacts } from '../content/programs.ts';
import { earlyBirdIfOffered } from '../../domain/pricing.ts';
import { keepTogether } from '../format.ts';

/** The form's fields in their order on the page (the first with a message takes focus). */
const waitlistFieldOrder = ['parentName', 'parentEmail', 'parentPhone', 'studentName', 'studentGrade', 'message'];

export const waitlistIntro =
  "leave your details and we'll notify you as soon as spots open up or when we schedule the next camp.";

/** For a cohort in the early bird's window: what a seat offered from this waitlist would take off. */
export function WaitlistEarlyBird({ target }: { target: WaitlistTarget }) {
  return target.kind === 'course' && target.course.earlyBird ? (
    <p className="offer-note">{keepTogether(earlyBirdIfOffered(target.course.earlyBird))}</p>
  ) : null;
}

/** How a waitlist target is named to the family: the course and its dates, or the level's next cohorts. */
export function waitlistSubject(target: WaitlistTarget): { name: string; when: string } {
  return target.kind === 'course'
    ? { name: target.course.name, when: target.course.dates }
    : { name: `${kidsCurriculum[target.level].label} cohorts`, when: 'dates to be announced' };
}

type Props = {
  target: WaitlistTarget;
  values: FormValues;
  errors: FieldErrors;
  /** After a submit with errors, fields re-validate on change (spec section 5). */
  revalidate: boolean;
};

/**
 * The Express Interest form. A plain POST without JavaScript; with htmx it posts in
 * place: 422 swaps the form back with messages and what was typed, success swaps
 * in a fresh form and closes the dialog.
 */
export function WaitlistForm({ target, values, errors, revalidate }: Props) {
  const action = waitlistPath(target);
  const revalidateUrl = revalidate ? `${action}/validate` : undefined;
  const common = { values, errors, revalidateUrl };
  // Focus, and the page's scroll without a script, land on the first field with a message (a refusal
  // under the fourth field sat below a phone's fold over a form that looked unchanged).
  const focus = firstInvalid(waitlistFieldOrder, errors);
  const field = (name: string) => ({ idPrefix: 'waitlist', name, ...common, autoFocus: focus === name });
  const formError = errors.form;
  return (
    <form
      method="post"
      action={action}
      className="waitlist-form"
      noValidate
      hx-post={action}
      hx-target="this"
      hx-swap="outerHTML"
      hx-disable="find button[type=submit]"
      hx-indicator="find .waitlist-form__sending"
      data-waitlist-form
    >
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      {/* Shown in a dialog opened from a cohort this browser joined (client/islands/waitlist-dialog.ts):
          the form opened empty under "Change Your Details", and a parent feared losing her place. */}
      <p className="waitlist-form__again">{messages.waitlistChangeNote}</p>
      <div className="form-grid">
        <FormField {...field('parentName')} label="Parent Name" autoComplete="name" required />
        <EmailField {...field('parentEmail')} label="Parent Email" purpose={emailSlipPurposes.waitlist} />
        <FormField {...field('parentPhone')} label="Parent Phone" type="tel" autoComplete="tel" required />
        <FormField {...field('studentName')} label="Student Name" autoComplete="off" required />
        <FormField {...field('studentGrade')} label="Student Grade" autoComplete="off" />
      </div>
      {/* Who the cohorts are for, where the student is named: a parent put a 16-year-old in line unwarned. */}
      <p className="field__help muted waitlist-form__ages">
        {programFacts.kids.name} is for ages {programFacts.kids.ages}. In high school?{' '}
        <a href={highSchoolLink.href}>See the {programFacts.highSchool.name}</a>.
      </p>
      <TextAreaField {...field('message')} label="Message" rows={3} />
      <CheckboxField idPrefix="waitlist" name="interestedInFutureCamps" defaultChecked {...common}>
        Notify me about future camps
      </CheckboxField>
      {/* Honeypot: people never see or fill it; bots that fill every field are ignored. */}
      <Honeypot idPrefix="waitlist" />
      <div className="form-actions">
        <button type="submit" className="btn btn--primary">
          <span className="waitlist-form__label">Submit Interest</span>
          <span className="waitlist-form__sending htmx-indicator" aria-hidden="true">
            <span className="spinner" />
          </span>
        </button>
      </div>
    </form>
  );
}
