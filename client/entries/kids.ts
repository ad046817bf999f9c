// The kids program page: level tabs and the Express Interest dialog.
import { initLevelTabs } from '../islands/level-tabs.ts';
import { initWaitlistDialog } from '../islands/waitlist-dialog.ts';
import { mountIslands, mountIslandsAfterSwaps } from '../mount.ts';

const islands = {
  'level-tabs': initLevelTabs,
  'waitlist-dialog': (element: HTMLElement) => initWaitlistDialog(element as HTMLDialogElement),
};

mountIslands(islands);
// Fragments htmx swaps in may carry islands of their own (the dialog).
mountIslandsAfterSwaps(islands);
