import { mobileStickyLinks } from '../content/navigation.ts';

/** Phone-width quick actions; the sticky-bar island shows it after 200 px of scroll. */
export function MobileStickyBar() {
  return (
    <nav className="mobile-sticky-bar" data-island="sticky-bar" aria-label="Quick actions">
      <a href={mobileStickyLinks.enroll.href} className="btn btn--primary">
        {mobileStickyLinks.enroll.label}
      </a>
      <a href={mobileStickyLinks.contact.href} className="btn btn--outline">
        {mobileStickyLinks.contact.label}
      </a>
    </nav>
  );
}
