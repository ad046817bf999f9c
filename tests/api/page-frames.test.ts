import request from 'supertest';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { pageMetadata } from '../../views/content/page-metadata.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * A page rendered live renders only its body inside a kept frame (server/http/page-frames.ts).
 * Every route must come out exactly as a whole render gives it: an app that keeps frames
 * and one that renders whole pages, on the same database, must send the same HTML.
 */
let framed: TestApp;
let whole: TestApp;
beforeAll(async () => {
  framed = await createTestApp();
  whole = await createTestApp({ sameDatabaseAs: framed, keepFrames: false });
});
afterAll(async () => {
  await whole.close();
  await framed.close();
});

const paths = [
  ...Object.values(pageMetadata)
    .map((info) => info.path)
    // Console pages answer an anonymous visitor with a redirect, not a page.
    .filter((path) => !path.startsWith('/admin') || path === '/admin/login' || path === '/admin/password-reset'),
  '/kids-vibe-coding?level=advanced',
  '/blog/what-is-vibe-coding',
  '/enroll?program=summer-camp',
  '/enroll?courseId=1',
  '/does-not-exist',
  '/styleguide',
];

const html = async (t: TestApp, path: string, headers: Record<string, string> = {}) => {
  const res = await request(t.app).get(path).set('Host', 'localhost:3000').set(headers);
  return { status: res.status, text: res.text };
};

describe('pages rendered in a kept frame', () => {
  it.each(paths)('%s: the same bytes as a whole render, first and second time', async (path) => {
    for (let i = 0; i < 2; i++) {
      const viaFrame = await html(framed, path);
      const viaWhole = await html(whole, path);
      expect(viaFrame.status).toBe(viaWhole.status);
      expect(viaFrame.text).toBe(viaWhole.text);
      expect(viaFrame.text).toMatch(/^<!DOCTYPE html><html[^>]*>.*<main id="main"[^>]*>.+<\/main>.*<\/html>$/s);
    }
  });

  it('a page that changes with its data gets a frame of its own: the kids page after a seat is taken', async () => {
    const before = (await html(framed, '/kids-vibe-coding')).text;
    await framed.db
      .updateTable('courses')
      .set((eb) => ({ seats_taken: eb('seats_taken', '+', 1) }))
      .whereRef('seats_taken', '<', 'capacity')
      .execute();
    for (const t of [framed, whole]) t.app.ctx.changes.changed('courses');
    const after = await html(framed, '/kids-vibe-coding');
    expect(after.text).not.toBe(before);
    expect(after.text).toBe((await html(whole, '/kids-vibe-coding')).text);
  });

  it('a page rendered live renders only its body once its frame is kept', async () => {
    const rendered: string[] = [];
    const own = await createTestApp({
      sameDatabaseAs: framed,
      renderHtml: (element) => {
        const type = element.type as string | { name: string };
        rendered.push(typeof type === 'string' ? type : type.name);
        return renderToString(element);
      },
    });
    onTestFinished(() => own.close());
    // A flash cookie whose signature does not match: no toast, and no page cache either.
    const live = () =>
      request(own.app).get('/kids-vibe-coding').set('Host', 'localhost:3000').set('Cookie', 'flash=s%3Aunsigned').expect(200);
    await live();
    expect(rendered).toEqual(['Document', 'KidsPage']); // the frame, then the body
    rendered.length = 0;
    await live();
    expect(rendered).toEqual(['KidsPage']);
  });

  it('a toast is one visitor’s: it is never kept in a frame', async () => {
    const res = await request(framed.app).get('/faq').set('Cookie', 'flash=s%3Anot-signed');
    expect(res.status).toBe(200);
    expect((await html(framed, '/faq')).text).toBe((await html(whole, '/faq')).text);
  });
});
