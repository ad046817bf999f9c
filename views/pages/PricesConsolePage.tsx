import type { FieldErrors, FormValues } from '../../domain/forms.ts';
import type { CodeState } from '../../domain/promo-codes.ts';
import type { StaffMember } from '../../domain/staff.ts';
import { FormProblem, RecordTable, Time } from '../components/AdminParts.tsx';
import { BusyButton } from '../components/BusyButton.tsx';
import { ChoiceGroupField, FormField } from '../components/FormField.tsx';
import { pageMetadata } from '../content/page-metadata.ts';
import { pricesConsoleCopy as copy } from '../content/prices-console.ts';
import { longDate } from '../format.ts';
import { AdminPage } from './AdminPages.tsx';

const page = pageMetadata.prices;

/** Where the page's forms post. */
export const pricesPaths = {
  page: page.path,
  earlyBird: (id: number) => `${page.path}/early-bird/${id}`,
  codes: `${page.path}/promo-codes`,
  archive: (id: number) => `${page.path}/promo-codes/${id}/archive`,
  csv: `${page.path}/promo-codes.csv`,
};

export type PromoCodeView = {
  id: number;
  code: string;
  /** "10%" or "$50". */
  off: string;
  startsOn: string;
  endsOn: string;
  uses: number;
  maxUses: number;
  courses: string[] | null;
  state: CodeState;
  createdAt: string;
};

export type EarlyBirdView = { id: number; updatedAt: string };

/** A form sent back with its errors (422): which one, and what was typed. */
export type SentPricesForm = { form: 'early-bird' | 'code'; values: FormValues; errors: FieldErrors };

/**
 * /admin/prices: the early-bird rule as a form, the promo codes with their uses (archive
 * one, download them as CSV) and a form for a new code. Plain forms: a mistake shows the
 * page again with what was typed and the message beside its field.
 */
export function PricesConsolePage({
  viewer,
  earlyBird,
  earlyBirdValues,
  codes,
  courseChoices,
  codeDefaults,
  sent,
}: {
  viewer: StaffMember;
  earlyBird: EarlyBirdView | undefined;
  earlyBirdValues: FormValues;
  codes: PromoCodeView[];
  courseChoices: { id: number; name: string; dates: string }[];
  codeDefaults: FormValues;
  sent?: SentPricesForm;
}) {
  const rule = sent?.form === 'early-bird' ? sent : { values: earlyBirdValues, errors: {} as FieldErrors };
  const code = sent?.form === 'code' ? sent : { values: codeDefaults, errors: {} as FieldErrors };
  const firstCodeError = ['code', 'kind', 'value', 'startsOn', 'endsOn', 'maxUses', 'courseIds'].find(
    (name) => code.errors[name],
  );
  const firstRuleError = ['percent', 'endsOn', 'firstClassFrom', 'firstClassTo'].find((name) => rule.errors[name]);
  return (
    <AdminPage
      lead={copy.lead}
      heading={page.heading}
      breadcrumb={page.breadcrumb}
      current={page.path}
      viewer={viewer}
      actions={
        <a className="btn btn--outline btn--sm" href={pricesPaths.csv} download>
          {copy.codes.csv}
        </a>
      }
    >
      {earlyBird ? (
        <section aria-labelledby="early-bird-heading" className="course-section" id="early-bird">
          <h2 id="early-bird-heading">{copy.earlyBird.heading}</h2>
          <form method="post" action={pricesPaths.earlyBird(earlyBird.id)} className="card admin-form" noValidate>
            <FormProblem errors={rule.errors} />
            <p>
              {copy.earlyBird.lead}{' '}
              <span className="muted">
                Last changed <Time iso={earlyBird.updatedAt} />.
              </span>
            </p>
            <div className="form-grid">
              {(
                [
                  ['percent', copy.earlyBird.percent, 'text'],
                  ['endsOn', copy.earlyBird.endsOn, 'date'],
                  ['firstClassFrom', copy.earlyBird.firstClassFrom, 'date'],
                  ['firstClassTo', copy.earlyBird.firstClassTo, 'date'],
                ] as const
              ).map(([name, label, type]) => (
                <FormField
                  key={name}
                  idPrefix="early-bird"
                  name={name}
                  label={label}
                  type={type}
                  inputMode={type === 'text' ? 'numeric' : undefined}
                  required
                  values={rule.values}
                  errors={rule.errors}
                  revalidateUrl={undefined}
                  autoFocus={firstRuleError === name}
                />
              ))}
            </div>
            <p className="muted">{copy.earlyBird.note}</p>
            <div className="form-actions">
              <BusyButton busyLabel={copy.earlyBird.busy} className="btn btn--primary">
                {copy.earlyBird.submit}
              </BusyButton>
            </div>
          </form>
        </section>
      ) : null}

      <RecordTable
        id="codes"
        title={copy.codes.heading}
        count={['code', 'codes']}
        caption={copy.codes.caption}
        empty={copy.codes.empty}
        rows={codes}
        columns={[
          { header: 'Code', cell: (row) => <code>{row.code}</code> },
          { header: 'Off', number: true, cell: (row) => row.off },
          { header: 'Days', cell: (row) => `${longDate(row.startsOn)} to ${longDate(row.endsOn)}` },
          { header: 'Uses', number: true, cell: (row) => `${row.uses} of ${row.maxUses}` },
          { header: 'Courses', wrap: true, cell: (row) => (row.courses ? row.courses.join(', ') : copy.codes.everyCourse) },
          { header: 'State', cell: (row) => copy.codes.states[row.state] },
          {
            header: 'Actions',
            printed: false,
            cell: (row) =>
              row.state === 'archived' ? (
                <span className="muted">—</span>
              ) : (
                <form method="post" action={pricesPaths.archive(row.id)}>
                  <button type="submit" className="btn btn--outline btn--sm" aria-label={copy.codes.archiveLabel(row.code)}>
                    {copy.codes.archive}
                  </button>
                </form>
              ),
          },
        ]}
      />

      <section aria-labelledby="new-code-heading" className="course-section" id="new-code">
        <h2 id="new-code-heading">{copy.newCode.heading}</h2>
        <form method="post" action={pricesPaths.codes} className="card admin-form" noValidate>
          <FormProblem errors={code.errors} />
          <p>{copy.newCode.lead}</p>
          <div className="form-grid">
            <FormField
              idPrefix="code"
              name="code"
              label={copy.newCode.code}
              required
              values={code.values}
              errors={code.errors}
              revalidateUrl={undefined}
              autoFocus={firstCodeError === 'code'}
            />
            <FormField
              idPrefix="code"
              name="maxUses"
              label={copy.newCode.maxUses}
              inputMode="numeric"
              required
              values={code.values}
              errors={code.errors}
              revalidateUrl={undefined}
              autoFocus={firstCodeError === 'maxUses'}
            />
          </div>
          <ChoiceGroupField
            idPrefix="code"
            name="kind"
            legend={copy.newCode.kind}
            kind="radio"
            columns={2}
            options={[
              { value: 'percent', label: copy.newCode.kinds.percent },
              { value: 'amount', label: copy.newCode.kinds.amount },
            ]}
            values={code.values}
            errors={code.errors}
            revalidateUrl={undefined}
            autoFocus={firstCodeError === 'kind'}
          />
          <div className="form-grid">
            <FormField
              idPrefix="code"
              name="value"
              label={copy.newCode.value}
              inputMode="decimal"
              required
              values={code.values}
              errors={code.errors}
              revalidateUrl={undefined}
              autoFocus={firstCodeError === 'value'}
            />
            <FormField
              idPrefix="code"
              name="startsOn"
              label={copy.newCode.startsOn}
              type="date"
              required
              values={code.values}
              errors={code.errors}
              revalidateUrl={undefined}
              autoFocus={firstCodeError === 'startsOn'}
            />
            <FormField
              idPrefix="code"
              name="endsOn"
              label={copy.newCode.endsOn}
              type="date"
              required
              values={code.values}
              errors={code.errors}
              revalidateUrl={undefined}
              autoFocus={firstCodeError === 'endsOn'}
            />
          </div>
          {courseChoices.length > 0 ? (
            <ChoiceGroupField
              idPrefix="code"
              name="courseIds"
              legend={copy.newCode.courses}
              kind="checkbox"
              columns={2}
              options={courseChoices.map((course) => ({ value: String(course.id), label: course.name, hint: course.dates }))}
              values={code.values}
              errors={code.errors}
              revalidateUrl={undefined}
              autoFocus={firstCodeError === 'courseIds'}
            />
          ) : null}
          <div className="form-actions">
            <BusyButton busyLabel={copy.newCode.busy} className="btn btn--primary">
              {copy.newCode.submit}
            </BusyButton>
          </div>
        </form>
      </section>
    </AdminPage>
  );
}
