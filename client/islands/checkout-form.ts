import { showToast } from './toasts.ts';

const failure = {
  title: 'Error',
  description: 'Failed to initiate enrollment. Please try again.',
  variant: 'destructive',
} as const;

type HtmxDetail = { ctx?: { response?: { status?: number; headers?: Headers } } };
const responseOf = (event: Event) => (event as CustomEvent<HtmxDetail>).detail?.ctx?.response;

/**
 * The quick checkout form: from the moment it is sent until the browser leaves for the
 * payment page, the button reads 'Redirecting to payment...' and cannot be pressed
 * twice. An answer that is not the redirect (an error toast, or the form back with
 * messages, which replaces this one) gives the button back.
 */
export function initCheckoutForm(form: HTMLElement): void {
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]');
  const busy = (on: boolean) => {
    form.classList.toggle('is-redirecting', on);
    form.setAttribute('aria-busy', String(on));
    if (button) button.disabled = on;
  };
  // Only the form's own request: a field's re-validation request bubbles up here too.
  const own = (event: Event) => event.target === form;
  form.addEventListener('htmx:before:request', (event) => own(event) && busy(true));
  form.addEventListener('htmx:finally:request', (event) => {
    if (!own(event)) return;
    const response = responseOf(event);
    if (response?.headers?.get('HX-Redirect')) return; // leaving for the payment page
    busy(false);
  });
  form.addEventListener('htmx:error', (event) => {
    if (!own(event)) return;
    // No response at all (offline, server unreachable): the server could not raise its toast.
    if (responseOf(event)?.status === undefined) showToast(failure);
  });
}
