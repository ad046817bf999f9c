import { PageHeader } from '../components/PageHeader.tsx';
import { pageMetadata } from '../content/page-metadata.ts';

/** /checkout without a courseId: the spec's 'No Course Selected' view. */
export function NoCourseSelected() {
  return (
    <>
      <PageHeader breadcrumb={pageMetadata.checkout.breadcrumb} heading={pageMetadata.checkout.heading} />
      <section className="section">
        <div className="container">
          <div className="card status-card">
            <h2>No Course Selected</h2>
            <p className="muted">Please select a course from our programs page to enroll.</p>
            <a href="/programs" className="btn btn--primary">
              Back to Programs
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
