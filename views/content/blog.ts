import type { ImageRef } from './images.ts';
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

/**
 * The sample posts' covers are drawn for both themes (scripts/blog-cover-pages.tsx): the
 * light theme's beside the dark one, by the same name with `-light`.
 */
export const lightCoverOf = (src: string) => src.replace(/\.webp$/, '-light.webp');
const sampleCovers = new Set([
  '/images/blog/what-is-vibe-coding.webp',
  '/images/blog/five-apps-in-twenty-hours.webp',
  '/images/blog/ai-safety-for-young-coders.webp',
]);

/** A post's cover as the site shows an image: with its light theme's version when it has one (a sample post's). */
export const coverImage = (src: string): ImageRef => ({
  src: sampleCovers.has(src) ? lightCoverOf(src) : src,
  ...(sampleCovers.has(src) ? { darkSrc: src } : {}),
  alt: '',
  width: 1200,
  height: 630,
});
