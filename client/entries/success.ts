// The payment result page: confetti when the verified result arrives (htmx swaps it in).
import { initConfetti } from '../islands/confetti.ts';
import { mountIslands, mountIslandsAfterSwaps } from '../mount.ts';

const islands = { confetti: (element: HTMLElement) => void initConfetti(element) };

mountIslands(islands);
mountIslandsAfterSwaps(islands);
