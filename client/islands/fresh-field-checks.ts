type HtmxDetail = { ctx?: { status?: string; request?: { body?: URLSearchParams | FormData } } };

/** The fields whose changes re-validate on the server (views/components/FormField.tsx). */
const checkedFields = (form: HTMLFormElement) =>
  [...form.elements].filter(
    (element): element is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
      'name' in element && Boolean(element.name) && element.hasAttribute('hx-post'),
  );

const valuesOf = (data: URLSearchParams | FormData, name: string) => data.getAll(name).map(String).join('\n');

/**
 * A field's check answers for the values it sent. When fields change at the same moment
 * (a browser's autofill), the second field's check gives way to the one in flight (the
 * form's hx-sync), so the answer can say "Invalid email address" under an address that is
 * now right. Once an answer is in, any checked field whose value differs from what was
 * sent is checked again: the checks settle on what the form holds. Not while the form
 * itself is being sent (busy-form): its own answer replaces the form.
 */
let armed = false;

export function keepFieldChecksFresh(): void {
  // Once per page, whichever bundles arm it (forms, kids): two listeners would check twice.
  if (armed) return;
  armed = true;
  document.addEventListener('htmx:finally:request', (event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement))
      return;
    const form = field.form;
    const { status, request } = (event as CustomEvent<HtmxDetail>).detail?.ctx ?? {};
    if (!form || status !== 'swapped' || !request?.body) return;
    const sent = request.body;
    // After htmx frees the form's request queue, which it does once this event is handled.
    setTimeout(() => {
      if (!form.isConnected || form.getAttribute('aria-busy') === 'true') return;
      const now = new FormData(form);
      const stale = checkedFields(form).find((candidate) => valuesOf(sent, candidate.name) !== valuesOf(now, candidate.name));
      stale?.dispatchEvent(new Event('change', { bubbles: true }));
    }, 0);
  });
}
