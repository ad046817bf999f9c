import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { PromoCodeRow } from '../../db/schema.ts';
import { earlyBirdRuleSchema } from '../../domain/early-bird.ts';
import { validate, type FormValues } from '../../domain/forms.ts';
import { codeState, codeValueText, newPromoCodeSchema } from '../../domain/promo-codes.ts';
import { schoolDate } from '../../domain/schedule.ts';
import { pageMetadata } from '../../views/content/page-metadata.ts';
import { pricesConsoleCopy as copy } from '../../views/content/prices-console.ts';
import { PricesConsolePage, pricesPaths, type SentPricesForm } from '../../views/pages/PricesConsolePage.tsx';
import type { AppContext } from '../context.ts';
import { staffOf } from '../http/admin-session.ts';
import { sendCsv, type CsvColumn } from '../http/csv.ts';
import { HttpError } from '../http/errors.tsx';
import { redirectAfterPost } from '../http/htmx.ts';
import { editableEarlyBirdRule, updateEarlyBirdRule } from '../services/prices.ts';
import { archivePromoCode, courseNamesById, coursesForCodes, createPromoCode, listPromoCodes } from '../services/promo-codes.ts';
import { consoleBundles } from './console-page.ts';

const info = pageMetadata.prices;
const idParam = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** The fields each form sends, as typed (a form shown again with errors keeps them). */
const earlyBirdFields = ['percent', 'endsOn', 'firstClassFrom', 'firstClassTo'] as const;
const codeFields = ['code', 'kind', 'value', 'startsOn', 'endsOn', 'maxUses', 'courseIds'] as const;

function sentValues(fields: readonly string[], body: unknown): FormValues {
  const values: FormValues = {};
  const sent = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  for (const name of fields) {
    const value = sent[name];
    if (typeof value === 'string') values[name] = value.slice(0, 200);
    else if (Array.isArray(value)) values[name] = value.filter((item) => typeof item === 'string').slice(0, 200);
  }
  return values;
}

const csvColumns = (courseNames: Map<number, string>, today: string): CsvColumn<PromoCodeRow>[] => [
  { header: 'Code', cell: (row) => row.code },
  { header: 'Kind', cell: (row) => row.kind },
  { header: 'Off', cell: (row) => codeValueText(row) },
  { header: 'First day', cell: (row) => row.starts_on },
  { header: 'Last day', cell: (row) => row.ends_on },
  { header: 'Uses', cell: (row) => row.uses },
  { header: 'Max uses', cell: (row) => row.max_uses },
  {
    header: 'Courses',
    cell: (row) =>
      row.course_ids
        ? row.course_ids
            .split(',')
            .map((id) => courseNames.get(Number(id)) ?? `#${id}`)
            .join('; ')
        : 'Every course',
  },
  { header: 'State', cell: (row) => codeState(row, today) },
  { header: 'Created at', cell: (row) => row.created_at },
  { header: 'Archived at', cell: (row) => row.archived_at },
];

/**
 * The console's prices (mounted behind the session): the early-bird rule and the promo
 * codes. The rules live in services/prices.ts and services/promo-codes.ts, where every
 * change is audited in its transaction.
 */
export function pricesConsoleRoutes(ctx: AppContext): Router {
  const { db, renderer, clock, config } = ctx;
  const secureCookies = config.isProduction;
  const router = Router();

  async function show(req: Request, res: Response, sent?: SentPricesForm, status = 200) {
    const now = clock.now();
    const today = schoolDate(now);
    const [rule, codes, choices, names] = await Promise.all([
      editableEarlyBirdRule(db),
      listPromoCodes(db),
      coursesForCodes(db, now),
      courseNamesById(db),
    ]);
    renderer.page(req, res, {
      meta: renderer.metaOf(req, info),
      body: (
        <PricesConsolePage
          viewer={staffOf(res)}
          earlyBird={rule ? { id: rule.id, updatedAt: rule.updated_at } : undefined}
          earlyBirdValues={
            rule
              ? {
                  percent: String(rule.percent),
                  endsOn: rule.ends_on,
                  firstClassFrom: rule.first_class_from,
                  firstClassTo: rule.first_class_to,
                }
              : {}
          }
          codes={codes.map((row) => ({
            id: row.id,
            code: row.code,
            off: codeValueText(row),
            startsOn: row.starts_on,
            endsOn: row.ends_on,
            uses: row.uses,
            maxUses: row.max_uses,
            courses: row.course_ids ? row.course_ids.split(',').map((id) => names.get(Number(id)) ?? `#${id}`) : null,
            state: codeState(row, today),
            createdAt: row.created_at,
          }))}
          courseChoices={choices}
          codeDefaults={{ kind: 'percent', startsOn: today, maxUses: '100' }}
          sent={sent}
        />
      ),
      status,
      personal: true,
      bundles: consoleBundles,
    });
  }

  const done = (req: Request, res: Response, anchor: string, toast: (typeof copy.toasts)[keyof typeof copy.toasts]) =>
    redirectAfterPost(req, res, `${info.path}#${anchor}`, { toast, secureCookies });

  router.get(info.path, async (req, res) => {
    await show(req, res);
  });

  router.post(`${info.path}/early-bird/:id`, async (req, res) => {
    const id = idParam.safeParse(req.params.id);
    if (!id.success) throw new HttpError(404, 'Early-bird rule not found');
    const values = sentValues(earlyBirdFields, req.body);
    const checked = validate(earlyBirdRuleSchema, values);
    if (!checked.ok) return show(req, res, { form: 'early-bird', values, errors: checked.errors }, 422);
    const result = await updateEarlyBirdRule(ctx, staffOf(res), id.data, checked.data, clock.now());
    if (result === 'not-found') throw new HttpError(404, 'Early-bird rule not found');
    req.log.info({ ruleId: id.data, result }, 'early bird saved');
    done(req, res, 'early-bird', result === 'updated' ? copy.toasts.earlyBirdSaved : copy.toasts.earlyBirdUnchanged);
  });

  router.post(pricesPaths.codes, async (req, res) => {
    const now = clock.now();
    const values = sentValues(codeFields, req.body);
    const choices = await coursesForCodes(db, now);
    const checked = validate(
      newPromoCodeSchema(
        choices.map((course) => course.id),
        schoolDate(now),
      ),
      values,
    );
    if (!checked.ok) return show(req, res, { form: 'code', values, errors: checked.errors }, 422);
    const result = await createPromoCode(db, staffOf(res), checked.data, now);
    if (!result.ok) return show(req, res, { form: 'code', values, errors: { code: copy.newCode.taken } }, 422);
    req.log.info({ codeId: result.id }, 'promo code created');
    done(req, res, 'codes', copy.toasts.codeCreated);
  });

  router.post(`${pricesPaths.codes}/:id/archive`, async (req, res) => {
    const id = idParam.safeParse(req.params.id);
    if (!id.success) throw new HttpError(404, 'Promo code not found');
    const result = await archivePromoCode(db, staffOf(res), id.data, clock.now());
    if (result === 'not-found') throw new HttpError(404, 'Promo code not found');
    req.log.info({ codeId: id.data, result }, 'promo code archived');
    done(req, res, 'codes', copy.toasts.codeArchived);
  });

  router.get(pricesPaths.csv, async (req, res) => {
    const today = schoolDate(clock.now());
    const names = await courseNamesById(db);
    const codes = await listPromoCodes(db);
    await sendCsv(req, res, {
      filename: `promo-codes-${today}.csv`,
      columns: csvColumns(names, today),
      rows: (async function* () {
        yield* codes;
      })(),
    });
  });

  return router;
}
