import { waitlistSteps } from '../content/offers.ts';
import { StepList } from './StepList.tsx';

/**
 * How a cohort's waitlist works, as a card beside what a family reads or fills in about it:
 * a full cohort's page and the Express Interest page. `offerHours`: how long an offered seat
 * waits for its payment (the config's).
 */
export function WaitlistSteps({ offerHours }: { offerHours: number }) {
  const howItWorks = waitlistSteps(offerHours);
  return (
    <section className="card waitlist-steps" aria-labelledby="waitlist-steps-heading">
      <h2 id="waitlist-steps-heading">{howItWorks.heading}</h2>
      <StepList items={howItWorks.steps} layout="timeline" />
    </section>
  );
}
