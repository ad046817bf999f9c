import { showToast } from './toasts.ts';

type HtmxDetail = { ctx?: { response?: { status?: number; headers?: Headers } } };
const responseOf = (event: Event) => (event as CustomEvent<HtmxDetail>).detail?.ctx?.response;

/**
 * A form whose submit buttons say what is happening: from the moment it is sent, the
 * button that sent it shows its busy label ('Sending...', 'Submitting...', see
 * views/components/BusyButton.tsx) and no button can send it again, until the answer
 * arrives, or until the browser leaves when the answer sends it elsewhere (HX-Redirect,
 * e.g. to the payment page). Without htmx (the plain post) the label stays until the
 * next page loads.
 * When no answer arrives at all (offline), the form's `data-failure` toast says so and
 * everything typed stays.
 */
export function initBusyForm(form: HTMLElement): void {
  const buttons = () => [...form.querySelectorAll<HTMLButtonElement>('button[type=submit]')];
  const setBusy = (submitter: HTMLElement | null, busy: boolean) => {
    form.setAttribute('aria-busy', String(busy));
    submitter?.classList.toggle('is-busy', busy);
    for (const button of buttons()) button.disabled = busy;
  };
  let submitter: HTMLElement | null = null;
  const isBusy = () => form.getAttribute('aria-busy') === 'true';

  // A field's re-validation (started by the change that clicking away from it fires) must
  // not morph the form while it is being sent: that would undo the busy state, and the
  // answer to the send replaces the form anyway.
  const holdWhileBusy = (event: Event) => {
    if (isBusy() && event.target !== form) event.preventDefault();
  };
  form.addEventListener('htmx:before:request', holdWhileBusy);
  form.addEventListener('htmx:before:swap', holdWhileBusy);

  form.addEventListener('submit', (event) => {
    // A hidden copy that takes Enter (the checkout's) shows its visible button busy.
    const standsFor = event.submitter?.dataset.standsFor;
    submitter = (standsFor ? document.getElementById(standsFor) : event.submitter) ?? form.querySelector('button[type=submit]');
    const pressed = submitter;
    // After the form's data is gathered: a disabled button would not be sent with it.
    setTimeout(() => setBusy(pressed, true), 0);
  });
  // Only the form's own request: a field's re-validation request bubbles up here too.
  form.addEventListener('htmx:finally:request', (event) => {
    if (event.target !== form || responseOf(event)?.headers?.get('HX-Redirect')) return;
    setTimeout(() => setBusy(submitter, false), 0);
  });
  form.addEventListener('htmx:error', (event) => {
    // With no answer at all the server could not raise its own toast.
    if (event.target !== form || responseOf(event)?.status !== undefined) return;
    const failure = form.dataset.failure;
    if (failure) showToast({ title: 'Error', description: failure, variant: 'destructive' });
  });
}
