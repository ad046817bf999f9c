/** A blog post as the API and pages see it (spec section 3). */
export type BlogPostSummary = {
  slug: string;
  title: string;
  author: string;
  /** YYYY-MM-DD */
  publishDate: string;
  readingTime: number;
  excerpt: string;
  featuredImage?: string;
  tags?: string[];
};

export type BlogPost = BlogPostSummary & { content: string };
