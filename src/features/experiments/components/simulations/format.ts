const oneDecimal = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 });

/** "12,5" — Turkish decimal comma, at most one decimal. */
export const formatMeasure = (value: number): string => oneDecimal.format(value);
