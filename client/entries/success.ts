// The payment result page: confetti when the verified result arrives (htmx swaps it in), and Print receipt.
import { initConfetti } from '../islands/confetti.ts';
import { initPrintReceipt } from '../islands/print-receipt.ts';
import { mountIslands, mountIslandsAfterSwaps } from '../mount.ts';

const islands = {
  confetti: (element: HTMLElement) => void initConfetti(element),
  'print-receipt': initPrintReceipt,
};

mountIslands(islands);
mountIslandsAfterSwaps(islands);
