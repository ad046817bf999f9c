/** The importer's words: its labels and the toasts of spec section 8. */
export const importerCopy = {
  keyHeading: 'Crawler API key',
  keyLabel: 'Firecrawl API key',
  keyHelp: 'Kept in this browser only. It is tested with a one-page crawl before it is saved.',
  saveKey: 'Save Key',
  testing: 'Testing...',
  keySaved: 'A key is saved in this browser.',
  noKey: 'No key saved yet.',
  /** What the page is for, under its title (the only console page without one). */
  lead: 'Bring the foundation’s posts over from its old blog: save a crawler key, import, then publish the posts you want on the blog.',
  importHeading: 'Import posts',
  /** Beside Import while it is off: why (it stood there disabled, saying nothing). */
  importNeedsKey: 'Import turns on once a key is saved above.',
  importButton: (host: string) => `Import from ${host}`,
  importing: 'Importing...',
  storedPosts: (count: number) => `Stored posts: ${count}`,
  goToBlog: 'Go to Blog',
  postsHeading: 'Stored posts',
  postsLead: 'Imported posts stay in this browser until you publish them. Publishing puts a post on /blog.',
  publish: 'Publish',
  republish: 'Publish Again',
  unpublish: 'Unpublish',
  published: 'Published',
  notPublished: 'Not published',
  preview: 'Preview the text',
  noScript: 'The importer runs in your browser: turn JavaScript on to use it.',
  toasts: {
    keyRequired: { title: 'API key required', variant: 'destructive' },
    keyInvalid: { title: 'Invalid API key', variant: 'destructive' },
    keySaved: { title: 'API key saved', description: "You're ready to import.", variant: 'success' },
    noPosts: { title: 'No posts found', description: 'Adjust filters or try again.', variant: 'destructive' },
    importFailed: { title: 'Import failed', variant: 'destructive' },
    imported: (count: number) =>
      ({ title: `Imported ${count} posts`, description: 'Open Blog to review.', variant: 'success' }) as const,
    publishFailed: { title: 'Publish failed', variant: 'destructive' },
  },
} as const;
