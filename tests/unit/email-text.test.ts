import { describe, expect, it } from 'vitest';
import { emailText } from '../../views/emails/text.ts';

describe('an email as plain text', () => {
  it('sets values in one column, and a long label (an early bird’s) over its value, not every value pushed right', () => {
    const text = emailText({
      subject: 'Receipt',
      preheader: '',
      footer: 'Why you get this',
      blocks: [
        {
          kind: 'details',
          rows: [
            ['Student', 'Ada Lovelace'],
            ['Price', '$775.00 USD'],
            ['Early bird: 15% off for booking by January 31, 2027', '-$116.25 USD'],
            ['Amount paid', '$658.75 USD'],
          ],
        },
      ],
    });
    expect(text).toContain('Student:     Ada Lovelace\nPrice:       $775.00 USD\n');
    expect(text).toContain('Early bird: 15% off for booking by January 31, 2027:\n             -$116.25 USD\n');
    expect(text).toContain('Amount paid: $658.75 USD');
  });
});
