import type { BlogPostSummary } from '../../domain/blog.ts';
import { blogCopy, coverImage } from '../content/blog.ts';
import { Picture } from './Picture.tsx';
import { longDate } from '../format.ts';

export const postPath = (slug: string) => `/blog/${slug}`;

/** Tags as badges: all of them, or the first few and '+N' for the rest. */
export function TagList({ tags, limit }: { tags: readonly string[]; limit?: number }) {
  if (!tags.length) return null;
  const shown = limit === undefined ? tags : tags.slice(0, limit);
  const hidden = tags.length - shown.length;
  const more =
    hidden > 0 ? (
      <span className="badge badge--more">
        <span aria-hidden="true">+{hidden}</span>
        <span className="visually-hidden">and {hidden} more</span>
      </span>
    ) : null;
  return (
    <ul className="tag-list pill-row" aria-label="Tags">
      {shown.map((tag, index) =>
        more && index === shown.length - 1 ? (
          // The last tag and '+N' wrap together: '+N' never starts a line alone.
          <li key={tag} className="tag-list__last">
            <span className="badge">{tag}</span>
            {more}
          </li>
        ) : (
          <li key={tag} className="badge">
            {tag}
          </li>
        ),
      )}
    </ul>
  );
}

/** Author, date and reading time of a post. */
export function PostMeta({ post, short = false }: { post: BlogPostSummary; short?: boolean }) {
  return (
    <p className="post-meta">
      <span>{post.author}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={post.publishDate}>{longDate(post.publishDate)}</time>
      <span aria-hidden="true">·</span>
      <span>{blogCopy.readingTime(post.readingTime, short)}</span>
    </p>
  );
}

/**
 * A post on the blog list: the featured card (large, every tag, 'N min read') or a grid
 * card ('N min', the excerpt clamped to three lines, three tags and '+N').
 */
export function BlogCard({
  post,
  featured = false,
  lazyImage = true,
}: {
  post: BlogPostSummary;
  featured?: boolean;
  lazyImage?: boolean;
}) {
  const Heading = featured ? 'h2' : 'h3';
  return (
    <article className={`card blog-card${featured ? ' blog-card--featured' : ''}`}>
      {post.featuredImage ? (
        <Picture image={coverImage(post.featuredImage)} lazy={lazyImage} className="blog-card__image" />
      ) : null}
      <div className="blog-card__body">
        {featured ? <p className="blog-card__label">{blogCopy.featured}</p> : null}
        <Heading className="blog-card__title">
          <a href={postPath(post.slug)}>{post.title}</a>
        </Heading>
        <PostMeta post={post} short={!featured} />
        <p className="blog-card__excerpt">{post.excerpt}</p>
        <TagList tags={post.tags ?? []} limit={featured ? undefined : blogCopy.gridTags} />
      </div>
    </article>
  );
}
