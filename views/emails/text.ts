import { postalAddressLine, site } from '../content/site.ts';
import type { Email, EmailBlock } from './blocks.ts';

/** A block as plain text: headings underlined, details aligned, links written out. */
function blockText(block: EmailBlock): string {
  switch (block.kind) {
    case 'title':
      return `${block.text}\n${'='.repeat(Math.min(block.text.length, 60))}`;
    case 'heading':
      return `${block.text}\n${'-'.repeat(Math.min(block.text.length, 60))}`;
    case 'paragraph':
      return block.text;
    case 'details': {
      const width = Math.max(...block.rows.map(([label]) => label.length)) + 1;
      return block.rows
        .map(([label, value]) => `${`${label}:`.padEnd(width)} ${value.replace(/\n/g, `\n${' '.repeat(width + 1)}`)}`)
        .join('\n');
    }
    case 'list':
      return block.items.map((item, i) => `${block.ordered ? `${i + 1}.` : '-'} ${item}`).join('\n');
    case 'quote':
      return block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n');
    case 'button':
      return `${block.label}: ${block.href}`;
    case 'link':
      return `${block.before ?? ''}${block.label}: ${block.href}`;
  }
}

/** The plain-text part of an email. */
export function emailText(email: Email): string {
  const footer = [site.foundationName, postalAddressLine, site.email, email.footer];
  return `${[...email.blocks.map(blockText), `--\n${footer.join('\n')}`].join('\n\n')}\n`;
}
