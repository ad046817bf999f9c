import request from 'supertest';
import { testConfig } from './test-app.ts';

/** The owner every test app has when given an ADMIN_PASSWORD: ADMIN_EMAIL's default, the site's address. */
export const ownerEmail = testConfig().adminEmail;

/** Signs an agent in through the real sign-in form. */
export const signInAs = (agent: request.Agent, email: string, password: string, next?: string) =>
  agent
    .post('/admin/login')
    .type('form')
    .send(new URLSearchParams({ email, password, ...(next ? { next } : {}) }).toString());

export const cookieOf = (res: request.Response, name: string) =>
  ((res.headers['set-cookie'] as unknown as string[] | undefined) ?? []).find((c) => c.startsWith(`${name}=`));

/** The single-use link in a message's text part (an invitation or a reset). */
export function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path.replaceAll('/', '\\/')}[A-Za-z0-9_-]+`).exec(text);
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return new URL(match[0]).pathname;
}

/** Fills the sign-in form a browser was sent to, as staff do. */
export async function fillSignIn(page: import('playwright-core').Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
