import { pageMetadata } from './page-metadata.ts';

/** The blog's copy, as spec sections 2 and 8 give it. */
export const blogCopy = {
  name: pageMetadata.blog.heading,
  tagline: 'Vibe coding insights, research, and how-tos.',
  empty: { heading: 'No posts published yet', text: 'Check back soon for our latest content!' },
  failed: 'Failed to load blog posts. Please try again later.',
  notFound: {
    heading: 'Post not found',
    text: "The blog post you're looking for doesn't exist or has been removed.",
  },
  backToBlog: 'Back to Blog',
  featured: 'Featured',
  /** 'N min read' on the featured card and the post; 'N min' on grid cards. */
  readingTime: (minutes: number, short = false) => (short ? `${minutes} min` : `${minutes} min read`),
  /** Grid cards show this many tags, then '+N'. */
  gridTags: 3,
  feedTitle: `${pageMetadata.blog.heading}: all posts`,
  /** After a post: who wrote it (the lead instructor's card when it is his), then two other posts. */
  writtenBy: 'Written by',
  authorLink: 'Meet our instructor and mentors',
  moreHeading: 'More from the blog',
  ctaHeading: 'Want to build like this?',
  ctaText: 'Join a small-group cohort and ship real apps with AI tools.',
};
