import type { BlogPostSummary } from '../../domain/blog.ts';
import { BlogCard } from '../components/BlogCard.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { blogCopy } from '../content/blog.ts';
import { pageMetadata } from '../content/page-metadata.ts';

/**
 * /blog: the newest post as the featured card, the others in a two-column grid; or the
 * empty state, or the error. No drawing beside the heading: the covers come right under it.
 */
export function BlogListPage({ posts, failed = false }: { posts: readonly BlogPostSummary[]; failed?: boolean }) {
  const [featured, ...rest] = posts;
  return (
    <>
      <PageHeader breadcrumb={pageMetadata.blog.breadcrumb} heading={blogCopy.name} lead={blogCopy.tagline} />
      <section className="section section--tight">
        <div className="container">
          {failed ? (
            <p className="form-error" role="alert">
              {blogCopy.failed}
            </p>
          ) : featured ? (
            <>
              <BlogCard post={featured} featured lazyImage={false} />
              {rest.length ? (
                <div className="blog-grid">
                  {rest.map((post) => (
                    <BlogCard key={post.slug} post={post} />
                  ))}
                </div>
              ) : null}
            </>
          ) : (
            <div className="card blog-empty">
              <h2>{blogCopy.empty.heading}</h2>
              <p className="muted">{blogCopy.empty.text}</p>
            </div>
          )}
        </div>
      </section>
    </>
  );
}
