import type { BlogPostSummary } from '../../domain/blog.ts';
import { escapeXml } from '../http/xml.ts';

/** The blog as an Atom feed: every post's title, link, author, date and excerpt, newest first. */
export function atomFeed(
  origin: string,
  feed: { title: string; subtitle: string; path: string },
  posts: readonly BlogPostSummary[],
): string {
  const blogUrl = `${origin}/blog`;
  const dateTime = (date: string) => `${date}T00:00:00Z`;
  const updated = posts[0] ? dateTime(posts[0].publishDate) : '1970-01-01T00:00:00Z';
  const entries = posts.map((post) => {
    const url = `${blogUrl}/${post.slug}`;
    return [
      '  <entry>',
      `    <title>${escapeXml(post.title)}</title>`,
      `    <link href="${escapeXml(url)}"/>`,
      `    <id>${escapeXml(url)}</id>`,
      `    <published>${dateTime(post.publishDate)}</published>`,
      `    <updated>${dateTime(post.publishDate)}</updated>`,
      `    <author><name>${escapeXml(post.author)}</name></author>`,
      `    <summary>${escapeXml(post.excerpt)}</summary>`,
      ...(post.tags ?? []).map((tag) => `    <category term="${escapeXml(tag)}"/>`),
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${escapeXml(feed.title)}</title>`,
    `  <subtitle>${escapeXml(feed.subtitle)}</subtitle>`,
    `  <link href="${escapeXml(blogUrl)}"/>`,
    `  <link rel="self" href="${escapeXml(origin + feed.path)}"/>`,
    `  <id>${escapeXml(blogUrl)}</id>`,
    `  <updated>${updated}</updated>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
