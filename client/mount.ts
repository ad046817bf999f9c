/** Runs each island's init once for every element that names it in data-island. */
export function mountIslands(islands: Record<string, (element: HTMLElement) => void>, root: ParentNode = document): void {
  for (const [name, init] of Object.entries(islands)) {
    root.querySelectorAll<HTMLElement>(`[data-island="${name}"]:not([data-island-ready])`).forEach((element) => {
      element.setAttribute('data-island-ready', '');
      try {
        init(element);
      } catch (error) {
        console.error(`island ${name} failed`, error);
      }
    });
  }
}

/**
 * After htmx swaps a fragment in: arm the islands it carries; when it is a form back with
 * errors (422), put focus on the first field that needs attention; when it is a form sent,
 * on what it became.
 */
export function mountIslandsAfterSwaps(islands: Record<string, (element: HTMLElement) => void>): void {
  document.addEventListener('htmx:after:swap', (event) => {
    mountIslands(islands);
    const response = (event as CustomEvent<{ ctx?: { response?: { status?: number } } }>).detail?.ctx?.response;
    if (response?.status === 422) focusAtEnd(document.querySelector<HTMLElement>('[aria-invalid="true"]'));
    // A form once sent: focus (and the eye) on what it says, not on a form left below or
    // emptied. Once only: a later swap on the page (an email check) leaves focus where it is.
    else {
      const done = document.querySelector<HTMLElement>('[data-form-done]');
      if (done) {
        done.removeAttribute('data-form-done');
        done.focus({ preventScroll: true });
        // Its top under the sticky header (scroll-padding), not only "somewhere in view"; a
        // line inside an emptied form comes in under the form's heading.
        (done.closest('form')?.querySelector<HTMLElement>('h2') ?? done).scrollIntoView({ block: 'start' });
      }
    }
  });
}

/**
 * Brings a field back into view with its form's heading, when both fit: focus alone scrolled
 * the checkout's "Student details" under the sticky header, leaving a field with no title.
 */
function revealWithHeading(field: HTMLElement): void {
  const heading = field.closest('form')?.querySelector<HTMLElement>('h2, h3, legend');
  const headerBottom = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
  const fieldBox = field.getBoundingClientRect();
  if (!heading || !(heading.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING)) {
    field.scrollIntoView({ block: 'nearest' });
    return;
  }
  const headingTop = heading.getBoundingClientRect().top;
  if (headingTop >= headerBottom && fieldBox.bottom <= innerHeight) return;
  const together = fieldBox.bottom - headingTop < (innerHeight - headerBottom) * 0.8;
  (together ? heading : field).scrollIntoView({ block: 'start' });
}

/** Focuses a field with the caret after what it holds, so typing adds to it. */
function focusAtEnd(field: HTMLElement | null): void {
  if (!field) return;
  field.focus({ preventScroll: true });
  revealWithHeading(field);
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
    try {
      field.setSelectionRange(field.value.length, field.value.length);
    } catch {
      // An email or number input has no selection to set, and focus left its caret at the
      // start ("parent@gmail" then ".com" became ".comparent@gmail"): setting the value
      // again puts the caret after it.
      const { value } = field;
      field.value = '';
      field.value = value;
    }
  }
}
