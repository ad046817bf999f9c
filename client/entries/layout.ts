// The islands every page has: theme toggle, banner, header, sticky bar, toasts; and rows that scroll on a phone.
import { initBanner } from '../islands/banner.ts';
import { initHeader } from '../islands/header.ts';
import { initCurrentInRow, initPhoneRow } from '../islands/phone-row.ts';
import { initStickyBar } from '../islands/sticky-bar.ts';
import { initThemeToggle } from '../islands/theme-toggle.ts';
import { initToasts } from '../islands/toasts.ts';
import { mountIslands } from '../mount.ts';

mountIslands({
  'theme-toggle': initThemeToggle,
  banner: initBanner,
  header: initHeader,
  'sticky-bar': initStickyBar,
  toasts: initToasts,
  'phone-row': initPhoneRow,
  'current-in-row': initCurrentInRow,
});
