import { showToast } from './toasts.ts';
import { markJoined } from './waitlist-joined.ts';

const failure = {
  title: 'Error',
  description: 'Failed to submit your interest. Please try again.',
  variant: 'destructive',
} as const;

/**
 * The Express Interest dialog arrives as an htmx fragment: open it as a modal, focus
 * the first field, close it on success ('waitlist:done'), and give focus back to the
 * button that opened it. A network failure keeps it open with what was typed.
 */
export function initWaitlistDialog(dialog: HTMLDialogElement): void {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const close = () => dialog.open && dialog.close();
  // This dialog's listeners on the page end with it: one closed unsent must not hear the next
  // dialog's 'waitlist:done' (a cohort never joined was marked joined beside the one that was).
  const alive = new AbortController();

  dialog.addEventListener('close', () => {
    alive.abort();
    dialog.remove();
    opener?.focus();
  });
  dialog.querySelectorAll('[data-dialog-close]').forEach((button) => button.addEventListener('click', close));
  // A click on the backdrop (the dialog element itself, outside its content) closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) close();
  });
  document.body.addEventListener(
    'waitlist:done',
    (event) => {
      // The line under the button that opened it says that the family is in line, and where.
      const position = (event as CustomEvent<{ position?: unknown }>).detail?.position;
      if (opener?.id) markJoined(opener.id, typeof position === 'number' ? position : null);
      close();
    },
    { once: true, signal: alive.signal },
  );
  dialog.addEventListener('htmx:error', (event) => {
    const status = (event as CustomEvent<{ ctx?: { response?: { status?: number } } }>).detail?.ctx?.response?.status;
    if (status === undefined) showToast(failure); // the server's own failures raise their toast themselves
  });

  // Opened from a cohort this browser joined ("Change Your Details"): the form says that
  // sending it again keeps the family's place (it opens empty: nothing typed is kept here).
  if (opener?.dataset.joinedLabel && opener.textContent === opener.dataset.joinedLabel) dialog.dataset.joined = '';

  dialog.showModal();
  dialog.querySelector<HTMLElement>('input:not([type=hidden]):not([tabindex="-1"])')?.focus();
}
