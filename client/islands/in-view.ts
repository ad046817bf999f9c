/**
 * A notice the page opens on that must be read before the form under it (a seat still held
 * after the browser's Back from the payment page): the browser puts the page back where it
 * was, at the button, with the notice above the screen. Once it has (after the load), the
 * notice is brought into view instead.
 */
export function bringIntoView(element: HTMLElement): void {
  const check = () =>
    requestAnimationFrame(() => {
      const { top } = element.getBoundingClientRect();
      if (top < 0 || top > window.innerHeight) element.scrollIntoView({ block: 'start' });
    });
  if (document.readyState === 'complete') check();
  else window.addEventListener('load', check, { once: true });
}
