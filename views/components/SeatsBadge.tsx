import { fewSeatsLeft } from '../../domain/courses.ts';
import { seatsLeft } from '../format.ts';
import { AlertIcon, CheckIcon } from './icons.tsx';

/**
 * A cohort's seats, in three looks that differ by more than colour: SOLD OUT is a solid
 * block of capitals, 2 or fewer seats an outlined warning with its icon (spec: destructive
 * at 2 or fewer), and plenty a calm badge with a check.
 */
export function SeatsBadge({ available }: { available: number }) {
  if (available <= 0) return <span className="badge badge--sold-out">SOLD OUT</span>;
  const few = available <= fewSeatsLeft;
  return (
    <span className={`badge ${few ? 'badge--few-seats' : 'badge--seats'}`}>
      {few ? <AlertIcon className="badge__icon" /> : <CheckIcon className="badge__icon" />}
      {seatsLeft(available)}
    </span>
  );
}
