import { FactList } from '../components/FactList.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { CheckoutSteps } from '../components/CheckoutSteps.tsx';
import { bayAreaTime, keepAsidesTogether, keepDatesTogether, keepTogether, paymentAmount } from '../format.ts';
import { paymentDescriptionParts } from '../../domain/pricing.ts';

export type DemoSessionView = {
  id: string;
  description: string;
  /** Who the seat is for (missing on a session opened before the field was kept). */
  studentName: string | null;
  /** When and where the class is, as the checkout wrote them (missing on an older session). */
  schedule: string | null;
  location: string | null;
  customerEmail: string;
  amount: number;
  currency: string;
  /** 'open' can be paid; the others say why not. */
  state: 'open' | 'paid' | 'expired';
  /** When the page stops taking the payment (the seat's hold ends a little later). */
  expiresAt: string;
  cancelUrl: string;
  /** Where a paid session's receipt is (the provider's return address, with the session). */
  successUrl: string;
};

/** The checkout to start again from: the cancel address without its "you cancelled" note. */
function startAgainUrl(cancelUrl: string): string {
  const url = new URL(cancelUrl);
  url.searchParams.delete('cancelled');
  return url.pathname + url.search;
}

/**
 * The demo provider's hosted checkout: what Stripe's page would be, on this server,
 * clearly marked as charging nothing. In the checkout's frame (heading, steps, the order on
 * the left and the action on the right), as a provider's page has its own. Pay is a plain
 * form post; Cancel is a link back to the checkout's cancel URL, as on Stripe's page.
 */
const demoPageHeading = {
  open: { heading: 'Demo Payment', lead: 'Check your order, then pay to book the seat.' },
  paid: { heading: 'Payment Complete', lead: 'This payment went through: your receipt shows the seat.' },
  closed: { heading: 'Payment Page Closed', lead: 'Nothing was charged on this page.' },
};

export function DemoCheckoutPage({ session }: { session: DemoSessionView }) {
  const amount = paymentAmount(session.amount, session.currency);
  const line = paymentDescriptionParts(session.description);
  const header = demoPageHeading[session.state === 'paid' ? 'paid' : session.state === 'open' ? 'open' : 'closed'];
  return (
    <>
      {/* Like a provider's hosted page: the steps say where the parent is, no breadcrumb. */}
      {/* The heading says the page's state: back after paying, or after Cancel, "Check your
          order, then pay" stood over "already complete" and "closed". */}
      <PageHeader
        heading={header.heading}
        lead={header.lead}
        // Paid already (Back after paying): the payment step shows its tick, not still to do.
        steps={<CheckoutSteps current={2} complete={session.state === 'paid'} />}
      />
      <section className="section section--tight">
        <div className="container checkout-layout">
          <section className="card order-summary" aria-labelledby="demo-order-heading">
            <h2 id="demo-order-heading">Order summary</h2>
            {/* The provider's one line for the seat, as a title over its dates and discounts (in one
                bold line they ran to three on a phone); its dates never split mid-date. */}
            <p className="order-summary__course">{line.name}</p>
            {line.dates ? (
              <p className="order-summary__meta muted">
                {keepDatesTogether(line.dates)}
                {/* When and where, as Stripe's page shows the line item's description under its name. */}
                {session.schedule ? <span className="order-summary__line-detail">{keepTogether(session.schedule)}</span> : null}
                {session.location ? (
                  <span className="order-summary__line-detail">{keepAsidesTogether(session.location)}</span>
                ) : null}
                {line.discounts ? <span className="order-summary__discounts">{keepTogether(line.discounts)}</span> : null}
              </p>
            ) : null}
            <FactList
              facts={[
                ...(session.studentName ? [['Student', session.studentName] as const] : []),
                ['Email', session.customerEmail],
              ]}
            />
            <p className="order-summary__total">
              <span>Total</span> <strong>{amount}</strong>
            </p>
          </section>
          <section className="card demo-checkout" aria-labelledby="demo-pay-heading">
            <h2 id="demo-pay-heading">Payment</h2>
            <div className="demo-notice" role="note">
              <strong>Demo mode.</strong> This page stands in for a card payment page. No card is asked for and nothing is
              charged.
            </div>
            {session.state === 'open' ? (
              <>
                {/* The seat is held while the parent pays: until when, not only "30 minutes". */}
                <p className="demo-checkout__by">
                  Pay by <strong>{keepTogether(bayAreaTime(session.expiresAt))}</strong>; your seat is held until then.
                </p>
                <form method="post" action={`/demo-checkout/${encodeURIComponent(session.id)}/pay`} className="button-row">
                  <button type="submit" className="btn btn--primary btn--lg">
                    Pay {amount} (demo)
                  </button>
                  {/* Quieter than paying: the two alike, one under the other, were easy to mix up on a phone. */}
                  <a href={session.cancelUrl} className="btn btn--quiet btn--lg">
                    Cancel
                  </a>
                </form>
              </>
            ) : session.state === 'paid' ? (
              // Back here after paying (the browser's Back button): the way on is the receipt.
              <>
                <p className="muted" role="status">
                  This payment is already complete.
                </p>
                <p className="button-row">
                  <a href={session.successUrl} className="btn btn--primary">
                    See Your Receipt
                  </a>
                </p>
              </>
            ) : (
              <>
                {/* Cancelled or timed out, the page cannot tell a parent which (Back after Cancel read "expired"). */}
                <p className="muted" role="status">
                  This payment page is closed: it was cancelled, or its time ran out. Nothing was charged. Please start again from
                  the course page.
                </p>
                <p className="button-row">
                  <a href={startAgainUrl(session.cancelUrl)} className="btn btn--outline">
                    Start Again
                  </a>
                </p>
              </>
            )}
          </section>
        </div>
      </section>
    </>
  );
}
