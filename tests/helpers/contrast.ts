/**
 * WCAG contrast between two CSS colours as the browser computes them ('rgb(r, g, b)' or
 * 'rgba(...)'; an alpha is ignored: callers pass opaque colours).
 */
const channels = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);

const luminance = (css: string) =>
  channels(css)
    .map((v) => v / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
    .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);

export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}
