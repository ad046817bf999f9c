// The kids program page: level tabs and the Express Interest dialog.
import { keepFieldChecksFresh } from '../islands/fresh-field-checks.ts';
import { initLevelTabs } from '../islands/level-tabs.ts';
import { initWaitlistDialog } from '../islands/waitlist-dialog.ts';
import { initWaitlistJoined } from '../islands/waitlist-joined.ts';
import { initSeatLine } from '../islands/seat-marks.ts';
import { mountIslands, mountIslandsAfterSwaps } from '../mount.ts';

const islands = {
  'level-tabs': initLevelTabs,
  'waitlist-dialog': (element: HTMLElement) => initWaitlistDialog(element as HTMLDialogElement),
  'waitlist-joined': initWaitlistJoined,
  'seat-line': initSeatLine,
};

mountIslands(islands);
// Fragments htmx swaps in may carry islands of their own (the dialog).
mountIslandsAfterSwaps(islands);
// The dialog's fields are checked on the server while they change: answers settle on what it holds.
keepFieldChecksFresh();
