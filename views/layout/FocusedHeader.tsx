import { LockIcon } from '../components/icons.tsx';
import { consolePages, focusedPages } from '../content/navigation.ts';
import { Logo } from './SiteHeader.tsx';

/**
 * The header of a page where a parent pays (the checkout, the demo payment page): the
 * logo home and a line saying where they are, with a way to ask for help. No menu, no
 * banner and no sticky bar, so nothing pulls attention away from paying. On the result,
 * paid, only the way to ask for help ('Secure checkout' once paid read as still paying). In
 * the staff console, what it is and the way to the public site.
 */
export function FocusedHeader({ paying, demo = false, staff = false }: { paying: boolean; demo?: boolean; staff?: boolean }) {
  return (
    <header className="site-header site-header--focused">
      <div className="container site-header__inner">
        <Logo />
        <p className="site-header__focus">
          {/* The staff console: a tool, not the marketing site (no banner, menu or Enroll Now). */}
          {staff ? (
            <>
              <span className="site-header__focus-label">{consolePages.label} · </span>
              <a href={consolePages.site.href}>{consolePages.site.label}</a>
            </>
          ) : null}
          {staff ? null : paying ? (
            <>
              {demo ? null : <LockIcon />}
              <span className="site-header__focus-label">{demo ? focusedPages.demoLabel : focusedPages.label} · </span>
            </>
          ) : null}
          {staff ? null : <a href={focusedPages.help.href}>{focusedPages.help.label}</a>}
        </p>
      </div>
    </header>
  );
}
