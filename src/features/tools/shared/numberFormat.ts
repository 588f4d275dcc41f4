const formatters = new Map<number, Intl.NumberFormat>();

/** A number in Turkish notation (1.234,5) with at most `digits` decimals. */
export function formatNumber(value: number, digits = 1): string {
  let formatter = formatters.get(digits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: digits });
    formatters.set(digits, formatter);
  }
  // Avoid "-0" for tiny negatives that round to zero.
  const rounded = Number(value.toFixed(digits));
  return formatter.format(rounded === 0 ? 0 : rounded);
}

/** "%57" – Turkish puts the percent sign first. */
export const formatPercent = (fraction: number): string =>
  new Intl.NumberFormat('tr-TR', { style: 'percent', maximumFractionDigits: 0 }).format(fraction);
