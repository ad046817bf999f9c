import { z } from 'zod';

/**
 * Building blocks for the form schemas (spec section 5). A schema is defined once and
 * drives the JSON API, the HTML form route and the messages the visitor sees.
 * Where the spec gives no message, its generic defaults apply: 'Required' for a
 * missing value and 'Invalid input' for a value of the wrong kind.
 */
const genericError = (issue: { input?: unknown }) => (issue.input === undefined ? 'Required' : 'Invalid input');

// C0 controls, DEL and C1 controls, except tab, line feed and carriage return (allowed in
// multi-line text), and the invisible Unicode format characters (bidi overrides such as
// U+202E, zero-width spaces, the BOM, soft hyphens: category Cf) that could make a name
// read differently from what is stored. Zero-width (non-)joiners stay: Persian and Indic
// names and emoji sequences need them.
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|(?![\u200C\u200D])\p{Cf}/u;
// Line breaks of every kind: one-line fields refuse them (U+2028 and U+2029 too).
const lineBreaks = /[\r\n\t\u2028\u2029\u0085]/;
const unicodeLineBreaks = /[\u2028\u2029\u0085]/;
const controlMessage = 'Must not contain control characters';

/** One line of text: trimmed, well-formed Unicode, no control characters or line breaks. */
export const text = () =>
  z
    .string({ error: genericError })
    .refine((value) => value.isWellFormed(), 'Invalid characters')
    .refine((value) => !controlCharacters.test(value) && !lineBreaks.test(value), controlMessage)
    .transform((value) => value.trim());

/** Several lines (a message): as `text`, but line breaks (\n, \r\n) and tabs are kept. */
export const multilineText = () =>
  z
    .string({ error: genericError })
    .refine((value) => value.isWellFormed(), 'Invalid characters')
    .refine((value) => !controlCharacters.test(value) && !unicodeLineBreaks.test(value), controlMessage)
    .transform((value) => value.replace(/\r\n?/g, '\n').trim());

const atMost = (max: number) => z.string().max(max, `Must be at most ${max} characters`);

export const minText = (min: number, message: string, max = 200) => text().pipe(atMost(max).min(min, message));

/** A person's name: as `minText`, with runs of spaces inside it made one ('Sam  Lee' is stored, mailed and compared as 'Sam Lee'). */
export const nameText = (min: number, message: string, max = 100) =>
  text()
    .transform((value) => value.replace(/\s+/g, ' '))
    .pipe(atMost(max).min(min, message));

/** A message of several lines: at least `min` characters once trimmed. */
export const minMultilineText = (min: number, message: string, max = 5000) => multilineText().pipe(atMost(max).min(min, message));

/**
 * One of a fixed list of values (a select or radio group). Anything else, or nothing
 * chosen (the empty placeholder option), gives the field's own message.
 */
export const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

/** A tick that must be given (terms): unticked, missing or anything else gives the message. */
export const mustAccept = (message: string) =>
  z.preprocess((value) => checkboxValue(value) ?? false, z.literal(true, { error: message }));

const emptyAsUndefined = (value: string | undefined) => (value ? value : undefined);
export const optionalText = (max: number) => text().pipe(atMost(max)).optional().transform(emptyAsUndefined);
export const optionalMultilineText = (max: number) => multilineText().pipe(atMost(max)).optional().transform(emptyAsUndefined);

export const email = () =>
  text()
    .pipe(
      z
        .string()
        .max(254, 'Invalid email address')
        .pipe(z.email({ message: 'Invalid email address' })),
    )
    .transform((value) => value.toLowerCase());

/** A phone number: at least 10 digits, as its message says; spaces and + ( ) - . are allowed around them. */
export const phone = (message = 'Phone number must be at least 10 digits') =>
  text().pipe(
    z
      .string()
      .max(30, 'Must be at most 30 characters')
      .regex(/^[0-9+().\s-]*(?:\s*(?:x|ext\.?)\s*\d+)?$/i, message)
      .refine((value) => (value.replace(/(?:x|ext\.?)\s*\d+$/i, '').match(/\d/g)?.length ?? 0) >= 10, message),
  );

/** Dollars as typed ('675', '$1,275.50') to integer cents, without going through a float. */
export const dollarsField = (message: string) =>
  text()
    .transform((value) => value.replace(/^\$\s*/, '').replace(/,(?=\d{3}(\D|$))/g, ''))
    .pipe(z.string().regex(/^\d{1,7}(\.\d{1,2})?$/, message))
    .transform((value) => {
      const [whole = '0', fraction = ''] = value.split('.');
      return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    });

/** A whole percentage from 1 to `max`, as typed ('40'), to a number. */
export const wholePercentField = (max: number) => {
  const message = `Enter a whole percentage from 1 to ${max}`;
  return text().pipe(
    z
      .string()
      .regex(/^\d{1,2}$/, message)
      .transform(Number)
      .refine((percent) => percent >= 1 && percent <= max, message),
  );
};

export const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** A calendar day as a date input sends it (YYYY-MM-DD), and a real one (no February 30). */
export const dateField = (message: string) =>
  text().pipe(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, message)
      .refine(isRealDate, message),
  );

/**
 * A checkbox or yes/no value. JSON sends a boolean; an HTML form sends 'true'/'on'
 * when ticked and (with a hidden input before the box) 'false' when not. Both read
 * the same way here, so the same answer is stored whichever way it came.
 */
export function checkboxValue(value: unknown): boolean | undefined {
  const last = Array.isArray(value) ? value[value.length - 1] : value;
  if (typeof last === 'boolean') return last;
  if (last === 'true' || last === 'on' || last === '1') return true;
  if (last === 'false' || last === 'off' || last === '0') return false;
  return undefined;
}

export const checkbox = () =>
  z.preprocess(
    (value) => (value === undefined ? undefined : (checkboxValue(value) ?? value)),
    z.boolean({ error: genericError }),
  );

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

/** What a form shows back: each field as it was typed (a string, a list, or a tick). */
export type FormValues = Record<string, string | string[] | boolean | undefined>;

/** The name of the honeypot field every form carries (see server/http/forms.ts). */
export const honeypotField = 'website';
