import { CloseIcon } from './icons.tsx';
import type { WaitlistTarget } from '../../domain/interest.ts';
import { WaitlistEarlyBird, waitlistIntro, waitlistSubject, WaitlistForm } from './WaitlistForm.tsx';
import { waitlistHoldNote } from '../content/offers.ts';
import { keepTogether } from '../format.ts';

/** The Express Interest dialog, fetched as an htmx fragment; the waitlist island opens it as a modal. */
export function WaitlistDialog({ target, offerHours }: { target: WaitlistTarget; offerHours: number }) {
  return (
    <dialog className="dialog" aria-labelledby="waitlist-title" aria-describedby="waitlist-intro" data-island="waitlist-dialog">
      <div className="dialog__header">
        <h2 id="waitlist-title">Express Interest</h2>
        <button type="button" className="dialog__close" aria-label="Close" data-dialog-close>
          <CloseIcon />
        </button>
      </div>
      <p id="waitlist-intro" className="muted">
        {/* The cohort's dates in brackets, as the page without JavaScript writes it: 'Name: Sundays: leave…' read as a run-on label. */}
        <strong>{waitlistSubject(target).name}</strong> ({keepTogether(waitlistSubject(target).when)}): {waitlistIntro}
      </p>
      {/* A cohort's waitlist only: a level's tells the family when its next cohort is scheduled. */}
      {target.kind === 'course' ? <p className="dialog__note muted">{waitlistHoldNote(offerHours)}</p> : null}
      <WaitlistEarlyBird target={target} />
      <WaitlistForm target={target} values={{}} errors={{}} revalidate={false} />
    </dialog>
  );
}
