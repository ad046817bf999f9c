import { einNote, postalAddressLine, site } from '../content/site.ts';

/** On paper only (client/styles/status.css): who was paid, on top of a printed receipt. */
export function ReceiptIssuer() {
  return (
    <p className="receipt-issuer">
      <strong>{site.foundationName}</strong>, a 501(c)(3) non-profit organization{einNote} · {postalAddressLine} · {site.email}
    </p>
  );
}
