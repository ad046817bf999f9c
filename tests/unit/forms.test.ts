import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { checkbox, multilineText, phone, text } from '../../domain/forms.ts';
import { checkoutSchema } from '../../domain/checkout.ts';
import { enrollmentRequestSchema } from '../../domain/enrollment-request.ts';
import { interestSchema } from '../../domain/interest.ts';
import { scholarshipApplicationSchema } from '../../domain/scholarships.ts';
import { formValuesOf } from '../../server/http/forms.ts';
import { createLogger } from '../../server/logger.ts';

describe('formValuesOf', () => {
  const schema = z.object({
    name: text(),
    agree: checkbox().default(true),
    interests: z.array(z.string()).min(1),
    note: multilineText().optional(),
  });

  it('keeps only the schema’s fields: the last value of a repeated one, every value of a list', () => {
    const values = formValuesOf(schema, {
      name: ['first', 'second'],
      agree: ['false', 'true'],
      interests: ['Robotics', 'Web Development'],
      isAdmin: 'true',
      note: { nested: 'object' },
    });
    expect(values).toEqual({ name: 'second', agree: 'true', interests: ['Robotics', 'Web Development'] });
  });

  it('reads a single list value as a list, and a missing one as empty', () => {
    expect(formValuesOf(schema, { interests: 'Robotics' }).interests).toEqual(['Robotics']);
    expect(formValuesOf(schema, {}).interests).toEqual([]);
    expect(formValuesOf(schema, null)).toEqual({ interests: [] });
  });
});

describe('checkbox', () => {
  const agree = checkbox().default(true);
  it.each([
    [true, true],
    [false, false],
    ['true', true],
    ['on', true],
    ['false', false],
    [['false', 'true'], true],
    [['false'], false],
    [undefined, true],
  ])('reads %j as %s', (input, expected) => {
    expect(agree.parse(input)).toBe(expected);
  });

  it('refuses anything else', () => {
    expect(agree.safeParse('maybe').success).toBe(false);
    expect(agree.safeParse(1).success).toBe(false);
  });
});

describe('names', () => {
  // Typed with a double space, a name is stored, mailed and compared as the family reads it:
  // the waitlist's race-safe upsert compares stored names in SQL, trimmed and lowered only.
  it.each([
    ['checkout', checkoutSchema],
    ['application', enrollmentRequestSchema],
    ['waitlist', interestSchema],
    ['scholarship', scholarshipApplicationSchema],
  ] as const)('the %s form keeps one space between the words of a name', (_form, schema) => {
    const shape = (schema as unknown as { shape: Record<string, z.ZodType> }).shape;
    for (const field of ['studentName', 'parentName'].filter((name) => name in shape)) {
      expect(shape[field]!.parse('  Sam \u00a0 Lee  ')).toBe('Sam Lee');
      expect(shape[field]!.safeParse(' S ').success).toBe(false);
    }
  });
});

describe('phone', () => {
  it('needs ten digits, not ten characters', () => {
    expect(phone().safeParse('555-0100ab').success).toBe(false);
    expect(phone().safeParse('(555) 010-0').success).toBe(false);
    expect(phone().parse(' (408) 555-0100 ')).toBe('(408) 555-0100');
  });
});

describe('the logger', () => {
  it('redacts email addresses and secrets wherever a field carries them', () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line) => void lines.push(line) });
    logger.info({ parentEmail: 'dana@example.org', entry: { email: 'sam@example.org', password: 'hunter2hunter2' } }, 'saved');
    const line = JSON.parse(lines[0]!);
    expect(line.parentEmail).toBe('[redacted]');
    expect(line.entry).toEqual({ email: '[redacted]', password: '[redacted]' });
    expect(lines[0]).not.toContain('example.org');
  });

  it('serialises an error with its type, message and stack', () => {
    const lines: string[] = [];
    createLogger('info', { write: (line) => void lines.push(line) }).error({ err: new TypeError('boom') }, 'failed');
    expect(JSON.parse(lines[0]!).err).toMatchObject({
      type: 'TypeError',
      message: 'boom',
      stack: expect.stringContaining('TypeError: boom'),
    });
  });
});
