import { LockIcon } from '../components/icons.tsx';
import { focusedPages } from '../content/navigation.ts';
import { Logo } from './SiteHeader.tsx';

/**
 * The header of a page where a parent pays (the checkout, the demo payment page): the
 * logo home and a line saying where they are, with a way to ask for help. No menu, no
 * banner and no sticky bar, so nothing pulls attention away from paying. On the result,
 * paid, only the way to ask for help ('Secure checkout' once paid read as still paying).
 */
export function FocusedHeader({ paying, demo = false }: { paying: boolean; demo?: boolean }) {
  return (
    <header className="site-header site-header--focused">
      <div className="container site-header__inner">
        <Logo />
        <p className="site-header__focus">
          {paying ? (
            <>
              {demo ? null : <LockIcon />}
              <span className="site-header__focus-label">{demo ? focusedPages.demoLabel : focusedPages.label} · </span>
            </>
          ) : null}
          <a href={focusedPages.help.href}>{focusedPages.help.label}</a>
        </p>
      </div>
    </header>
  );
}
