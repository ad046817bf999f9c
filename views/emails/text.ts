import { postalAddressLine, site } from '../content/site.ts';
import type { Email, EmailBlock } from './blocks.ts';

/** The longest label a value is set beside in plain text (the receipt's are up to 11 characters). */
const maxAlignedLabel = 20;

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
      // Values start in one column, set by the labels that fit a phone's plain-text view; a longer
      // label (an early bird's, about 50 characters) has its value under it in that column, so
      // one long label does not push every value off a narrow screen.
      const short = block.rows.map(([label]) => label.length).filter((length) => length <= maxAlignedLabel);
      const width = Math.max(0, ...short) + 1;
      const indent = ' '.repeat(width + 1);
      return block.rows
        .map(([label, value]) => {
          const lines = value.replace(/\n/g, `\n${indent}`);
          return label.length <= maxAlignedLabel ? `${`${label}:`.padEnd(width)} ${lines}` : `${label}:\n${indent}${lines}`;
        })
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
