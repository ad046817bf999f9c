import { describe, expect, it } from 'vitest';
import { emailSlipNotice, suggestEmail } from '../../domain/email-typos.ts';

describe('a likely slip in an email address', () => {
  it.each([
    ['parent@gmial.con', 'parent@gmail.com'],
    ['parent@gmail.co', 'parent@gmail.com'],
    ['Dana.Lee@Gmai.com', 'Dana.Lee@gmail.com'],
    ['ada@hotmial.com', 'ada@hotmail.com'],
    ['ada@outlok.com', 'ada@outlook.com'],
    ['ada@yaho.com', 'ada@yahoo.com'],
    ['ada@icloud.cm', 'ada@icloud.com'],
    ['ada@comcast.ent', 'ada@comcast.net'],
    ['ada@example.con', 'ada@example.com'],
    ['ada@school.ogr', 'ada@school.org'],
  ])('%s reads as %s', (typed, meant) => {
    expect(suggestEmail(typed)).toBe(meant);
  });

  it.each([
    'ada@gmail.com',
    'ada@example.org',
    'ada@stanford.edu',
    'ada@yahoo.co.uk',
    'ada@me.com',
    'ada@live.com',
    'ada@gmx.com',
    'ada@fastmail.com',
  ])('%s is left alone', (typed) => {
    expect(suggestEmail(typed)).toBeUndefined();
  });

  it('says what it suggests and how to keep the address as typed', () => {
    expect(emailSlipNotice(' parent@gmial.con ')).toBe(
      'Did you mean parent@gmail.com? Your receipt goes to this address. If parent@gmial.con is right, continue again.',
    );
    expect(emailSlipNotice('parent@gmail.com')).toBeUndefined();
    expect(emailSlipNotice(undefined)).toBeUndefined();
  });
});
