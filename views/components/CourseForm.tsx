import { classWeekdays, maxCapacity } from '../../domain/course-form.ts';
import type { CourseStatus } from '../../domain/courses.ts';
import { campuses, courseLevels } from '../../domain/courses.ts';
import type { FieldErrors, FormValues } from '../../domain/forms.ts';
import { kidsCurriculum } from '../content/kids-curriculum.ts';
import { campusName, timeZoneName } from '../format.ts';
import { scheduleTimeZones } from '../../domain/schedule.ts';
import { BusyButton } from './BusyButton.tsx';

/**
 * The course form of the console: opening a cohort ('new': everything a course has) and
 * editing one ('edit': seats, price, status, schedule and place). A plain POST without
 * JavaScript; with htmx it posts in place, a 422 swaps it back with the messages and what
 * was typed, and a success sends the browser to the course's page (HX-Redirect).
 */
export type CourseFormProps = {
  mode: 'new' | 'edit';
  action: string;
  values: FormValues;
  errors: FieldErrors;
  /** The statuses offered (an active course can't go back to draft). */
  statuses: readonly CourseStatus[];
  /** Seats paid or held now, shown beside the capacity (edit only). */
  seatsTaken?: number;
};

export const courseStatusLabels: Record<CourseStatus, string> = {
  active: 'Active',
  draft: 'Draft',
  archived: 'Archived',
};

const weekdayLabels: Record<(typeof classWeekdays)[number], string> = {
  MO: 'Mon',
  TU: 'Tue',
  WE: 'Wed',
  TH: 'Thu',
  FR: 'Fri',
  SA: 'Sat',
  SU: 'Sun',
};

/** The form's fields in page order, for the first message to take focus. */
const fieldOrder = [
  'program',
  'name',
  'description',
  'level',
  'campus',
  'format',
  'capacity',
  'price',
  'status',
  'startDate',
  'endDate',
  'classDays',
  'classStartTime',
  'classEndTime',
  'timeZone',
  'dates',
  'schedule',
  'location',
];

type FieldProps = {
  name: string;
  label: string;
  values: FormValues;
  errors: FieldErrors;
  help?: string;
  optional?: boolean;
};

const idOf = (name: string) => `course-${name}`;
const stringOf = (values: FormValues, name: string) => (typeof values[name] === 'string' ? values[name] : '');

/** What ties a control to its message and help, and marks it invalid. */
function describedBy(name: string, errors: FieldErrors, help: string | undefined) {
  const ids = [errors[name] ? `${idOf(name)}-error` : null, help ? `${idOf(name)}-help` : null].filter(Boolean);
  return {
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
  };
}

function Messages({ name, errors, help }: { name: string; errors: FieldErrors; help: string | undefined }) {
  return (
    <>
      {help ? (
        <p className="field__help muted" id={`${idOf(name)}-help`}>
          {help}
        </p>
      ) : null}
      {errors[name] ? (
        <p className="field__error" id={`${idOf(name)}-error`}>
          {errors[name]}
        </p>
      ) : null}
    </>
  );
}

function Label({ name, label, optional }: { name: string; label: string; optional?: boolean }) {
  return (
    <label htmlFor={idOf(name)}>
      {label}
      {optional ? <span className="field__optional"> (optional)</span> : null}
    </label>
  );
}

function InputField({
  type = 'text',
  inputMode,
  min,
  max,
  autoFocus,
  ...props
}: FieldProps & {
  type?: 'text' | 'number' | 'date' | 'time';
  inputMode?: 'numeric' | 'decimal';
  min?: number;
  max?: number;
  autoFocus?: boolean;
}) {
  const { name, label, values, errors, help, optional } = props;
  return (
    <div className={`field${errors[name] ? ' field--invalid' : ''}`}>
      <Label name={name} label={label} optional={optional} />
      <input
        id={idOf(name)}
        name={name}
        type={type}
        inputMode={inputMode}
        min={min}
        max={max}
        step={type === 'number' ? 1 : undefined}
        autoComplete="off"
        autoFocus={autoFocus}
        defaultValue={stringOf(values, name)}
        required={!optional}
        {...describedBy(name, errors, help)}
      />
      <Messages name={name} errors={errors} help={help} />
    </div>
  );
}

function SelectField({
  options,
  autoFocus,
  ...props
}: FieldProps & { options: { value: string; label: string }[]; autoFocus?: boolean }) {
  const { name, label, values, errors, help } = props;
  return (
    <div className={`field${errors[name] ? ' field--invalid' : ''}`}>
      <Label name={name} label={label} />
      <select
        id={idOf(name)}
        name={name}
        defaultValue={stringOf(values, name)}
        autoFocus={autoFocus}
        required
        {...describedBy(name, errors, help)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Messages name={name} errors={errors} help={help} />
    </div>
  );
}

function ClassDaysField({ values, errors, autoFocus }: { values: FormValues; errors: FieldErrors; autoFocus?: boolean }) {
  const raw = values.classDays;
  const chosen = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  const error = errors.classDays;
  return (
    <fieldset
      className={`field choice-group course-days${error ? ' field--invalid' : ''}`}
      id={idOf('classDays')}
      aria-describedby={error ? `${idOf('classDays')}-error` : undefined}
    >
      <legend>Class days</legend>
      <div className="course-days__options">
        {classWeekdays.map((day, index) => (
          <label key={day} className="choice" htmlFor={`${idOf('classDays')}-${day}`}>
            <input
              id={`${idOf('classDays')}-${day}`}
              type="checkbox"
              name="classDays"
              value={day}
              defaultChecked={chosen.includes(day)}
              autoFocus={autoFocus && index === 0}
              aria-invalid={error ? true : undefined}
            />
            <span className="choice__label">{weekdayLabels[day]}</span>
          </label>
        ))}
      </div>
      <Messages name="classDays" errors={errors} help={undefined} />
    </fieldset>
  );
}

export function CourseForm({ mode, action, values, errors, statuses, seatsTaken }: CourseFormProps) {
  const focus = fieldOrder.find((field) => errors[field]);
  const common = { values, errors };
  const at = (name: string) => focus === name;
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form
      method="post"
      action={action}
      className="card admin-form course-form"
      noValidate
      hx-post={action}
      hx-target="this"
      hx-swap="outerHTML"
      data-island="busy-form"
      data-failure="The course was not saved: the server could not be reached. Try again."
    >
      {hasErrors ? (
        <p className="form-error" role="alert">
          {errors.form ??
            (errors.capacity && Object.keys(errors).length === 1 ? errors.capacity : 'Check the fields marked below.')}
        </p>
      ) : null}
      {mode === 'new' ? (
        <fieldset className="course-form__group">
          <legend>The cohort</legend>
          <div className="form-grid">
            <InputField
              name="name"
              label="Name"
              help="As parents see it, e.g. Vibe Coding Beginner: Winter Weekends"
              autoFocus={at('name')}
              {...common}
            />
            <InputField name="program" label="Program" autoFocus={at('program')} {...common} />
            <SelectField
              name="level"
              label="Level"
              options={courseLevels.map((level) => ({ value: level, label: kidsCurriculum[level].label }))}
              autoFocus={at('level')}
              {...common}
            />
            <SelectField
              name="campus"
              label="Campus"
              options={campuses.map((campus) => ({ value: campus, label: campusName[campus] }))}
              autoFocus={at('campus')}
              {...common}
            />
            <InputField name="format" label="Format" autoFocus={at('format')} {...common} />
          </div>
          <div className={`field${errors.description ? ' field--invalid' : ''}`}>
            <Label name="description" label="Description" />
            <textarea
              id={idOf('description')}
              name="description"
              rows={3}
              defaultValue={stringOf(values, 'description')}
              autoFocus={at('description')}
              required
              {...describedBy('description', errors, undefined)}
            />
            <Messages name="description" errors={errors} help={undefined} />
          </div>
        </fieldset>
      ) : null}

      <fieldset className="course-form__group">
        <legend>Seats and price</legend>
        <div className="form-grid">
          <InputField
            name="capacity"
            label="Capacity"
            type="number"
            inputMode="numeric"
            min={0}
            max={maxCapacity}
            help={
              seatsTaken === undefined
                ? undefined
                : `${seatsTaken} ${seatsTaken === 1 ? 'seat is' : 'seats are'} taken now (paid, held, or booked outside the site): capacity can't go below that.`
            }
            autoFocus={at('capacity')}
            {...common}
          />
          <InputField
            name="price"
            label="Price (dollars)"
            inputMode="decimal"
            help="e.g. 675 or 675.50"
            autoFocus={at('price')}
            {...common}
          />
          <SelectField
            name="status"
            label="Status"
            options={statuses.map((status) => ({ value: status, label: courseStatusLabels[status] }))}
            help="Only active cohorts are offered on the site."
            autoFocus={at('status')}
            {...common}
          />
        </div>
      </fieldset>

      <fieldset className="course-form__group">
        <legend>Schedule</legend>
        <div className="form-grid">
          <InputField name="startDate" label="First class day" type="date" autoFocus={at('startDate')} {...common} />
          <InputField name="endDate" label="Last class day" type="date" autoFocus={at('endDate')} {...common} />
        </div>
        <ClassDaysField values={values} errors={errors} autoFocus={at('classDays')} />
        <div className="form-grid">
          <InputField name="classStartTime" label="Class starts" type="time" autoFocus={at('classStartTime')} {...common} />
          <InputField name="classEndTime" label="Class ends" type="time" autoFocus={at('classEndTime')} {...common} />
          {/* The zones the receipts' calendar files describe, to choose from (a free box wanted
              "America/Los_Angeles" typed exactly). */}
          <SelectField
            name="timeZone"
            label="Time zone"
            options={scheduleTimeZones.map((zone) => ({ value: zone, label: `${timeZoneName(zone)} (${zone})` }))}
            autoFocus={at('timeZone')}
            {...common}
          />
        </div>
        <div className="form-grid">
          <InputField
            name="dates"
            label="Dates as shown"
            optional
            help="Left blank, it is written from the days, e.g. January 16 - March 6, 2027."
            autoFocus={at('dates')}
            {...common}
          />
          <InputField
            name="schedule"
            label="Schedule as shown"
            optional
            help="Left blank, it is written from the days and times, e.g. Saturdays, 10:00 AM - 12:30 PM."
            autoFocus={at('schedule')}
            {...common}
          />
        </div>
        <InputField name="location" label="Location" autoFocus={at('location')} {...common} />
      </fieldset>

      <div className="form-actions">
        <BusyButton busyLabel={mode === 'new' ? 'Opening...' : 'Saving...'}>
          {mode === 'new' ? 'Open the Cohort' : 'Save Changes'}
        </BusyButton>
      </div>
    </form>
  );
}
