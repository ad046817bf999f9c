import { Fragment } from 'react';
import { keepTogether } from '../format.ts';

/**
 * Copy with links in it, kept as data in the content modules: a run of plain text and
 * links. `RichText` renders it inline; the surrounding element is the caller's.
 */
export type InlineLink = { text: string; href: string };
export type Inline = string | InlineLink;
export type RichParagraph = string | readonly Inline[];

/** An email address as a link (`mailto:`), optionally with a subject line. */
export function mailLink(address: string, subject?: string): InlineLink {
  return { text: address, href: `mailto:${address}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}` };
}

/** Dates and number ranges stay whole on a line (`keepTogether`). */
export function RichText({ text }: { text: RichParagraph }) {
  if (typeof text === 'string') return keepTogether(text);
  return (
    <>
      {text.map((part, index) =>
        typeof part === 'string' ? (
          <Fragment key={index}>{keepTogether(part)}</Fragment>
        ) : (
          <a key={index} href={part.href}>
            {part.text}
          </a>
        ),
      )}
    </>
  );
}

/** The same copy as plain text (structured data, meta descriptions). */
export function plainText(text: RichParagraph): string {
  return typeof text === 'string' ? text : text.map((part) => (typeof part === 'string' ? part : part.text)).join('');
}

/** A list item: a paragraph, or a labelled one ('Label: text', the label in bold). */
export type RichListItem = RichParagraph | { label: string; text: RichParagraph };

const isLabelled = (item: RichListItem): item is { label: string; text: RichParagraph } =>
  typeof item === 'object' && !Array.isArray(item);

/** A bulleted list of RichListItems (resources, scholarship steps, legal lists, policy rules). */
export function RichList({ items, className }: { items: readonly RichListItem[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item, index) => (
        <li key={index}>
          {isLabelled(item) ? (
            <>
              <strong>{item.label}:</strong> <RichText text={item.text} />
            </>
          ) : (
            <RichText text={item} />
          )}
        </li>
      ))}
    </ul>
  );
}
