import type { BlogPost } from '../../domain/blog.ts';
import { PostMeta, TagList } from '../components/BlogCard.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { blogCopy } from '../content/blog.ts';
import { pageMetadata } from '../content/page-metadata.ts';

const blogCrumb = { label: 'Blog', href: pageMetadata.blog.path };

function BackToBlog() {
  return (
    <a href={pageMetadata.blog.path} className="back-link">
      <span aria-hidden="true">←</span> {blogCopy.backToBlog}
    </a>
  );
}

/**
 * A post: title, author, date, reading time, tags, image, the excerpt in italics, then
 * the body. The body is HTML already sanitized on an allow-list (server/services/
 * markdown.ts) and sits in an element htmx ignores, so nothing in it can start a request.
 */
export function BlogPostPage({ post, bodyHtml }: { post: BlogPost; bodyHtml: string }) {
  return (
    <>
      <PageHeader breadcrumb={[blogCrumb, { label: post.title }]} heading={post.title} narrow>
        <PostMeta post={post} />
        <TagList tags={post.tags ?? []} />
      </PageHeader>
      <article className="section section--tight">
        <div className="container container--narrow blog-post">
          {post.featuredImage ? (
            <img className="blog-post__image" src={post.featuredImage} alt="" width={1200} height={630} decoding="async" />
          ) : null}
          <p className="blog-post__excerpt">{post.excerpt}</p>
          <div className="prose" hx-ignore="true" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
          <BackToBlog />
        </div>
      </article>
      <CallToAction heading={blogCopy.ctaHeading} text={blogCopy.ctaText} />
    </>
  );
}

/** Missing post (spec: 'Post not found'). */
export function BlogPostNotFound() {
  return (
    <>
      <PageHeader breadcrumb={[blogCrumb, { label: blogCopy.notFound.heading }]} heading={blogCopy.notFound.heading} />
      <section className="section">
        <div className="container">
          <p className="muted">{blogCopy.notFound.text}</p>
          <a href={pageMetadata.blog.path} className="btn btn--primary">
            {blogCopy.backToBlog}
          </a>
        </div>
      </section>
    </>
  );
}
