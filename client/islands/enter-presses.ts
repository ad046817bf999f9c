/**
 * Enter in a field marked `data-enter-presses="<button id>"` presses that button rather than
 * sending its form by the form's first button: the checkout's code field applies the code
 * (Enter anywhere else continues to payment). Without JavaScript Enter there continues, and
 * the code typed is applied on the way.
 */
let armed = false;

export function pressOnEnter(): void {
  // Once per page, however many bundles arm it: two listeners would press twice.
  if (armed) return;
  armed = true;
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' || event.isComposing || !(event.target instanceof HTMLInputElement)) return;
    const button = event.target.dataset.enterPresses ? document.getElementById(event.target.dataset.enterPresses) : null;
    if (!(button instanceof HTMLButtonElement)) return;
    event.preventDefault();
    button.click();
  });
}
