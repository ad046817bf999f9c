import type { Request, Response } from 'express';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.tsx';
import { composeMail } from '../mail/compose.tsx';
import { latestReceipt } from '../services/notifications.ts';

/**
 * Sends a paid enrollment's calendar file: the very one its receipt carried (after a
 * switch, the new dates'), so the parent's page and the payment result offer the same
 * file as the email. 404 when there is no paid enrollment or no receipt yet.
 */
export async function sendReceiptCalendar(ctx: AppContext, req: Request, res: Response, enrollmentId: number | undefined) {
  const receipt = enrollmentId === undefined ? undefined : await latestReceipt(ctx.db, enrollmentId);
  const file = receipt ? composeMail(receipt, { siteUrl: ctx.renderer.originOf(req) }).attachments[0] : undefined;
  if (!file) throw new HttpError(404, 'Not found');
  res.set('Cache-Control', 'no-store');
  res.attachment(file.filename).type(file.contentType).send(file.content);
}
