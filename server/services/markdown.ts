import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * Markdown of a blog post to HTML that is safe to show: marked renders it, then
 * sanitize-html keeps only an allow-list of elements and attributes. Nothing that can
 * run survives: no scripts, styles, frames, forms, event handlers, htmx attributes, or
 * URLs other than http(s), mailto, tel and the site's own paths (no javascript:, no data:).
 */
const marked = new Marked({ gfm: true, breaks: false, async: false });

const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  // rel, loading and decoding are set below by transformTags, never taken from the post.
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    code: ['class'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
  },
  allowedClasses: { code: [/^language-[a-z0-9+#-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Anything else goes with its content when it can hold code, or is unwrapped to its text.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math'],
  transformTags: {
    // The post's title is the page's h1: headings in the body start one level below.
    h1: 'h2',
    a: (tagName, { rel: _rel, ...attribs }) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return { tagName, attribs: external ? { ...attribs, rel: 'nofollow noopener noreferrer' } : attribs };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
};

export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown) as string, allowed);
}

/** Minutes to read a text at 200 words a minute, at least 1: for a post that does not say. */
export function readingTimeOf(markdown: string): number {
  const words = markdown
    .replace(/[#>*_`~\[\]()!-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
