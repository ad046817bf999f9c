import type { ImportedPost } from './posts.ts';

/** Where the importer keeps things in the browser (spec section 3). */
export const storageKeys = { posts: 'blog_posts', apiKey: 'firecrawl_api_key' } as const;

export function readPosts(): ImportedPost[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKeys.posts) ?? '[]');
    return Array.isArray(parsed) ? (parsed as ImportedPost[]).filter((post) => typeof post?.slug === 'string') : [];
  } catch {
    return [];
  }
}

export const writePosts = (posts: readonly ImportedPost[]) => localStorage.setItem(storageKeys.posts, JSON.stringify(posts));
export const readApiKey = () => localStorage.getItem(storageKeys.apiKey) ?? '';
export const writeApiKey = (key: string) => localStorage.setItem(storageKeys.apiKey, key);
