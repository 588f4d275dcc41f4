import { formatNumber } from '@/shared/i18n/format.ts';

/** "12,5" — Turkish decimal comma, at most one decimal. */
export const formatMeasure = (value: number): string => formatNumber(value, { maximumFractionDigits: 1 });
