import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Document, serializeJsonLd } from '../../views/document.tsx';

describe('serializeJsonLd', () => {
  it('cannot close the script element or open markup, and still parses back to the same data', () => {
    const data = { name: '</script><script>alert(1)</script>', note: 'a & b <!-- c -->', sep: '\u2028' };
    const out = serializeJsonLd(data);
    expect(out).not.toContain('<');
    expect(out).not.toContain('>');
    expect(out).not.toContain('&');
    expect(JSON.parse(out)).toEqual(data);
  });

  it('renders the JSON-LD inside the document head', () => {
    const html = renderToString(
      <Document
        title="T"
        description="D"
        canonicalUrl="https://example.org/x"
        image={{ url: 'https://example.org/i.png', alt: 'Share image', width: 1200, height: 630 }}
        siteName="S"
        ogType="website"
        noindex={false}
        jsonLd={[{ '@type': 'Thing', name: '</script>' }]}
        stylesheets={[]}
        scripts={[]}
        modulePreloads={[]}
        fonts={[]}
      >
        <p>body</p>
      </Document>,
    );
    expect(html).toContain('<script type="application/ld+json">{"@type":"Thing","name":"\\u003c/script\\u003e"}</script>');
    expect(html).toContain('<link rel="canonical" href="https://example.org/x"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  });
});
