import { contactSchema, contactSubjects } from '../../domain/contact.ts';
import type { FieldErrors, FormValues } from '../../domain/forms.ts';
import { contactForm } from '../content/contact-form.ts';
import { emailSlipPurposes, toasts } from '../content/messages.ts';
import { pageMetadata } from '../content/page-metadata.ts';
import { BusyButton } from './BusyButton.tsx';
import { EmailField } from './EmailSlip.tsx';
import { firstInvalid, FormField, SelectField, TextAreaField } from './FormField.tsx';
import { FormSent } from './FormSent.tsx';
import { Honeypot } from './Honeypot.tsx';

export const contactFormPath = pageMetadata.contact.path;
const fieldOrder = Object.keys(contactSchema.shape);
/** The send button, which Enter's hidden copy under a slip question shows busy. */
const sendId = 'contact-send';

/**
 * The contact form. A plain POST without JavaScript; with htmx it posts in place: 422
 * swaps it back with the messages and what was typed, success swaps in an empty form (the
 * spec's reset) with a line under its heading saying to whom the reply goes, where focus
 * goes, and raises 'Message Sent!'.
 */
export function ContactForm({
  values,
  errors,
  revalidate,
  sent,
}: {
  values: FormValues;
  errors: FieldErrors;
  revalidate: boolean;
  sent?: string;
}) {
  const focus = firstInvalid(fieldOrder, errors);
  const common = (name: string) => ({
    idPrefix: 'contact',
    name,
    values,
    errors,
    revalidateUrl: revalidate ? `${contactFormPath}/validate` : undefined,
    autoFocus: focus === name,
  });
  const { labels } = contactForm;
  return (
    <form
      method="post"
      action={contactFormPath}
      className="contact-form card"
      noValidate
      hx-post={contactFormPath}
      hx-target="this"
      hx-swap="outerHTML"
      aria-labelledby="contact-form-heading"
      data-island="busy-form"
      data-failure={toasts.messageFailed.description}
    >
      <h2 id="contact-form-heading" className="contact-form__heading">
        {contactForm.heading}
      </h2>
      <p className="muted contact-form__lead">{contactForm.lead}</p>
      <FormSent text={sent} />
      <div className="form-grid">
        <FormField {...common('name')} label={labels.name} autoComplete="name" required />
        <EmailField {...common('email')} label={labels.email} purpose={emailSlipPurposes.contact} submitId={sendId} />
        <FormField {...common('phone')} label={labels.phone} type="tel" autoComplete="tel" required />
        <SelectField
          {...common('subject')}
          label={labels.subject}
          placeholder={contactForm.subjectPlaceholder}
          options={contactSubjects.map((value) => ({ value, label: contactForm.subjects[value] }))}
        />
      </div>
      <TextAreaField {...common('message')} label={labels.message} rows={6} required />
      <Honeypot idPrefix="contact" />
      <div className="form-actions">
        <BusyButton busyLabel={contactForm.sending} id={sendId}>
          {contactForm.submit}
        </BusyButton>
      </div>
    </form>
  );
}
