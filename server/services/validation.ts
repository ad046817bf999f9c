import { z } from 'zod';

/**
 * Building blocks for the form schemas (spec section 5). A schema is defined once and
 * drives the JSON API, the HTML form route and the messages the visitor sees.
 * Where the spec gives no message, its generic defaults apply: 'Required' for a
 * missing value and 'Invalid input' for a value of the wrong kind.
 */
const genericError = (issue: { input?: unknown }) => (issue.input === undefined ? 'Required' : 'Invalid input');

export const text = () => z.string({ error: genericError }).trim();

export const minText = (min: number, message: string, max = 200) =>
  text().min(min, message).max(max, `Must be at most ${max} characters`);

export const optionalText = (max: number) =>
  text()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

export const email = () =>
  text()
    .max(254, 'Invalid email address')
    .pipe(z.email({ message: 'Invalid email address' }))
    .transform((value) => value.toLowerCase());

export const boolean = () => z.boolean({ error: genericError });

/** Validation messages by field: the first problem of each field, as forms show them. */
export type FieldErrors = Record<string, string>;

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}

export type Validated<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

export function validate<S extends z.ZodType>(schema: S, input: unknown): Validated<z.output<S>> {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrorsOf(result.error) };
}

/**
 * An HTML form posts strings; a checkbox sends nothing when unchecked. Forms that
 * need a real false send a hidden "false" before the checkbox, and the last value wins.
 */
export function lastValue(value: unknown): unknown {
  return Array.isArray(value) ? value[value.length - 1] : value;
}

export function formBoolean(value: unknown): boolean | undefined {
  const last = lastValue(value);
  if (last === undefined) return undefined;
  return last === 'true' || last === 'on' || last === '1';
}
