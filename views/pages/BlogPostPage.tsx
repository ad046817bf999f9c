import type { BlogPost, BlogPostSummary } from '../../domain/blog.ts';
import { ArrowLabel } from '../components/ArrowLabel.tsx';
import { BlogCard, PostMeta, TagList } from '../components/BlogCard.tsx';
import { Monogram } from '../components/Monogram.tsx';
import { instructor, instructorTone } from '../content/instructor.ts';
import { CallToAction } from '../components/CallToAction.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { blogCopy, coverImage } from '../content/blog.ts';
import { Picture } from '../components/Picture.tsx';
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
 * Who wrote the post, under it: the lead instructor's card (his initials, title and a line
 * of his biography, and the way to the page about him and the mentors) when it is his; an
 * imported post's author by name only.
 */
function AuthorCard({ author }: { author: string }) {
  const ours = author === instructor.name;
  return (
    <aside className="card author-card" aria-label={`${blogCopy.writtenBy} ${author}`}>
      <Monogram name={author} {...(ours ? { tone: instructorTone } : {})} />
      <div>
        <p className="author-card__by muted">{blogCopy.writtenBy}</p>
        <p className="author-card__name">
          <strong>{author}</strong>
          {ours ? <span className="muted">, {instructor.title}</span> : null}
        </p>
        {ours ? (
          <>
            <p className="muted">{instructor.bio[0]}</p>
            <a href={pageMetadata.instructors.path}>
              <ArrowLabel>{blogCopy.authorLink}</ArrowLabel>
            </a>
          </>
        ) : null}
      </div>
    </aside>
  );
}

/**
 * A post: title, author, date, reading time, tags, image, the excerpt in italics, then
 * the body, who wrote it and two other posts. The body is HTML already sanitized on an
 * allow-list (server/services/markdown.ts) and sits in an element htmx ignores, so nothing
 * in it can start a request.
 */
export function BlogPostPage({
  post,
  bodyHtml,
  morePosts = [],
}: {
  post: BlogPost;
  bodyHtml: string;
  morePosts?: readonly BlogPostSummary[];
}) {
  return (
    <>
      <PageHeader breadcrumb={[blogCrumb, { label: post.title }]} heading={post.title} narrow>
        <PostMeta post={post} />
        <TagList tags={post.tags ?? []} />
      </PageHeader>
      <article className="section section--tight">
        <div className="container container--narrow blog-post">
          {post.featuredImage ? (
            <Picture image={coverImage(post.featuredImage)} lazy={false} className="blog-post__image" />
          ) : null}
          <p className="blog-post__excerpt">{post.excerpt}</p>
          <div className="prose" hx-ignore="true" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
          <AuthorCard author={post.author} />
        </div>
      </article>
      {morePosts.length > 0 ? (
        <section className="section section--alt" aria-labelledby="more-posts-heading">
          {/* The blog's width, as its list has (in the article's column the cards were squeezed). */}
          <div className="container">
            <h2 id="more-posts-heading" className="section__heading">
              {blogCopy.moreHeading}
            </h2>
            <div className="blog-grid more-posts">
              {morePosts.map((other) => (
                <BlogCard key={other.slug} post={other} />
              ))}
            </div>
            <BackToBlog />
          </div>
        </section>
      ) : (
        <div className="container container--narrow">
          <BackToBlog />
        </div>
      )}
      {/* The quiet panel, as every inner page closes; the bold band is home's and the kids page's. */}
      <CallToAction heading={blogCopy.ctaHeading} text={blogCopy.ctaText} tone="quiet" />
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
