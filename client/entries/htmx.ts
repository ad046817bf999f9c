// htmx for pages with fragment swaps. Configured by the <meta name="htmx-config"> in
// the document (no injected indicator styles under our CSP; history restores reload).
import htmx from 'htmx.org';

export default htmx;
