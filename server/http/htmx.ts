import type { IncomingMessage } from 'node:http';
import type { Request, Response } from 'express';
import type { Toast } from '../../views/layout/ToastRegion.tsx';
import { setFlash } from './flash.ts';

export const isHtmx = (req: Request) => req.get('HX-Request') === 'true';

/** Any htmx request, for the fast path: it may want a fragment, so Express decides (wantsFragment). */
export const isAnyHtmx = (req: IncomingMessage) => req.headers['hx-request'] !== undefined;

/** A fragment is wanted for htmx requests, except boosted and history-restore ones (full page). */
export function wantsFragment(req: Request): boolean {
  return isHtmx(req) && req.get('HX-Boosted') !== 'true' && req.get('HX-History-Restore-Request') !== 'true';
}

/** An htmx request sent from the page at `path` itself (HX-Current-URL), not from a dialog over another page. */
export function sentFromPage(req: Request, path: string): boolean {
  const current = req.get('HX-Current-URL');
  if (!isHtmx(req) || !current) return false;
  return URL.canParse(current) && new URL(current).pathname === path;
}

/**
 * Raises a toast in the browser for an htmx response, plus any other named events.
 * They fire on body, so they arrive even when the element that asked was swapped out.
 */
export function triggerToast(res: Response, toast: Toast, otherEvents: readonly PageEvent[] = []): void {
  const events: Record<string, object> = { toast: { target: 'body', ...toast } };
  for (const event of otherEvents) {
    if (typeof event === 'string') events[event] = { target: 'body' };
    else events[event.name] = { target: 'body', ...event.detail };
  }
  res.set('HX-Trigger', JSON.stringify(events));
}

/** An event for the page after an htmx answer: its name, or its name and what it carries (its `detail`). */
export type PageEvent = string | { name: string; detail: Record<string, string | number | boolean | null> };

/**
 * After a successful form post: htmx (a boosted form, or a redirect to another origin
 * such as a payment page, which fetch cannot follow) gets HX-Redirect and the browser
 * navigates; a plain form gets 303 See Other. The toast travels as a one-time flash.
 */
export function redirectAfterPost(
  req: Request,
  res: Response,
  location: string,
  options: { toast?: Toast; secureCookies: boolean },
): void {
  if (options.toast) setFlash(res, options.toast, options.secureCookies);
  if (isHtmx(req)) {
    res.set('HX-Redirect', location).status(204).end();
    return;
  }
  res.redirect(303, location);
}
