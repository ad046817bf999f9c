/** The visible text of an HTML string, entities decoded, whitespace folded: what a reader sees. */
export function textOf(html: string): string {
  return html
    .replace(/<(script|style|template)[^>]*>.*?<\/\1>/gs, ' ')
    .replace(/<!--.*?-->/gs, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
export const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
export const h1Of = (html: string) => textOf(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '');
