import { creditDeadline, refundDeadline } from '../../domain/cancellation.ts';
import { longDate } from '../format.ts';
import { checkoutAssurance } from './checkout-assurance.ts';
import { dropOff, whatToBring } from './kids-curriculum.ts';
import { campusDetails, type CampusId } from './locations.ts';

/**
 * What follows a paid seat, as the result page and the receipt email both say it (the email
 * had said "arrive 10 minutes early" beside the page's "doors open 15 minutes before class",
 * and left out the accounts a class needs): what to bring, the first morning at the door with
 * the campus's parking and door, and day 2's accounts.
 */
export function afterPayingSteps(campus: string | undefined): { label: string; text: string }[] {
  const gettingHere = campus ? campusDetails[campus as CampusId]?.gettingHere : undefined;
  const { accounts } = checkoutAssurance.result.next;
  return [
    { label: whatToBring.label, text: `${whatToBring.value}.` },
    { label: dropOff.label, text: `${dropOff.value}.${gettingHere ? ` ${gettingHere}` : ''}` },
    { label: accounts[0].replace(/:$/, ''), text: accounts[1] },
  ];
}

/** The policy's windows as this cohort's dates ('by January 2, 2027, the tuition comes back …'). */
export const refundByDates = (firstClass: string) =>
  checkoutAssurance.result.next.refundBy[1](longDate(refundDeadline(firstClass)), longDate(creditDeadline(firstClass)));
