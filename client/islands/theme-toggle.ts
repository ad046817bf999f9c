/** Theme toggle: dark by default, choice kept in localStorage under 'ui-theme'. */
const storageKey = 'ui-theme';

export function initThemeToggle(button: HTMLElement): void {
  const root = document.documentElement;
  const sync = () => {
    const isDark = root.dataset.theme !== 'light';
    button.setAttribute('aria-label', isDark ? 'Switch to light theme' : 'Switch to dark theme');
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', isDark ? '#0b1020' : '#f8fafc');
  };
  button.addEventListener('click', () => {
    const next = root.dataset.theme === 'light' ? 'dark' : 'light';
    root.dataset.theme = next;
    try {
      localStorage.setItem(storageKey, next);
    } catch {
      // Storage can be disabled; the theme still switches for this page.
    }
    sync();
  });
  sync();
}
