import { fewSeatsLeft } from '../../domain/courses.ts';
import { seatsLeft } from '../format.ts';
import { AlertIcon, CheckIcon } from './icons.tsx';

/**
 * A cohort's seats: one pill in three states that differ by more than colour: plenty has a
 * check, 2 or fewer a warning icon (spec: destructive at 2 or fewer), and SOLD OUT its
 * capitals and no icon.
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
