import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { focusedPages } from '../../views/content/navigation.ts';
import { textOf } from '../helpers/html.ts';
import { courseIdOf } from '../helpers/payments.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Issue 26, item 5: where a parent pays, the page keeps their attention on paying: the
 * logo home, a help link, no menu, no announcement banner, no sticky bar.
 */
let t: TestApp;
let courseId: number;
beforeAll(async () => {
  t = await createTestApp();
  courseId = await courseIdOf(t.db, 'Vibe Coding Beginner: Winter Weekends');
});
afterAll(() => t.close());

const frameOf = (html: string) => ({
  banner: html.includes('class="top-banner'),
  menu: html.includes('aria-label="Main"') || html.includes('class="desktop-nav'),
  stickyBar: html.includes('class="mobile-sticky-bar'),
  focused: html.includes('site-header--focused'),
});

describe('the focused frame', () => {
  it('frames the checkout and the demo payment page: logo, help link, no menu, banner or sticky bar', async () => {
    const checkout = await request(t.app).get(`/checkout?courseId=${courseId}`);
    expect(checkout.status).toBe(200);
    expect(frameOf(checkout.text)).toEqual({ banner: false, menu: false, stickyBar: false, focused: true });
    // The demo provider (these tests' default): "Demo checkout"; Stripe's is tests/api/stripe-checkout.test.ts.
    expect(textOf(checkout.text)).toContain(`${focusedPages.demoLabel} · ${focusedPages.help.label}`);
    expect(checkout.text).toContain(`<a href="${focusedPages.help.href}">${focusedPages.help.label}</a>`);
    expect(checkout.text).toMatch(/<a href="\/" class="logo"/);

    const started = await request(t.app)
      .post('/api/enrollments/initiate')
      .send({ studentName: 'Grace Hopper', parentEmail: 'grace@example.org', courseId });
    const payPage = await request(t.app).get(new URL(started.body.checkoutUrl as string).pathname);
    expect(payPage.status).toBe(200);
    expect(frameOf(payPage.text)).toEqual({ banner: false, menu: false, stickyBar: false, focused: true });
  });

  it('frames the result page the same, the checkout’s last step: no menu (no Enroll Now after paying), banner or sticky bar', async () => {
    const result = await request(t.app).get('/enrollment-success');
    expect(frameOf(result.text)).toEqual({ banner: false, menu: false, stickyBar: false, focused: true });
  });

  it('leaves every other page in the site’s frame', async () => {
    for (const path of ['/', '/kids-vibe-coding', '/contact']) {
      const page = await request(t.app).get(path);
      expect(frameOf(page.text), path).toEqual({ banner: true, menu: true, stickyBar: path !== '/contact', focused: false });
    }
  });
});
