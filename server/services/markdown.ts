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
    pre: ['tabindex'],
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
    // Every link that may leave the site gets rel: only a path of ours ('/faq', never
    // '//host' or '/\\host'), an anchor, mailto: and tel: stay without it. A browser reads
    // 'https:evil.example' as https://evil.example/, so a scheme alone makes a link external.
    a: (tagName, { rel: _rel, ...attribs }) => {
      const ours = /^(?:\/(?![/\\])|#|mailto:|tel:)/i.test((attribs.href ?? '').trim());
      return { tagName, attribs: ours ? attribs : { ...attribs, rel: 'nofollow noopener noreferrer' } };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
    // A code block scrolls sideways when its lines are long: it takes keyboard focus so the
    // arrow keys can scroll it (WCAG 2.1.1; Safari does not make scroll boxes focusable).
    pre: (tagName) => ({ tagName, attribs: { tabindex: '0' } }),
  },
};

/**
 * Each top-level block of the post (a paragraph, a list, a quote, a block of raw HTML) is
 * rendered and cleaned on its own. An HTML parser reads the content of some elements
 * (style, script, textarea...) as raw text up to their closing tag; one left open in a
 * post (`<math><style>`) would swallow everything after it if the post were cleaned as
 * one document. Cleaned block by block, it swallows no more than its own block.
 */
export function renderMarkdown(markdown: string): string {
  const tokens = marked.lexer(markdown);
  return tokens.map((token) => sanitizeHtml(marked.parser(Object.assign([token], { links: tokens.links })), allowed)).join('');
}
