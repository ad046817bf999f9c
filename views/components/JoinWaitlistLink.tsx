import { waitlistPath, type WaitlistTarget } from '../../domain/interest.ts';

/**
 * Join Waitlist: with htmx it fetches the Express Interest dialog into #dialog-root
 * (the waitlist island opens it as a modal); without JavaScript it is a link to the
 * form's page.
 */
export function JoinWaitlistLink({ target, id, className }: { target: WaitlistTarget; id: string; className: string }) {
  const href = waitlistPath(target);
  return (
    <a href={href} className={className} id={id} hx-get={href} hx-target="#dialog-root" hx-swap="innerHTML">
      Join Waitlist
    </a>
  );
}
