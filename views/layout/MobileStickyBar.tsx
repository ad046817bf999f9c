import { isWaitlistPath } from '../../domain/interest.ts';
import { focusedPages, mobileStickyLinks } from '../content/navigation.ts';
import { pageMetadata } from '../content/page-metadata.ts';

/**
 * Phone-width quick actions; the sticky-bar island shows it after 200 px of scroll. Left
 * out on the pages it leads to (the enrollment and contact forms), the scholarship
 * application and the Express Interest page, where it would offer
 * the page itself and cover the fields being filled in; on the payment result, where a
 * parent has just enrolled and it would only cover the page's end (the checkout and the
 * payment page, and the staff console, leave it out with the rest of their focused frame:
 * Layout.tsx).
 */
export function MobileStickyBar({ currentPath }: { currentPath: string }) {
  if (currentPath === mobileStickyLinks.enroll.href || currentPath === mobileStickyLinks.contact.href) return null;
  // The scholarship application and the Express Interest page are forms too: the bar would cover their fields.
  if (currentPath === pageMetadata.scholarshipApply.path || isWaitlistPath(currentPath)) return null;
  if (focusedPages.isPaymentResult(currentPath)) return null;
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
