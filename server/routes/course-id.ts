import type { Request } from 'express';
import { z } from 'zod';

const courseIdSchema = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);

/** The course id in the path, or undefined when it is not a positive whole number. */
export function courseIdOf(req: Request): number | undefined {
  const parsed = courseIdSchema.safeParse(req.params.id);
  return parsed.success && parsed.data > 0 ? parsed.data : undefined;
}
