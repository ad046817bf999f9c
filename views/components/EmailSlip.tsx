import type { ComponentProps } from 'react';
import { slipShown, type EmailSlipPurpose } from '../../domain/email-typos.ts';
import type { FieldErrors, FormValues } from '../../domain/forms.ts';
import { FormField } from './FormField.tsx';

/**
 * Under an address the form asked "Did you mean ...?" about (domain/email-typos.ts): one
 * press takes the suggestion and sends the form (a parent on a phone had to retype it), and
 * the address as typed rides along, so sending it again unchanged keeps it; changed, it is
 * looked at afresh. While the question stands, Enter sends the form as typed, not "Use ...":
 * a copy of the form's button, out of sight and out of the tab order, comes first
 * (busy-form shows `submitId`, the visible one, busy).
 */
export function EmailSlip({
  field,
  purpose,
  values,
  errors,
  submitId,
  useAs,
}: {
  field: string;
  purpose: EmailSlipPurpose;
  values: FormValues;
  errors: FieldErrors;
  submitId?: string;
  /**
   * What "Use ..." sends instead of `useEmail`: the wizard's review sends its intent (the
   * server knows the suggestion), and its form has a default button of its own already.
   */
  useAs?: { name: string; value: string };
}) {
  const shown = slipShown(values, field, errors[field], purpose);
  if (!shown) return null;
  return (
    <>
      <input type="hidden" name="emailChecked" value={shown.checked} />
      {shown.askedNow ? (
        <>
          {useAs ? null : (
            <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true" data-stands-for={submitId}>
              Send as Typed
            </button>
          )}
          <button
            type="submit"
            name={useAs?.name ?? 'useEmail'}
            value={useAs?.value ?? shown.suggested}
            className="btn btn--outline btn--sm email-slip"
          >
            Use {shown.suggested}
          </button>
        </>
      ) : null}
    </>
  );
}

/**
 * A form's email field that asks "Did you mean ...?" after a slip (the question is the
 * field's message; "Use ..." stands under it): the checkout's, the contact form's, the
 * waitlists' and the scholarship application's.
 */
export function EmailField({
  purpose,
  submitId,
  ...field
}: Omit<ComponentProps<typeof FormField>, 'type' | 'autoComplete' | 'after' | 'required'> & {
  purpose: EmailSlipPurpose;
  submitId?: string;
}) {
  return (
    <FormField
      {...field}
      type="email"
      autoComplete="email"
      required
      after={<EmailSlip field={field.name} purpose={purpose} values={field.values} errors={field.errors} submitId={submitId} />}
    />
  );
}
