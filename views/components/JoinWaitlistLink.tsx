import { waitlistPath, type WaitlistTarget } from '../../domain/interest.ts';
import { accountPaths } from '../../domain/account.ts';
import { messages } from '../content/messages.ts';
import { CheckIcon } from './icons.tsx';

/** A waitlist the plain post this page answers joined, with the place taken (null while the entry holds an offer). */
export type JoinedMark = { place: number | null };

/**
 * Join Waitlist: with htmx it fetches the Express Interest dialog into #dialog-root
 * (the waitlist island opens it as a modal); without JavaScript it is a link to the
 * form's page. Under it, hidden until the dialog it opened is sent, a lasting line that
 * the family is in line and at which place (the toast fades). The page is the same for
 * everyone, so this browser remembers it (client/islands/waitlist-joined.ts): a parent who
 * came back saw Join Waitlist again and doubted the first try. The link then reads "Change
 * Your Details" (a button still saying Join Waitlist read as if the joining had not counted).
 */
export function JoinWaitlistLink({
  target,
  id,
  className,
  joined,
}: {
  target: WaitlistTarget;
  id: string;
  className: string;
  /** Joined by the plain post this page answers (no script here to show the line), with its place. */
  joined?: JoinedMark | undefined;
}) {
  const href = waitlistPath(target);
  return (
    <>
      <a
        href={href}
        className={className}
        id={id}
        hx-get={href}
        hx-target="#dialog-root"
        hx-swap="innerHTML"
        data-joined-label={messages.waitlistAnother}
      >
        {joined ? messages.waitlistAnother : 'Join Waitlist'}
      </a>
      <p className="waitlist-joined" data-joined-for={id} data-island="waitlist-joined" hidden={!joined}>
        <CheckIcon />{' '}
        <span data-in-line>
          {messages.waitlistJoined} {/* The script fills the place in; the no-script page answering the post says it itself. */}
          <span data-place={messages.waitlistPlace} hidden={typeof joined?.place !== 'number'}>
            {typeof joined?.place === 'number' ? messages.waitlistPlace.replace('{n}', String(joined.place)) : null}
          </span>
        </span>
        {/* Shown by the script instead, while a seat of this cohort is held for the family. */}
        <span data-offered hidden>
          {messages.waitlistOffered[0]}
          <a href={accountPaths.home}>{messages.waitlistOffered[1]}</a>
          {messages.waitlistOffered[2]}
        </span>
      </p>
    </>
  );
}
