import type { ReactNode } from 'react';
import { MobileStickyBar } from './MobileStickyBar.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';
import { ToastRegion, type Toast } from './ToastRegion.tsx';
import { TopBanner } from './TopBanner.tsx';

/** The frame every page shares (spec, "Global elements"). */
export function Layout({ currentPath, flash, children }: { currentPath: string; flash?: Toast; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBanner />
      <SiteHeader currentPath={currentPath} />
      <ThemeToggle />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <MobileStickyBar currentPath={currentPath} />
      <ToastRegion flash={flash} />
    </>
  );
}
