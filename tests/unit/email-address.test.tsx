import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EmailAddress } from '../../views/components/EmailAddress.tsx';

describe('EmailAddress', () => {
  it('lets a long address break only after a dot of its name or before its @, its full stop kept with it', () => {
    const html = renderToStaticMarkup(<EmailAddress email="ada.king.lovelace@example.org" after="." />);
    expect(html).toBe('<span class="email-address">ada.<wbr/>king.<wbr/>lovelace<wbr/>@example.org.</span>');
    // A name without dots breaks only before its @.
    expect(renderToStaticMarkup(<EmailAddress email="mj@example.org" strong />)).toBe(
      '<span class="email-address"><strong>mj<wbr/>@example.org</strong></span>',
    );
  });
});
