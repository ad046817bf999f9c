const decodeEntities = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The visible text of an HTML string, entities decoded, whitespace folded: what a reader sees
 * (a word joiner, which only keeps a range on one line, is invisible and read as nothing).
 */
export function textOf(html: string): string {
  return (
    html
      .replace(/\u2060/g, '')
      .replace(/<(script|style|template)[^>]*>.*?<\/\1>/gs, ' ')
      .replace(/<!--.*?-->/gs, '')
      // A line-break opportunity (an email address's before its "@") is no space in the text.
      .replace(/<wbr\s*\/?>/g, '')
      // Nor is the no-wrap span that keeps a reference whole inside a sentence (KeepWhole).
      .replace(/<span class="nowrap">([^<]*)<\/span>/g, '$1')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** An attribute of one tag, entities decoded. */
export function attributeOf(tag: string, name: string): string | undefined {
  const value = new RegExp(`\\s${escapeRegExp(name)}="([^"]*)"`).exec(tag)?.[1];
  return value === undefined ? undefined : decodeEntities(value);
}

/** Each link's href and visible text (for pages that put no aria-label on their links). */
export const linksOf = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gs)].map((m) => ({
    href: m[1]!.replace(/&amp;/g, '&'),
    text: textOf(m[2]!),
  }));

export const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
export const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
export const h1Of = (html: string) => textOf(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '');

/** The text of each cohort card on a kids page, in page order, as a visitor reads it (a `hidden` line left out). */
export const cohortCardsOf = (html: string) =>
  [...html.matchAll(/<article class="card cohort-card".*?<\/article>/gs)].map((m) =>
    textOf(m[0].replace(/<(\w+)\b[^>]*\shidden=""[^>]*>.*?<\/\1>/gs, '')),
  );

/** The seats badge of the card whose text contains `name`: '5 seats left', 'SOLD OUT', or undefined. */
export const seatsBadgeOf = (html: string, name: string) =>
  /\d+ seats? left|SOLD OUT/.exec(cohortCardsOf(html).find((card) => card.includes(name)) ?? '')?.[0];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The opening tag of each form control named `name` (input, select, textarea), in page order. */
export const controlsNamed = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`<(?:input|select|textarea)\\b[^>]*\\bname="${escapeRegExp(name)}"[^>]*>`, 'g'))].map((m) => m[0]);

/** Whether the checkbox or radio button `name` with `value` is ticked. */
export const isChecked = (html: string, name: string, value: string) =>
  controlsNamed(html, name).some((tag) => tag.includes(` value="${value}"`) && tag.includes(' checked=""'));

/** What a visitor sees in a field: an input's value, a textarea's text, or a select's chosen option's value. */
export function fieldValueOf(html: string, name: string): string | undefined {
  const n = escapeRegExp(name);
  const select = new RegExp(`<select\\b[^>]*\\bname="${n}"[^>]*>(.*?)</select>`, 's').exec(html);
  if (select) return /<option value="([^"]*)" selected=""/.exec(select[1] ?? '')?.[1] ?? '';
  const textarea = new RegExp(`<textarea\\b[^>]*\\bname="${n}"[^>]*>(.*?)</textarea>`, 's').exec(html);
  if (textarea) return decodeEntities(textarea[1] ?? '').replace(/^\n/, '');
  const input = controlsNamed(html, name).find((tag) => !tag.includes('type="hidden"'));
  return input === undefined ? undefined : (/ value="([^"]*)"/.exec(input)?.[1] ?? '');
}

const smallWords = /^(a|an|the|and|or|for|in|to|of|by|on|at|with|from|as)$/;

/**
 * The words a title-case label leaves small that should not be: any but the short words
 * between ("Switch to Other Dates"). Empty for a label in title case.
 */
export const uncapitalisedWordsOf = (label: string) =>
  label
    .split(/\s+/)
    // A host name is written as it is ("Import from blog.example.org", the spec's).
    .filter((word) => !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(word))
    .filter((word, index) => /^\p{Ll}/u.test(word) && (index === 0 || !smallWords.test(word)));

/**
 * The labels of a page's buttons (`.btn` links and every button with words), as a reader sees
 * them: not a busy label waiting beside one, nor words only a screen reader hears.
 */
export const buttonLabelsOf = (html: string) =>
  [...html.matchAll(/<(a|button)\b([^>]*)>(.*?)<\/\1>/gs)]
    .filter(([, tag, attributes]) => tag === 'button' || /class="[^"]*\bbtn\b/.test(attributes!))
    .map(([, , , inner]) =>
      textOf(
        inner!
          .replace(/<span class="busy-button__busy">.*?<\/span>\s*<\/span>/gs, '')
          .replace(/<span class="(?:busy-label|visually-hidden)[^"]*"[^>]*>.*?<\/span>/gs, ''),
      ),
    )
    .filter(Boolean);
