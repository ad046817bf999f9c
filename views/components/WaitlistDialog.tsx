import { CloseIcon } from './icons.tsx';
import type { WaitlistTarget } from '../../domain/interest.ts';
import { WaitlistEarlyBird, waitlistIntro, waitlistSubject, WaitlistForm } from './WaitlistForm.tsx';

/** The Express Interest dialog, fetched as an htmx fragment; the waitlist island opens it as a modal. */
export function WaitlistDialog({ target }: { target: WaitlistTarget }) {
  return (
    <dialog className="dialog" aria-labelledby="waitlist-title" aria-describedby="waitlist-intro" data-island="waitlist-dialog">
      <div className="dialog__header">
        <h2 id="waitlist-title">Express Interest</h2>
        <button type="button" className="dialog__close" aria-label="Close" data-dialog-close>
          <CloseIcon />
        </button>
      </div>
      <p id="waitlist-intro" className="muted">
        <strong>{waitlistSubject(target).name}</strong>: {waitlistIntro}
      </p>
      <WaitlistEarlyBird target={target} />
      <WaitlistForm target={target} values={{}} errors={{}} revalidate={false} />
    </dialog>
  );
}
