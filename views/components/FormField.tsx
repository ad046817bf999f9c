import type { FieldErrors, FormValues } from '../../server/domain/forms.ts';

/**
 * A labelled input with its error message tied to it (aria-describedby). Once a form
 * has been submitted with errors, `revalidateUrl` makes each change re-validate on the
 * server and morph the form in place (spec section 5).
 */
export function FormField({
  idPrefix,
  name,
  label,
  type = 'text',
  autoComplete,
  required,
  values,
  errors,
  revalidateUrl,
}: {
  idPrefix: string;
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  values: FormValues;
  errors: FieldErrors;
  revalidateUrl: string | undefined;
}) {
  const error = errors[name];
  const id = `${idPrefix}-${name}`;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? null : <span className="field__optional"> (optional)</span>}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={typeof values[name] === 'string' ? values[name] : ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required={required ? true : undefined}
        {...(revalidateUrl
          ? {
              'hx-post': revalidateUrl,
              // On change, and while typing after a pause, so a message goes as soon as the value is right.
              'hx-trigger': 'change, input changed delay:400ms',
              'hx-target': 'closest form',
              'hx-swap': 'outerMorph',
            }
          : {})}
      />
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
