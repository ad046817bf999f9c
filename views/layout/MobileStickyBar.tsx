import { mobileStickyLinks } from '../content/navigation.ts';

/**
 * Phone-width quick actions; the sticky-bar island shows it after 200 px of scroll. Left
 * out on the pages it leads to (the enrollment and contact forms), where it would offer
 * the page itself and cover the fields being filled in.
 */
export function MobileStickyBar({ currentPath }: { currentPath: string }) {
  if (currentPath === mobileStickyLinks.enroll.href || currentPath === mobileStickyLinks.contact.href) return null;
  // Staff pages are not a visit to convert: the bar would only cover their content.
  if (currentPath === '/admin' || currentPath.startsWith('/admin/')) return null;
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
