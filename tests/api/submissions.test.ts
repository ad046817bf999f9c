import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const run = promisify(execFile);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** `npm run submissions` against the test's database, as an operator would run it. */
async function submissions(...args: string[]) {
  const url = t.database.kind === 'sqlite' ? t.database.file : t.database.url;
  return run(process.execPath, ['--import', 'tsx', 'server/submissions.ts', ...args], {
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: url },
  });
}

describe('npm run submissions', () => {
  it('prints the latest contact messages and enrollment requests, newest first, with their answers', async () => {
    for (const name of ['First Parent', 'Second Parent']) {
      await request(t.app)
        .post('/api/contact')
        .send({ name, email: 'p@example.org', phone: '4085550100', subject: 'schedule', message: 'Which days?\nThanks!' })
        .expect(201);
    }
    await request(t.app)
      .post('/api/enrollment-requests')
      .send({
        parentName: 'Dana Parent',
        parentEmail: 'dana@example.org',
        parentPhone: '4085550100',
        studentName: 'Sam',
        studentAge: '13',
        studentGrade: '8th',
        program: 'summer-camp',
        location: 'online',
        schedule: 'weekday-evening',
        experience: 'none',
        interests: ['Data Science'],
        terms: true,
      })
      .expect(201);

    const { stdout } = await submissions();
    expect(stdout).toContain('Contact messages: 2 in all');
    expect(stdout.indexOf('Second Parent')).toBeLessThan(stdout.indexOf('First Parent'));
    expect(stdout).toContain('Subject: Schedule');
    expect(stdout).toContain('Message: Which days?\n      Thanks!');
    expect(stdout).toContain('Enrollment requests: 1 in all');
    expect(stdout).toContain('Dana Parent <dana@example.org>  4085550100');
    expect(stdout).toContain('Student: Sam, 13, 8th Grade');
    expect(stdout).toContain('Program: Summer Camp, Online, Weekday Evenings (5-7 PM)');
    expect(stdout).toContain('Interests: Data Science');

    const limited = await submissions('--limit', '1');
    expect(limited.stdout).toContain('Contact messages: 2 in all, the latest 1 below');
    expect(limited.stdout).not.toContain('First Parent');

    const json = JSON.parse((await submissions('--json')).stdout);
    expect(json.contactMessages.total).toBe(2);
    expect(json.enrollmentRequests.rows[0]).toMatchObject({ student_name: 'Sam', program: 'summer-camp' });
  });

  it('refuses a limit that is not a whole number', async () => {
    await expect(submissions('--limit', 'all')).rejects.toMatchObject({ code: 2 });
  });
});
