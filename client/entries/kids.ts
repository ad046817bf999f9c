// The kids program page: level tabs and the Express Interest dialog.
import { initLevelTabs } from '../islands/level-tabs.ts';
import { focusFirstInvalid, initWaitlistDialog } from '../islands/waitlist-dialog.ts';
import { mountIslands } from '../mount.ts';

const islands = {
  'level-tabs': initLevelTabs,
  'waitlist-dialog': (element: HTMLElement) => initWaitlistDialog(element as HTMLDialogElement),
};

mountIslands(islands);

// Fragments htmx swaps in may carry islands of their own (the dialog).
document.addEventListener('htmx:after:swap', (event) => {
  mountIslands(islands);
  const target = (event as CustomEvent<{ ctx?: { target?: Element; response?: { status?: number } } }>).detail?.ctx;
  if (target?.response?.status === 422) focusFirstInvalid(document);
});
