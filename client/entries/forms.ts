// Pages with a form of their own (contact, the enrollment wizard): busy labels on their buttons.
import { initBusyForm } from '../islands/busy-form.ts';
import { bringIntoView } from '../islands/in-view.ts';
import { pressOnEnter } from '../islands/enter-presses.ts';
import { keepFieldChecksFresh } from '../islands/fresh-field-checks.ts';
import { mountIslands, mountIslandsAfterSwaps } from '../mount.ts';

const islands = { 'busy-form': initBusyForm, 'in-view': bringIntoView };

mountIslands(islands);
// The form comes back from the server (with messages, or the next step) as a fragment: arm it again.
mountIslandsAfterSwaps(islands);
// Fields checked on the server while they change: answers settle on what the form holds.
keepFieldChecksFresh();
// Enter in the checkout's code field applies the code.
pressOnEnter();
