import { MoonIcon, SunIcon } from '../components/icons.tsx';

/** Floating toggle, top right. Needs JavaScript (the theme lives in localStorage), so CSS hides it without. */
export function ThemeToggle() {
  return (
    <button type="button" className="theme-toggle" data-island="theme-toggle" aria-label="Switch to light theme">
      <SunIcon className="theme-toggle__sun" />
      <MoonIcon className="theme-toggle__moon" />
    </button>
  );
}
