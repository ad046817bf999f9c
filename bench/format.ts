/** Console formatting shared by the progress lines and the report. */

/** A number with thousands separators and a fixed number of decimals; 'n/a' when a figure is missing. */
export const fmt = (n: number, digits = 0) =>
  Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : 'n/a';

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** Aligned columns: the first left-aligned, the figures right-aligned. The first row is the header. */
export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows
    .map((row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '))
    .join('\n');
}
