import { z } from 'zod';

/** A course id in a path: a positive whole number. */
const courseIdSchema = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number)
  .refine((id) => id > 0);

export function parseCourseId(raw: unknown): number | undefined {
  const parsed = courseIdSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}
