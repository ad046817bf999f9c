import { nextSessionText } from '../format.ts';

/** 'Starting {Month Year}' or 'Coming Soon' for the kids program (spec section 4). */
export function NextSession({ start }: { start: Date | null }) {
  return (
    <p className="next-session">
      <span className="badge badge--success">{nextSessionText(start)}</span>
    </p>
  );
}
