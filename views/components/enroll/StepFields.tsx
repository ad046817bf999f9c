import { enrollmentChoices, fieldsOfStep, type EnrollmentField, type QuestionStep } from '../../../domain/enrollment-request.ts';
import type { FieldErrors, FormValues } from '../../../domain/forms.ts';
import { enrollmentForm } from '../../content/enrollment-form.ts';
import { ChoiceGroupField, firstInvalid, FormField, SelectField, TextAreaField } from '../FormField.tsx';

export type StepFieldProps = {
  values: FormValues;
  errors: FieldErrors;
  revalidateUrl: string | undefined;
  /** The field focus goes to (the first with an error), if any. */
  focus: EnrollmentField | undefined;
};

const { labels, placeholders, choices } = enrollmentForm;

const optionsOf = <F extends keyof typeof choices>(field: F) =>
  enrollmentChoices[field].map((value: string) => ({ value, label: (choices[field] as Record<string, string>)[value] ?? value }));

function common({ values, errors, revalidateUrl, focus }: StepFieldProps, name: EnrollmentField) {
  return { idPrefix: 'enroll', name, values, errors, revalidateUrl, autoFocus: focus === name };
}

/** Step 1: the parent's and the student's details. */
export function ParentStudentFields(props: StepFieldProps) {
  return (
    <>
      <h3 className="wizard__group">{enrollmentForm.parent}</h3>
      <div className="form-grid">
        <FormField {...common(props, 'parentName')} label={labels.parentName} autoComplete="name" required />
        <FormField {...common(props, 'parentEmail')} label={labels.parentEmail} type="email" autoComplete="email" required />
        <FormField {...common(props, 'parentPhone')} label={labels.parentPhone} type="tel" autoComplete="tel" required />
      </div>
      <h3 className="wizard__group">{enrollmentForm.student}</h3>
      <div className="form-grid">
        <FormField {...common(props, 'studentName')} label={labels.studentName} autoComplete="off" required />
        <SelectField
          {...common(props, 'studentAge')}
          label={labels.studentAge}
          placeholder={placeholders.studentAge}
          options={optionsOf('studentAge')}
        />
        <SelectField
          {...common(props, 'studentGrade')}
          label={labels.studentGrade}
          placeholder={placeholders.studentGrade}
          options={optionsOf('studentGrade')}
        />
      </div>
    </>
  );
}

/** Step 2: program, location, schedule, experience, interests and comments. */
export function ProgramFields(props: StepFieldProps) {
  return (
    <>
      <ChoiceGroupField
        {...common(props, 'program')}
        legend={labels.program}
        kind="radio"
        columns={2}
        options={enrollmentChoices.program.map((value) => ({
          value,
          label: choices.program[value],
          hint: enrollmentForm.programHints[value],
        }))}
      />
      <ChoiceGroupField
        {...common(props, 'location')}
        legend={labels.location}
        kind="radio"
        columns={3}
        options={optionsOf('location')}
      />
      <div className="form-grid">
        <SelectField
          {...common(props, 'schedule')}
          label={labels.schedule}
          placeholder={placeholders.schedule}
          options={optionsOf('schedule')}
        />
        <SelectField
          {...common(props, 'experience')}
          label={labels.experience}
          placeholder={placeholders.experience}
          options={optionsOf('experience')}
        />
      </div>
      <ChoiceGroupField
        {...common(props, 'interests')}
        legend={`${labels.interests} (choose at least one)`}
        kind="checkbox"
        columns={2}
        options={optionsOf('interests')}
      />
      <TextAreaField {...common(props, 'comments')} label={labels.comments} rows={3} />
    </>
  );
}

/** Where focus goes on a step shown with errors: its first field that has one. */
export const stepFocus = (step: QuestionStep, errors: FieldErrors) =>
  firstInvalid(fieldsOfStep(step), errors) as EnrollmentField | undefined;
