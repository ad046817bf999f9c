import { describe, expect, it } from 'vitest';
import { emailSlipNotice, settleEmailSlip, suggestEmail } from '../../domain/email-typos.ts';
import { emailSlipPurposes } from '../../views/content/messages.ts';

const { checkout, contact } = emailSlipPurposes;

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
    expect(emailSlipNotice(' parent@gmial.con ', checkout)).toBe(
      'Did you mean parent@gmail.com? Your receipt goes to this address. If parent@gmial.con is right, continue again.',
    );
    expect(emailSlipNotice('parent@gmial.con', contact)).toBe(
      'Did you mean parent@gmail.com? Our reply goes to this address. If parent@gmial.con is right, send it again.',
    );
    expect(emailSlipNotice('parent@gmail.com', checkout)).toBeUndefined();
    expect(emailSlipNotice(undefined, checkout)).toBeUndefined();
  });

  it('asks once: the suggestion when "Use" was pressed, the address as typed when sent again unchanged, a changed one looked at afresh', () => {
    const question = { question: emailSlipNotice('parent@gmial.con', contact) };
    expect(settleEmailSlip('parent@gmial.con', {}, contact)).toEqual(question);
    expect(settleEmailSlip('parent@gmial.con', { useEmail: 'parent@gmail.com' }, contact)).toEqual({
      address: 'parent@gmail.com',
    });
    expect(settleEmailSlip('parent@gmial.con', { emailChecked: 'Parent@Gmial.con ' }, contact)).toEqual({
      address: 'parent@gmial.con',
    });
    // Another slip after the first was let through is asked about too; a "Use" for another address is not taken.
    expect(settleEmailSlip('parent@hotmial.com', { emailChecked: 'parent@gmial.con' }, contact)).toEqual({
      question: emailSlipNotice('parent@hotmial.com', contact),
    });
    expect(settleEmailSlip('parent@gmial.con', { useEmail: 'someone@else.org' }, contact)).toEqual(question);
    expect(settleEmailSlip('parent@gmail.com', {}, contact)).toEqual({ address: 'parent@gmail.com' });
  });
});
