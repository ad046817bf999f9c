// The payment result page: confetti when the verified result arrives (htmx swaps it in), Print receipt,
// the paid cohort's waitlist mark forgotten and its seat remembered (its card says so).
import { initConfetti } from '../islands/confetti.ts';
import { initPrintReceipt } from '../islands/print-receipt.ts';
import { initWaitlistForget } from '../islands/waitlist-joined.ts';
import { initSeatTaken } from '../islands/seat-marks.ts';
import { mountIslands, mountIslandsAfterSwaps } from '../mount.ts';

const islands = {
  confetti: (element: HTMLElement) => void initConfetti(element),
  'print-receipt': initPrintReceipt,
  'waitlist-forget': initWaitlistForget,
  'seat-taken': initSeatTaken,
};

mountIslands(islands);
mountIslandsAfterSwaps(islands);
