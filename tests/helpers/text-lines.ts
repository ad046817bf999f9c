/**
 * Run in the page (`page.evaluate(valuesSplitAcrossLines)`): each date ('May 31, 2027'), time
 * with its zone ('7:48 PM PST'), number range ('6-8', '9AM-5PM') or reference ('VC-402430') in
 * the visible text that a line break splits. A reader met each of them broken in two.
 */
export const valuesSplitAcrossLines = () => {
  const months = 'January|February|March|April|May|June|July|August|September|October|November|December';
  const kept = new RegExp(
    `(?:${months})\\s\\d+(?:,\\s\\d{4})?|\\d{1,2}:\\d{2}\\s(?:AM|PM)\\s[A-Z]{3}|VC-\\d+|\\d+(?:AM|PM)?-\\u2060?\\d+`,
    'g',
  );
  const split: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.checkVisibility()) continue;
    for (const match of (node.textContent ?? '').matchAll(kept)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
      if (lines.size > 1) split.push(match[0]);
    }
  }
  return split;
};
