/**
 * What a service says when data that pages show has changed. Services are handed one
 * (they never import the page cache); the app drops the cached pages of that topic on
 * every instance (server/shared-state).
 */
export const contentTopics = ['courses', 'blog', 'static'] as const;
export type ContentTopic = (typeof contentTopics)[number];

export type ContentChanges = { changed: (topic: ContentTopic) => void };
