/**
 * What a service says when data that pages show has changed. Services are handed one
 * (they never import the page cache); the app drops the cached pages of that topic,
 * and later every instance's (see docs/architecture.md, Scale-out).
 */
export type ContentTopic = 'courses' | 'blog' | 'static';

export type ContentChanges = { changed: (topic: ContentTopic) => void };
