import type { Request, Response } from 'express';

export const isApi = (req: Request) => req.path === '/api' || req.path.startsWith('/api/');

/** A short refusal before any page is involved: JSON `{ error }` under /api, plain text elsewhere. */
export function refuse(req: Request, res: Response, status: number, message: string): void {
  if (isApi(req)) res.status(status).json({ error: message });
  else res.status(status).type('text').send(message);
}
