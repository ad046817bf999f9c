/**
 * The logo mark, as data: one source for the header's and footer's inline mark, the
 * favicon (public/favicon.svg) and the share image (public/images/share.png), which
 * `npm run brand` writes from it (tests/api/brand.test.ts checks they agree). A "V" drawn
 * as one stroke with a spark leaving its right arm: vibe coding, a person and an AI.
 */
export const brandMark = {
  viewBox: '0 0 64 64',
  radius: 16,
  gradient: ['#7c3aed', '#0891b2'] as const,
  stroke: 'M17 21 L31 46 L45 21',
  strokeWidth: 7,
  spark: 'M50 6 L52.2 12.3 L58.5 14.5 L52.2 16.7 L50 23 L47.8 16.7 L41.5 14.5 L47.8 12.3 Z',
  sparkColor: '#fde68a',
};

/** The mark as a standalone SVG document (the favicon, and the share image's source). */
export function brandMarkSvg(id = 'brand-gradient'): string {
  const { viewBox, radius, gradient, stroke, strokeWidth, spark, sparkColor } = brandMark;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">`,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${gradient[0]}"/><stop offset="1" stop-color="${gradient[1]}"/></linearGradient></defs>`,
    `<rect width="64" height="64" rx="${radius}" fill="url(#${id})"/>`,
    `<path d="${stroke}" fill="none" stroke="#ffffff" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="${spark}" fill="${sparkColor}"/>`,
    '</svg>',
  ].join('');
}
