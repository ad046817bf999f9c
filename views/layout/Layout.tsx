import type { ReactNode } from 'react';
import { consolePages, focusedPages } from '../content/navigation.ts';
import { FocusedHeader } from './FocusedHeader.tsx';
import { MobileStickyBar } from './MobileStickyBar.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';
import { ToastRegion, type Toast } from './ToastRegion.tsx';
import { TopBanner } from './TopBanner.tsx';

/**
 * The frame every page shares (spec, "Global elements"). Where a parent pays, and on the
 * result once paid, a focused frame, the same for the three steps: the logo and a help link
 * instead of the menu (no Enroll Now after paying), no banner or sticky bar, a footer of the
 * policies only; on the checkout and the payment page, toasts under the header, clear of
 * the form's button. The staff console has the same frame, with its own words in the header.
 */
export function Layout({
  currentPath,
  flash,
  demoPayments = false,
  children,
}: {
  currentPath: string;
  flash?: Toast;
  /** The demo payment provider: the checkout's header says it is a demo, not secure. */
  demoPayments?: boolean;
  children: ReactNode;
}) {
  const paying = focusedPages.isFocused(currentPath);
  const staff = consolePages.isConsole(currentPath);
  const focused = paying || staff || focusedPages.isPaymentResult(currentPath);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {focused ? null : <TopBanner />}
      {focused ? <FocusedHeader paying={paying} demo={demoPayments} staff={staff} /> : <SiteHeader currentPath={currentPath} />}
      <ThemeToggle />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter compact={focused} />
      {focused ? null : <MobileStickyBar currentPath={currentPath} />}
      <ToastRegion flash={flash} top={paying} />
    </>
  );
}
