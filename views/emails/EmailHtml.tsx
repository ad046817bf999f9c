import type { CSSProperties } from 'react';
import { postalAddressLine, site } from '../content/site.ts';
import type { Email, EmailBlock } from './blocks.ts';

/**
 * An email's HTML part, drawn the way mail clients read it: one centred table 600 px
 * wide at most, inline styles (many clients drop <style>), system fonts, no images, no
 * scripts. Light by default; clients that follow the reader's dark theme get dark
 * colours from the one <style> block (those that ignore it keep the readable light ones).
 * React escapes every text, so nothing a visitor typed becomes markup.
 */

const light = {
  page: '#f4f5fb',
  card: '#ffffff',
  text: '#1f2437',
  muted: '#535b70',
  border: '#e3e6ef',
  link: '#5b21b6',
  quote: '#f4f1fd',
};
const button = { background: '#6d28d9', text: '#ffffff' };
const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

// Class names exist only for this block: the dark theme, and a full-width card on phones.
const responsiveCss = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .email-page { background: #0b1020 !important; }
  .email-card { background: #141c33 !important; border-color: #27324f !important; }
  .email-text { color: #e8ebf5 !important; }
  .email-muted { color: #a3acc6 !important; }
  .email-link { color: #c4b5fd !important; }
  .email-quote { background: #1b2542 !important; border-color: #7c3aed !important; color: #e8ebf5 !important; }
  .email-rule { border-color: #27324f !important; }
}
@media (max-width: 620px) {
  .email-card { border-radius: 0 !important; border-left: 0 !important; border-right: 0 !important; }
  .email-inner { padding: 24px 18px !important; }
  .email-label { display: block !important; width: auto !important; padding-bottom: 0 !important; border-bottom: 0 !important; }
  .email-value { display: block !important; padding-top: 2px !important; }
}
`;

const text: CSSProperties = { margin: '0 0 16px', fontSize: 16, lineHeight: '24px', color: light.text };

function Block({ block }: { block: EmailBlock }) {
  switch (block.kind) {
    case 'title':
      return (
        <h1 className="email-text" style={{ margin: '0 0 16px', fontSize: 24, lineHeight: '32px', color: light.text }}>
          {block.text}
        </h1>
      );
    case 'heading':
      return (
        <h2 className="email-text" style={{ margin: '28px 0 12px', fontSize: 18, lineHeight: '26px', color: light.text }}>
          {block.text}
        </h2>
      );
    case 'paragraph':
      return (
        <p
          className={block.small ? 'email-muted' : 'email-text'}
          style={block.small ? { ...text, fontSize: 14, lineHeight: '21px', color: light.muted } : text}
        >
          {block.text}
        </p>
      );
    case 'details':
      return (
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={{ margin: '0 0 16px', borderCollapse: 'collapse' }}
        >
          <tbody>
            {block.rows.map(([label, value]) => (
              <tr key={label}>
                <td
                  className="email-label email-muted email-rule"
                  style={{
                    width: 150,
                    padding: '8px 12px 8px 0',
                    verticalAlign: 'top',
                    fontSize: 14,
                    lineHeight: '21px',
                    color: light.muted,
                    borderBottom: `1px solid ${light.border}`,
                  }}
                >
                  {label}
                </td>
                <td
                  className="email-value email-text email-rule"
                  style={{
                    padding: '8px 0',
                    verticalAlign: 'top',
                    fontSize: 15,
                    lineHeight: '22px',
                    color: light.text,
                    fontWeight: 600,
                    borderBottom: `1px solid ${light.border}`,
                    whiteSpace: 'pre-line',
                  }}
                >
                  {value}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className="email-text" style={{ margin: '0 0 16px', paddingLeft: 22, color: light.text }}>
          {block.items.map((item) => (
            <li key={item} style={{ margin: '0 0 8px', fontSize: 16, lineHeight: '24px' }}>
              {item}
            </li>
          ))}
        </List>
      );
    }
    case 'quote':
      return (
        <div
          className="email-quote"
          style={{
            margin: '0 0 16px',
            padding: '12px 16px',
            background: light.quote,
            borderLeft: '4px solid #6d28d9',
            color: light.text,
            fontSize: 15,
            lineHeight: '22px',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          {block.text}
        </div>
      );
    case 'button':
      return (
        <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: '8px 0 24px' }}>
          <tbody>
            <tr>
              <td style={{ borderRadius: 8, background: button.background }}>
                <a
                  href={block.href}
                  style={{
                    display: 'inline-block',
                    padding: '12px 22px',
                    fontSize: 16,
                    lineHeight: '20px',
                    fontWeight: 700,
                    color: button.text,
                    textDecoration: 'none',
                    borderRadius: 8,
                  }}
                >
                  {block.label}
                </a>
              </td>
            </tr>
          </tbody>
        </table>
      );
    case 'link':
      return (
        <p className="email-text" style={text}>
          {block.before}
          <a className="email-link" href={block.href} style={{ color: light.link, textDecoration: 'underline' }}>
            {block.label}
          </a>
        </p>
      );
  }
}

/** The whole HTML document of an email (render with renderToStaticMarkup, add the doctype). */
export function EmailHtml({ email, siteUrl }: { email: Email; siteUrl: string }) {
  const address = postalAddressLine;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{email.subject}</title>
        <style dangerouslySetInnerHTML={{ __html: responsiveCss }} />
      </head>
      <body className="email-page" style={{ margin: 0, padding: 0, background: light.page, fontFamily: font }}>
        <div style={{ display: 'none', maxHeight: 0, overflow: 'hidden', opacity: 0, fontSize: 1, lineHeight: '1px' }}>
          {email.preheader}
        </div>
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          className="email-page"
          style={{ background: light.page }}
        >
          <tbody>
            <tr>
              <td align="center" style={{ padding: '24px 8px' }}>
                <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ maxWidth: 600 }}>
                  <tbody>
                    <tr>
                      <td style={{ padding: '0 4px 16px', fontFamily: font }}>
                        <a
                          className="email-text"
                          href={siteUrl}
                          style={{
                            fontSize: 18,
                            fontWeight: 800,
                            color: light.text,
                            textDecoration: 'none',
                            letterSpacing: '-0.01em',
                          }}
                        >
                          <span style={{ color: '#6d28d9' }}>●</span> {site.foundationName}
                        </a>
                      </td>
                    </tr>
                    <tr>
                      <td
                        className="email-card email-inner"
                        style={{
                          background: light.card,
                          border: `1px solid ${light.border}`,
                          borderRadius: 12,
                          padding: '32px 32px 16px',
                          fontFamily: font,
                        }}
                      >
                        {email.blocks.map((block, i) => (
                          <Block key={i} block={block} />
                        ))}
                      </td>
                    </tr>
                    <tr>
                      <td
                        className="email-muted"
                        style={{ padding: '16px 4px', fontSize: 13, lineHeight: '20px', color: light.muted, fontFamily: font }}
                      >
                        {site.foundationName} · {address} ·{' '}
                        <a className="email-link" href={`mailto:${site.email}`} style={{ color: light.link }}>
                          {site.email}
                        </a>
                        <br />
                        {email.footer}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}
