/**
 * A grid that scrolls sideways on a phone (.grid--phone-row, client/styles/base.css) is a
 * tab stop there, so a keyboard can scroll it; wider, where its cards stand in a grid, it
 * is not (focus landed on a list that did nothing, four times on the home page). Without
 * script it stays a tab stop at every width.
 */
const phoneRowQuery = '(max-width: 639.98px)';

export function initPhoneRow(row: HTMLElement): void {
  const phone = window.matchMedia(phoneRowQuery);
  const update = () => {
    row.tabIndex = phone.matches ? 0 : -1;
  };
  phone.addEventListener('change', update);
  update();
}

/**
 * A row of links that scrolls sideways on a phone (the staff console's sections): the page's
 * own link is scrolled into the row's view (on /admin/outbox it stood 280 px off the screen).
 */
export function initCurrentInRow(row: HTMLElement): void {
  const current = row.querySelector<HTMLElement>('[aria-current="page"]');
  if (!current || row.scrollWidth <= row.clientWidth) return;
  row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
}
