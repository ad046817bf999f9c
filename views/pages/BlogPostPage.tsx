import { PageHeader } from '../components/PageHeader.tsx';
import { pageMetadata } from '../content/page-metadata.ts';

/** Missing post (spec: 'Post not found'). */
export function BlogPostNotFound() {
  return (
    <>
      <PageHeader
        breadcrumb={[{ label: 'Blog', href: pageMetadata.blog.path }, { label: 'Post not found' }]}
        heading="Post not found"
      />
      <section className="section">
        <div className="container">
          <p className="muted">The blog post you're looking for doesn't exist or has been removed.</p>
          <a href="/blog" className="btn btn--primary">
            Back to Blog
          </a>
        </div>
      </section>
    </>
  );
}
