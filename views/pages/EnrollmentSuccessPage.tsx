import { PageHeader } from '../components/PageHeader.tsx';
import { pageMetadata } from '../content/page-metadata.ts';

/** /enrollment-success without a session_id: the spec's error state. */
export function NoPaymentSession() {
  return (
    <>
      <PageHeader breadcrumb={pageMetadata.enrollmentSuccess.breadcrumb} heading={pageMetadata.enrollmentSuccess.heading} />
      <section className="section">
        <div className="container">
          <div className="card status-card" role="alert">
            <h2>Payment Verification Failed</h2>
            <p className="muted">No payment session found. Please contact support if you completed a payment.</p>
            <div className="button-row">
              <a href="/enroll" className="btn btn--primary">
                Try Again
              </a>
              <a href="/contact" className="btn btn--outline">
                Contact Support
              </a>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
