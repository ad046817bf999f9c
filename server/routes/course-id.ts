import { z } from 'zod';

/** A record's id as text (a path, a query, a cookie): a positive whole number. */
const idSchema = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number)
  .refine((id) => id > 0);

export function parseId(raw: unknown): number | undefined {
  const parsed = idSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

export const parseCourseId = parseId;
