// The quick checkout page: the form that hands the parent over to the payment page.
import { initCheckoutForm } from '../islands/checkout-form.ts';
import { mountIslands, mountIslandsAfterSwaps } from '../mount.ts';

const islands = { 'checkout-form': initCheckoutForm };

mountIslands(islands);
// The form comes back from the server (with messages) as a fragment: arm it again.
mountIslandsAfterSwaps(islands);
