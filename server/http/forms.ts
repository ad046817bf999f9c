import type { Request, RequestHandler, Response } from 'express';
import type { ReactElement } from 'react';
import { z } from 'zod';
import type { Toast } from '../../views/layout/ToastRegion.tsx';
import { honeypotField, validate, type FieldErrors, type FormValues } from '../../domain/forms.ts';
import { isDatabaseUnavailable } from '../../db/faults.ts';
import { settleEmailSlip, type EmailSlipPurpose } from '../../domain/email-typos.ts';
import { toasts } from '../../views/content/messages.ts';
import { databaseRetryAfterSeconds, HttpError } from './errors.tsx';
import { redirectAfterPost, triggerToast, wantsFragment, type PageEvent } from './htmx.ts';
import type { PageSpec, Renderer } from './render.tsx';

/**
 * The cycle the one-page forms share (the waitlist, contact, checkout), one schema
 * driving all of it (the wizard has steps and a draft of its own in routes/enroll.tsx,
 * and uses only `jsonFormHandler` from here, for its JSON endpoint):
 * - `showPage`, the GET of the form's page, empty.
 * - `submit`, the form's own POST: invalid input re-renders the same form with the
 *   messages and what was typed (422), as a fragment for htmx or in its page without
 *   JavaScript; success redirects (303, or HX-Redirect) or, for htmx, swaps in a fresh
 *   form and raises the toast; a failure keeps everything typed and says so.
 * - `validate`, POST .../validate: re-validates on change (after a first submit)
 *   through the same schema, storing nothing.
 * - `api`, the JSON endpoint: 400 with field messages, or the service's answer.
 * A honeypot field is checked here once for all three: bots get a pretend success.
 */

export type FormState = {
  values: FormValues;
  errors: FieldErrors;
  revalidate: boolean;
  /** On a fresh form after a success: what was sent and what happens next, which stays when the toast fades. */
  sent?: string;
};

export type FormOutcome = {
  /** Where a plain browser goes next (PRG), or where htmx sends it with 'redirect'. */
  location: string;
  toast?: Toast;
  /** 'reset': htmx swaps in a fresh form and raises the toast (plus `events`); 'redirect': HX-Redirect. */
  htmx: 'reset' | 'redirect';
  events?: readonly PageEvent[];
  /** With 'reset': the lasting line on the fresh form (FormState.sent). */
  notice?: string;
};

export type FormSpec<S extends z.ZodObject, Result> = {
  schema: S;
  /** The form alone, as htmx swaps it. */
  form: (req: Request, res: Response, state: FormState) => ReactElement;
  /** The form in its page, for a browser without JavaScript. */
  page: (req: Request, res: Response, state: FormState) => PageSpec;
  /** The service call. An HttpError's status and message reach the visitor; anything else is logged and `failed` shown. */
  save: (req: Request, res: Response, data: z.output<S>) => Promise<Result>;
  /** What follows a success; `result` and `data` are undefined for a bot caught by the honeypot. */
  done: (req: Request, res: Response, result: Result | undefined, data?: z.output<S>) => FormOutcome;
  /** The JSON answer to a success. */
  json: (result: Result | undefined) => { status: number; body: object };
  /** The toast when saving fails for a reason the visitor cannot fix. */
  failed: Toast;
  secureCookies: boolean;
  /**
   * An address field asked about once when it looks slipped ("Did you mean ...?",
   * domain/email-typos.ts); the schema carries `emailSlipAnswer`'s two fields.
   */
  emailSlip?: { field: keyof z.output<S> & string; purpose: EmailSlipPurpose };
};

/**
 * The valid input with its address settled: the suggestion when "Use ..." was pressed, or
 * the question to ask before saving anything.
 */
function settledInput<S extends z.ZodObject>(
  data: z.output<S>,
  slip: FormSpec<S, unknown>['emailSlip'],
): { data: z.output<S> } | { question: string; field: string } {
  if (!slip) return { data };
  const typed = data[slip.field];
  if (typeof typed !== 'string') return { data };
  const settled = settleEmailSlip(typed, data, slip.purpose);
  if ('question' in settled) return { question: settled.question, field: slip.field };
  return { data: { ...data, [slip.field]: settled.address } };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Looks through optional/default/pipe wrappers to the field's own type. */
function baseType(field: z.ZodType): z.ZodType {
  let current: z.ZodType = field;
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodDefault || current instanceof z.ZodNullable) {
      current = current.unwrap() as z.ZodType;
    } else if (current instanceof z.ZodPipe) {
      current = current.in as z.ZodType;
    } else {
      return current;
    }
  }
}

/**
 * The schema's fields as posted, and nothing else: the last value of a repeated
 * field (a hidden 'false' before a checkbox), every value of a list field.
 */
export function formValuesOf(schema: z.ZodObject, body: unknown): FormValues {
  const source = isRecord(body) ? body : {};
  const values: FormValues = {};
  for (const [name, field] of Object.entries(schema.shape)) {
    const raw = source[name];
    const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
    if (baseType(field as z.ZodType) instanceof z.ZodArray) {
      values[name] = list.filter((item): item is string => typeof item === 'string');
    } else {
      const last: unknown = list[list.length - 1];
      if (typeof last === 'string' || typeof last === 'boolean') values[name] = last;
    }
  }
  return values;
}

export const caughtByHoneypot = (body: unknown) => isRecord(body) && Boolean(body[honeypotField]);

/**
 * A form's JSON endpoint: 415 for anything but a JSON object, 400 with field messages,
 * or the service's answer. A bot caught by the honeypot gets the success answer.
 */
export function jsonFormHandler<S extends z.ZodObject, Result>(
  spec: Pick<FormSpec<S, Result>, 'schema' | 'save' | 'json' | 'emailSlip'>,
): RequestHandler {
  return async (req, res) => {
    if (!req.is('application/json') || !isRecord(req.body)) {
      throw new HttpError(415, 'Send a JSON object with Content-Type: application/json');
    }
    const answer = (result: Result | undefined) => {
      const { status, body } = spec.json(result);
      res.status(status).json(body);
    };
    if (caughtByHoneypot(req.body)) return answer(undefined);
    const checked = validate(spec.schema, req.body);
    if (!checked.ok) return void res.status(400).json({ error: 'Invalid input', fields: checked.errors });
    // A likely slip, as the form asks it: 422 with the question beside the field; sent again
    // with emailChecked (or useEmail), it goes on.
    const input = settledInput(checked.data, spec.emailSlip);
    if ('question' in input) throw new HttpError(422, input.question, { fields: { [input.field]: input.question } });
    answer(await spec.save(req, res, input.data));
  };
}

export function formHandlers<S extends z.ZodObject, Result>(renderer: Renderer, spec: FormSpec<S, Result>) {
  const { schema } = spec;

  function succeed(req: Request, res: Response, result: Result | undefined, data?: z.output<S>): void {
    const outcome = spec.done(req, res, result, data);
    if (wantsFragment(req) && outcome.htmx === 'reset') {
      if (outcome.toast) triggerToast(res, outcome.toast, outcome.events);
      const fresh = { values: {}, errors: {}, revalidate: false, sent: outcome.notice };
      return renderer.fragment(req, res, spec.form(req, res, fresh));
    }
    redirectAfterPost(req, res, outcome.location, { toast: outcome.toast, secureCookies: spec.secureCookies });
  }

  function showAgain(req: Request, res: Response, state: FormState, status: number, toast?: Toast): void {
    if (wantsFragment(req)) {
      if (toast) triggerToast(res, toast);
      return renderer.fragment(req, res, spec.form(req, res, state), status);
    }
    renderer.page(req, res, { ...spec.page(req, res, state), status, ...(toast ? { toast } : {}) });
  }

  const submit: RequestHandler = async (req, res) => {
    if (caughtByHoneypot(req.body)) return succeed(req, res, undefined);
    const values = formValuesOf(schema, req.body);
    const checked = validate(schema, values);
    if (!checked.ok) return showAgain(req, res, { values, errors: checked.errors, revalidate: true }, 422);
    const input = settledInput(checked.data, spec.emailSlip);
    // As a message from saving would: beside the field, the form not yet re-checking on change.
    if ('question' in input)
      return showAgain(req, res, { values, errors: { [input.field]: input.question }, revalidate: false }, 422);
    let result: Result;
    try {
      result = await spec.save(req, res, input.data);
    } catch (error) {
      const state = { values, errors: {}, revalidate: false };
      if (error instanceof HttpError) {
        // A message for a field goes beside it, as a validation message does.
        if (error.fields) return showAgain(req, res, { ...state, errors: error.fields }, error.status);
        const toast: Toast = { title: 'Error', description: error.message, variant: 'destructive' };
        return showAgain(req, res, state, error.status, error.toast ?? toast);
      }
      req.log.error({ err: error }, 'form could not be saved');
      // The database out of reach: nothing was saved, and trying again later will do.
      if (isDatabaseUnavailable(error)) {
        res.set('Retry-After', String(databaseRetryAfterSeconds));
        return showAgain(req, res, state, 503, toasts.databaseUnavailable);
      }
      return showAgain(req, res, state, 500, spec.failed);
    }
    succeed(req, res, result, input.data);
  };

  const validateOnChange: RequestHandler = (req, res) => {
    const values = formValuesOf(schema, req.body);
    const checked = validate(schema, values);
    renderer.fragment(
      req,
      res,
      spec.form(req, res, { values, errors: checked.ok ? {} : checked.errors, revalidate: true }),
      200,
      {
        fieldCheck: true,
      },
    );
  };

  const api = jsonFormHandler(spec);

  /** GET: the form in its page, empty. */
  const showPage: RequestHandler = (req, res) =>
    renderer.page(req, res, spec.page(req, res, { values: {}, errors: {}, revalidate: false }));

  return { showPage, submit, validate: validateOnChange, api };
}
