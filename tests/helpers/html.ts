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

/** The text of each cohort card on a kids page, in page order. */
export const cohortCardsOf = (html: string) =>
  [...html.matchAll(/<article class="card cohort-card".*?<\/article>/gs)].map((m) => textOf(m[0]));

/** The seats badge of the card whose text contains `name`: '5 seats left', 'SOLD OUT', or undefined. */
export const seatsBadgeOf = (html: string, name: string) =>
  /\d+ seats? left|SOLD OUT/.exec(cohortCardsOf(html).find((card) => card.includes(name)) ?? '')?.[0];
