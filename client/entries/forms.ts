// Pages with a form of their own (contact, the enrollment wizard): busy labels on their buttons.
import { initBusyForm } from '../islands/busy-form.ts';
import { mountIslands, mountIslandsAfterSwaps } from '../mount.ts';

const islands = { 'busy-form': initBusyForm };

mountIslands(islands);
// The form comes back from the server (with messages, or the next step) as a fragment: arm it again.
mountIslandsAfterSwaps(islands);
