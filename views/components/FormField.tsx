import type { ReactNode } from 'react';
import { checkboxValue, type FieldErrors, type FormValues } from '../../domain/forms.ts';
import { KeepWhole } from './KeepWhole.tsx';

/**
 * Form controls, each labelled, with its error message tied to it (aria-describedby).
 * Once a form has been submitted with errors, `revalidateUrl` makes each change
 * re-validate on the server and morph the form in place (spec section 5). The first
 * field with an error takes `autoFocus`, so focus lands there on a full page too.
 */
type Common = {
  idPrefix: string;
  name: string;
  values: FormValues;
  errors: FieldErrors;
  revalidateUrl: string | undefined;
  autoFocus?: boolean;
};

type Choice = { value: string; label: string; hint?: string };

const stringOf = (values: FormValues, name: string) => (typeof values[name] === 'string' ? values[name] : '');

/** While typing, a pause is enough to re-validate; choices re-validate as soon as they change. */
const typingTrigger = 'change, input changed delay:400ms';

/**
 * A field's re-validation morphs its form. It gives way to the form's own request (Next,
 * Submit): one in flight is aborted when the form is sent, so a late answer about the step
 * the visitor just left can never morph the next step back into it. A field's check that
 * gives way to another field's is asked again once that answer is in
 * (client/islands/fresh-field-checks.ts), so an autofill's two changes both get answered.
 */
function revalidation(revalidateUrl: string | undefined, trigger = 'change') {
  return revalidateUrl
    ? {
        'hx-post': revalidateUrl,
        'hx-trigger': trigger,
        'hx-target': 'closest form',
        'hx-swap': 'outerMorph',
        'hx-sync': 'closest form:abort',
      }
    : {};
}

const errorIdOf = (id: string) => `${id}-error`;

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p className="field__error" id={errorIdOf(id)}>
      <KeepWhole text={error} />
    </p>
  ) : null;
}

function Label({ id, label, required }: { id: string; label: string; required: boolean | undefined }) {
  return (
    <label htmlFor={id}>
      {label}
      {required ? null : <span className="field__optional"> (optional)</span>}
    </label>
  );
}

function controlAttributes(id: string, error: string | undefined, required: boolean | undefined) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorIdOf(id) : undefined,
    'aria-required': required ? true : undefined,
  };
}

/** The first of `fields`, in the form's order, that has an error: where focus goes. */
export const firstInvalid = (fields: readonly string[], errors: FieldErrors) => fields.find((field) => errors[field]);

/** A one-line input. */
export function FormField({
  idPrefix,
  name,
  label,
  type = 'text',
  autoComplete,
  inputMode,
  required,
  values,
  errors,
  revalidateUrl,
  autoFocus,
  after,
}: Common & {
  label: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'decimal' | 'numeric' | 'email' | 'tel';
  required?: boolean;
  /** Under the message, in the field's place in the grid (an address's "Use ..." button). */
  after?: ReactNode;
}) {
  const error = errors[name];
  const id = `${idPrefix}-${name}`;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <Label id={id} label={label} required={required} />
      <input
        {...controlAttributes(id, error, required)}
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        autoFocus={autoFocus}
        defaultValue={stringOf(values, name)}
        {...revalidation(revalidateUrl, typingTrigger)}
      />
      <FieldError id={id} error={error} />
      {after}
    </div>
  );
}

/** Several lines of text (a message). */
export function TextAreaField({
  idPrefix,
  name,
  label,
  rows = 4,
  required,
  values,
  errors,
  revalidateUrl,
  autoFocus,
}: Common & { label: string; rows?: number; required?: boolean }) {
  const error = errors[name];
  const id = `${idPrefix}-${name}`;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <Label id={id} label={label} required={required} />
      <textarea
        {...controlAttributes(id, error, required)}
        name={name}
        rows={rows}
        autoFocus={autoFocus}
        defaultValue={stringOf(values, name)}
        {...revalidation(revalidateUrl, typingTrigger)}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A drop-down with an empty first option that asks for a choice. */
export function SelectField({
  idPrefix,
  name,
  label,
  placeholder,
  options,
  values,
  errors,
  revalidateUrl,
  autoFocus,
}: Common & { label: string; placeholder: string; options: readonly Choice[] }) {
  const error = errors[name];
  const id = `${idPrefix}-${name}`;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <Label id={id} label={label} required />
      <select
        {...controlAttributes(id, error, true)}
        name={name}
        autoFocus={autoFocus}
        defaultValue={stringOf(values, name)}
        {...revalidation(revalidateUrl)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * A group of radio buttons (one answer) or checkboxes (several), under a legend. The
 * group's message is tied to the group, and every box is marked invalid so that focus
 * can land on the first.
 */
export function ChoiceGroupField({
  idPrefix,
  name,
  legend,
  kind,
  options,
  columns = 1,
  values,
  errors,
  revalidateUrl,
  autoFocus,
}: Common & { legend: string; kind: 'radio' | 'checkbox'; options: readonly Choice[]; columns?: 1 | 2 | 3 }) {
  const error = errors[name];
  const id = `${idPrefix}-${name}`;
  const raw = values[name];
  const chosen = Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : [];
  return (
    <fieldset
      className={`field choice-group${error ? ' field--invalid' : ''}`}
      id={id}
      aria-describedby={error ? errorIdOf(id) : undefined}
    >
      <legend>{legend}</legend>
      <div className={`choice-group__options choice-group__options--${columns}`}>
        {options.map((option, index) => {
          const optionId = `${id}-${index}`;
          return (
            <label key={option.value} className={`choice${option.hint ? ' choice--card' : ''}`} htmlFor={optionId}>
              <input
                id={optionId}
                type={kind}
                name={name}
                value={option.value}
                defaultChecked={chosen.includes(option.value)}
                autoFocus={autoFocus && index === 0}
                aria-invalid={error ? true : undefined}
                {...revalidation(revalidateUrl)}
              />
              <span className="choice__text">
                <span className="choice__label">{option.label}</span>
                {option.hint ? <span className="choice__hint">{option.hint}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/**
 * One checkbox (terms, a yes/no). A hidden 'false' goes first, so an unticked box is
 * posted as such and replaces an earlier tick.
 */
export function CheckboxField({
  idPrefix,
  name,
  children,
  defaultChecked = false,
  values,
  errors,
  revalidateUrl,
  autoFocus,
}: Common & { children: ReactNode; defaultChecked?: boolean }) {
  const error = errors[name];
  const id = `${idPrefix}-${name}`;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <input type="hidden" name={name} value="false" />
      <label className="checkbox" htmlFor={id}>
        <input
          {...controlAttributes(id, error, undefined)}
          type="checkbox"
          name={name}
          value="true"
          autoFocus={autoFocus}
          defaultChecked={checkboxValue(values[name]) ?? defaultChecked}
          {...revalidation(revalidateUrl)}
        />
        <span>{children}</span>
      </label>
      <FieldError id={id} error={error} />
    </div>
  );
}
