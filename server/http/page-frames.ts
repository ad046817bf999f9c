/**
 * The frame of a page (the document head, banner, header, footer, phone bar) is most of
 * its markup and depends only on the page's metadata, its path and the build's file
 * names. A page rendered live (uncached, or being cached) renders only its body; the frame
 * around it is rendered once per set of inputs and kept. The two halves join into the
 * very bytes a whole render gives (tests/api/page-frames.test.ts checks every route):
 * the body is the single child of <main>, and nothing in our pages depends on its place
 * in the tree (no useId, no context).
 *
 * One thing does: React 19 moves what a body asks to have in the head (a preload for
 * each of its first eager images, a <title>, a <meta>) into the head, and a body rendered
 * alone starts with those elements instead. Such a body, or a frame that has image
 * preloads of its own (they would share React's budget of ten with the body's), is
 * rendered whole, as before. Those pages (campuses, blog, instructors) are cached pages,
 * rendered once per change.
 */
const slotMarkup = '<template data-page-body=""></template>';

export type Frame = { before: string; after: string };

/** A body rendered alone that starts with an element React would have put in the head. */
export const startsWithHeadElement = (html: string) => /^<(link|meta|title|script|style|base)\b/.test(html);

export class PageFrames {
  /** null: a frame that cannot be used (it has image preloads); remembered so it is not rendered again. */
  private readonly frames = new Map<string, Frame | null>();
  constructor(private readonly maxFrames = 200) {}

  /**
   * The frame for these inputs (`key`, JSON of everything the frame is built from),
   * made by `render` with `<template data-page-body="" />` where the body goes; undefined
   * when this frame cannot be used.
   */
  frameFor(key: string, render: () => string): Frame | undefined {
    const kept = this.frames.get(key);
    if (kept !== undefined) return kept ?? undefined;
    const html = render();
    const at = html.indexOf(slotMarkup);
    if (at < 0 || html.indexOf(slotMarkup, at + 1) >= 0) throw new Error('page frame: the body slot must appear exactly once');
    const frame = html.includes('<link rel="preload" as="image"')
      ? null
      : { before: html.slice(0, at), after: html.slice(at + slotMarkup.length) };
    if (this.frames.size >= this.maxFrames) {
      const oldest = this.frames.keys().next().value;
      if (oldest !== undefined) this.frames.delete(oldest);
    }
    this.frames.set(key, frame);
    return frame ?? undefined;
  }
}
