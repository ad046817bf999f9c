import type { Selectable } from 'kysely';
import { storedList } from '../domain/stored-lists.ts';
import type { ContactMessagesTable, EnrollmentRequestsTable } from '../db/schema.ts';
import { contactForm } from '../views/content/contact-form.ts';
import { enrollmentForm } from '../views/content/enrollment-form.ts';

type ContactMessage = Selectable<ContactMessagesTable>;
type EnrollmentRequest = Selectable<EnrollmentRequestsTable>;

const labelOf = (labels: Record<string, string>, value: string) => labels[value] ?? value;
const when = (iso: string) => iso.replace('T', ' ').replace(/:\d\d\.\d+Z$/, ' UTC');
/** Every line of a text under a label, indented so that it reads as one answer. */
const indented = (text: string) => text.split('\n').join('\n      ');

const heading = (name: string, { rows, total }: { rows: unknown[]; total: number }) =>
  `${name}: ${total} in all${rows.length < total ? `, the latest ${rows.length} below` : ''}`;

/**
 * The latest contact messages and enrollment requests as plain text, newest first:
 * what `npm run submissions` prints until an admin area shows them.
 */
export function submissionsReport(
  messages: { rows: ContactMessage[]; total: number },
  requests: { rows: EnrollmentRequest[]; total: number },
): string {
  const { choices } = enrollmentForm;
  const out: string[] = [];
  out.push(heading('Contact messages', messages));
  if (messages.rows.length === 0) out.push('  (none yet)');
  for (const m of messages.rows) {
    out.push(
      '',
      `  #${m.id}  ${when(m.created_at)}  ${m.name} <${m.email}>  ${m.phone}`,
      `    Subject: ${labelOf(contactForm.subjects, m.subject)}`,
      `    Message: ${indented(m.message)}`,
    );
  }
  out.push('', heading('Enrollment requests', requests));
  if (requests.rows.length === 0) out.push('  (none yet)');
  for (const r of requests.rows) {
    out.push(
      '',
      `  #${r.id}  ${when(r.created_at)}  ${r.parent_name} <${r.parent_email}>  ${r.parent_phone}`,
      `    Student: ${r.student_name}, ${r.student_age}, ${labelOf(choices.studentGrade, r.student_grade)}`,
      `    Program: ${labelOf(choices.program, r.program)}, ${labelOf(choices.location, r.location)}, ${labelOf(choices.schedule, r.schedule)}`,
      `    Experience: ${labelOf(choices.experience, r.experience)}`,
      `    Interests: ${storedList(r.interests).join(', ')}`,
      ...(r.comments ? [`    Comments: ${indented(r.comments)}`] : []),
    );
  }
  return out.join('\n') + '\n';
}
