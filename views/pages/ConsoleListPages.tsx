import type { HandledStatus } from '../../domain/console-lists.ts';
import { BusyButton } from '../components/BusyButton.tsx';
import { StatusFilter, Time } from '../components/AdminParts.tsx';
import type { Toast } from '../layout/ToastRegion.tsx';

/**
 * What the two lists staff answer (contact messages, enrollment requests) share: the
 * handled state, the form that changes it, the Reply link and the status filter.
 */

/** Who marked a row handled and when; both null while it waits. */
export type HandledMarkView = { handledAt: string | null; handledBy: string | null };

export const handledCopy = {
  handled: 'Handled',
  notHandled: 'Not handled',
  by: 'by',
  markHandled: 'Mark Handled',
  markNotHandled: 'Mark Not Handled',
  saving: 'Saving...',
  reply: 'Reply',
  statusLabel: 'Status',
  statusOptions: { unhandled: 'Not handled', handled: 'Handled' } satisfies Record<HandledStatus, string>,
  failure: 'The change could not be sent. Check the connection and try again.',
};

/** The toasts after a mark: changed as asked, or found already so (someone else was first). */
export function handledToast(what: string, handled: boolean, changed: boolean): Toast {
  if (!changed) return { title: handled ? `${what} was already handled` : `${what} was already not handled` };
  return { title: handled ? `${what} marked handled` : `${what} marked not handled`, variant: 'success' };
}

/*
 * A cell holds one element: on a phone the cell is a two-column grid (its label, then
 * its value), and every further child would start a row of its own under the label.
 */

/** The handled state in words, with a mark whose shape (a filled dot, a ring) does not rest on colour alone. */
export function HandledState({ mark }: { mark: HandledMarkView }) {
  if (!mark.handledAt) return <span className="outbox-status outbox-status--pending">{handledCopy.notHandled}</span>;
  return (
    <div>
      <span className="outbox-status outbox-status--sent">{handledCopy.handled}</span>
      <span className="admin-table__sub">
        {handledCopy.by} {mark.handledBy ?? '—'}
      </span>
      <span className="admin-table__sub">
        <Time iso={mark.handledAt} />
      </span>
    </div>
  );
}

const longTextChars = 280;
const excerptChars = 200;

/**
 * A family's own words in a list: whole when short; a long one shows its first lines and the
 * rest one click away (a 5,000-character message made its row a screen tall). The CSV has all.
 */
export function LongText({ text }: { text: string }) {
  if (text.length <= longTextChars) return <>{text}</>;
  const space = text.lastIndexOf(' ', excerptChars);
  const excerpt = text.slice(0, space > excerptChars / 2 ? space : excerptChars).trimEnd();
  return (
    <div className="long-text">
      <p className="long-text__excerpt">{excerpt}…</p>
      <details>
        <summary>
          <span className="long-text__more">Show All</span>
          <span className="long-text__less">Show Less</span>
        </summary>
        <p>{text}</p>
      </details>
    </div>
  );
}

/** An address in a mailto: link: percent-encoded, keeping its @ as mail clients expect. */
const mailtoAddress = (address: string) => encodeURIComponent(address).replaceAll('%40', '@');

/** A family's name, email (a mail link) and phone (a call link on a phone), one under another. */
export function ContactLines({ name, email, phone }: { name: string; email: string; phone: string }) {
  return (
    <div>
      {name}
      {/* An address may break before its "@" (whole, it widened the table past a laptop's); a phone number never. */}
      <span className="admin-table__sub admin-table__break">
        <a href={`mailto:${mailtoAddress(email)}`}>
          {email.slice(0, Math.max(0, email.lastIndexOf('@')))}
          <wbr />
          {email.slice(Math.max(0, email.lastIndexOf('@')))}
        </a>
      </span>
      <span className="admin-table__sub nowrap">
        <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
      </span>
    </div>
  );
}

/**
 * The row's mark-handled button: a plain POST that returns to `back` (the list as it
 * was), or with htmx the same POST answered by the updated row, swapped in its place.
 */
export function MarkHandledForm({ action, handled, back }: { action: string; handled: boolean; back: string }) {
  return (
    <form
      method="post"
      action={action}
      className="inline-form"
      hx-post={action}
      hx-target="closest tr"
      hx-swap="outerHTML"
      data-island="busy-form"
      data-failure={handledCopy.failure}
    >
      <input type="hidden" name="handled" value={handled ? '0' : '1'} />
      <input type="hidden" name="back" value={back} />
      <BusyButton className="btn btn--outline btn--sm" busyLabel={handledCopy.saving}>
        {handled ? handledCopy.markNotHandled : handledCopy.markHandled}
      </BusyButton>
    </form>
  );
}

/** A text quoted as a reply quotes it: each line after "> ". */
const quote = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\r\n');

/**
 * A mailto: link that opens the staff member's mail client on a reply: to the sender,
 * `Re:` the subject, the original quoted below an empty first line. Every part is
 * percent-encoded (RFC 6068: %20 for spaces, %0D%0A between lines).
 */
export function replyHref({ to, subject, from, original }: { to: string; subject: string; from: string; original: string }) {
  const body = `\r\n\r\n${from} wrote:\r\n${quote(original)}`;
  return `mailto:${mailtoAddress(to)}?subject=${encodeURIComponent(`Re: ${subject}`)}&body=${encodeURIComponent(body)}`;
}

/** The Reply link of a row. */
export function ReplyLink({ href, name }: { href: string; name: string }) {
  return (
    <a className="btn btn--outline btn--sm" href={href} aria-label={`${handledCopy.reply} to ${name}`}>
      {handledCopy.reply}
    </a>
  );
}

/** The status filter of a handled list. */
export function HandledStatusFilter({ id, value }: { id: string; value: HandledStatus | undefined }) {
  return <StatusFilter id={id} value={value} labels={handledCopy.statusOptions} />;
}
