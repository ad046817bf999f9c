import { headerCta, headerGroups, headerLinks, mobileOnlyLinks, type NavLink } from '../content/navigation.ts';
import { site } from '../content/site.ts';
import { ChevronDownIcon, CloseIcon, MenuIcon } from '../components/icons.tsx';
import { LogoMark } from '../components/LogoMark.tsx';

/** The link leads to this page, straight or through one of the spec's redirects. */
function isCurrent(link: NavLink, currentPath: string) {
  return (link.landsOn ?? link.href) === currentPath;
}

function NavAnchor({ link, currentPath, className }: { link: NavLink; currentPath: string; className?: string }) {
  return (
    <a href={link.href} className={className} aria-current={isCurrent(link, currentPath) ? 'page' : undefined}>
      {link.label}
    </a>
  );
}

/** The rest of the foundation's name under the short one ('Foundation'), so the wordmark names who we are. */
const wordmarkRest = site.foundationName.startsWith(site.shortName)
  ? site.foundationName.slice(site.shortName.length).trim()
  : '';

export function Logo({ place = 'header' }: { place?: 'header' | 'footer' }) {
  return (
    <a href="/" className="logo" aria-label={`${site.foundationName} home`}>
      <LogoMark id={`logo-mark-${place}`} />
      <span className="logo__text">
        {site.shortName}
        {/* A space, so the link's text reads as the name its label says. */}
        {wordmarkRest ? (
          <>
            {' '}
            <span className="logo__sub">{wordmarkRest}</span>
          </>
        ) : null}
      </span>
    </a>
  );
}

/**
 * Desktop: each group is a link plus a disclosure button. Without JavaScript the
 * submenu opens on hover and keyboard focus (CSS); the header island adds the
 * 100 ms hover delay, Escape, arrow keys and type-ahead.
 * Mobile: a <details> menu, which works without JavaScript.
 */
export function SiteHeader({ currentPath }: { currentPath: string }) {
  return (
    <header className="site-header" data-island="header">
      <div className="container site-header__inner">
        <Logo />
        <nav className="desktop-nav" aria-label="Main">
          <ul className="desktop-nav__list">
            {headerGroups.map((group) => (
              <li key={group.id} className="nav-group" data-nav-group>
                <a
                  href={group.href}
                  className="nav-group__link"
                  aria-current={
                    group.links.some((l) => isCurrent(l, currentPath)) || group.alsoCurrentOn?.includes(currentPath)
                      ? 'true'
                      : undefined
                  }
                >
                  {group.label}
                </a>
                <button
                  type="button"
                  className="nav-group__toggle"
                  aria-expanded="false"
                  aria-controls={`submenu-${group.id}`}
                  aria-label={`${group.label} menu`}
                >
                  <ChevronDownIcon />
                </button>
                <ul className="submenu" id={`submenu-${group.id}`}>
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <NavAnchor link={link} currentPath={currentPath} className="submenu__link" />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
            {headerLinks.map((link) => (
              <li key={link.href}>
                <NavAnchor link={link} currentPath={currentPath} className="nav-link" />
              </li>
            ))}
          </ul>
        </nav>
        <a href={headerCta.href} className="btn btn--primary site-header__cta">
          {headerCta.label}
        </a>
        <details className="mobile-nav" data-mobile-nav>
          <summary className="mobile-nav__toggle" aria-label="Menu">
            <MenuIcon className="mobile-nav__open-icon" />
            <CloseIcon className="mobile-nav__close-icon" />
          </summary>
          <nav className="mobile-nav__panel" aria-label="Mobile">
            {headerGroups.map((group) => (
              <section key={group.id} className="mobile-nav__group" aria-labelledby={`mobile-${group.id}`}>
                <h2 id={`mobile-${group.id}`} className="mobile-nav__heading">
                  {group.label}
                </h2>
                <ul>
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <NavAnchor link={link} currentPath={currentPath} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            <ul className="mobile-nav__links">
              {[...headerLinks, ...mobileOnlyLinks].map((link) => (
                <li key={link.href}>
                  <NavAnchor link={link} currentPath={currentPath} />
                </li>
              ))}
            </ul>
            <a href={headerCta.href} className="btn btn--primary btn--block">
              {headerCta.label}
            </a>
          </nav>
        </details>
      </div>
    </header>
  );
}
