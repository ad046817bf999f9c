/** Print receipt: shown once this script runs (a button that cannot work stays hidden), and opens the browser's print dialog. */
export function initPrintReceipt(button: HTMLElement): void {
  button.hidden = false;
  button.addEventListener('click', () => window.print());
}
