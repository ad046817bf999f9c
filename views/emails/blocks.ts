/**
 * An email as a list of blocks. Each message (views/emails/messages.ts) is built once as
 * blocks; EmailHtml.tsx draws them as an email-safe HTML page and text.ts writes them as
 * the plain-text part, so the two parts always say the same thing.
 */
export type EmailBlock =
  /** The message's one main heading, first. */
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string; small?: boolean }
  /** Label and value pairs: a receipt's lines, a message's fields. */
  | { kind: 'details'; rows: [label: string, value: string][] }
  | { kind: 'list'; items: string[]; ordered?: boolean }
  /** A visitor's own words, kept as they wrote them (line breaks included). */
  | { kind: 'quote'; text: string }
  | { kind: 'button'; label: string; href: string }
  | { kind: 'link'; before?: string; label: string; href: string };

export type Email = {
  subject: string;
  /** The line mail clients show after the subject in the inbox. */
  preheader: string;
  blocks: EmailBlock[];
  /** Why this email came, in the footer. */
  footer: string;
};
