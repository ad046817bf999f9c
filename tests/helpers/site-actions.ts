import type { RunningSite } from './browser.ts';

/**
 * What a family does on a running site, through its public HTTP API, to give a browser
 * test something to look at: pay for a seat with the demo provider, write to the school.
 */
export async function payForSeat(site: RunningSite, courseName: string, family: { studentName: string; parentEmail: string }) {
  const course = await site.db.selectFrom('courses').select('id').where('name', '=', courseName).executeTakeFirstOrThrow();
  const started = await fetch(`${site.url}/api/enrollments/initiate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...family, courseId: course.id }),
  });
  if (started.status !== 200) throw new Error(`checkout refused: ${started.status} ${await started.text()}`);
  const { checkoutUrl } = (await started.json()) as { checkoutUrl: string };
  await fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
}

export async function sendContactMessage(site: RunningSite, message: { name: string; email: string; message: string }) {
  const res = await fetch(`${site.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone: '(408) 555-0199', subject: 'schedule', ...message }),
  });
  if (res.status !== 201) throw new Error(`contact message refused: ${res.status}`);
}
