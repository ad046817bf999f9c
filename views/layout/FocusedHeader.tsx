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
  // The staff console is a tool, not the marketing site: what it is, and the way to the site.
  const label = staff ? consolePages.label : paying ? (demo ? focusedPages.demoLabel : focusedPages.label) : undefined;
  const link = staff ? consolePages.site : focusedPages.help;
  return (
    <header className="site-header site-header--focused">
      <div className="container site-header__inner">
        <Logo />
        <p className="site-header__focus">
          {paying && !demo && !staff ? <LockIcon /> : null}
          {label ? <span className="site-header__focus-label">{label} · </span> : null}
          <a href={link.href}>{link.label}</a>
        </p>
      </div>
    </header>
  );
}
