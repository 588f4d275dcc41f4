import { formatNumber } from '@/shared/i18n/format.ts';

const SUPERSCRIPT: Record<string, string> = {
  '-': '⁻',
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
};

/** Writes an integer as superscript digits, e.g. -19 → ⁻¹⁹. */
export const superscript = (value: number | string): string =>
  String(value)
    .split('')
    .map((char) => SUPERSCRIPT[char] ?? char)
    .join('');

/** Beyond these magnitudes plain digits stop being readable on a board. */
const SCIENTIFIC_ABOVE = 1e15;
const SCIENTIFIC_BELOW = 1e-6;

/**
 * Rounds away binary floating-point noise (0.1 + 0.2 → 0.3) by keeping
 * `digits` significant digits.
 */
export const roundSignificant = (value: number, digits = 10): number => {
  if (!Number.isFinite(value) || value === 0) return value === 0 ? 0 : value;
  return Number(value.toPrecision(digits));
};

/**
 * Turkish number text with at most `digits` significant digits:
 * 1234.56 → "1.234,56", 1.602176634e-19 → "1,602176634 × 10⁻¹⁹".
 */
export function formatSignificant(value: number, digits = 10): string {
  if (!Number.isFinite(value)) return '—';
  const rounded = roundSignificant(value, digits);
  if (rounded === 0) return '0';
  const magnitude = Math.abs(rounded);
  if (magnitude >= SCIENTIFIC_ABOVE || magnitude < SCIENTIFIC_BELOW) {
    const [mantissa = '0', exponent = '0'] = rounded.toExponential(digits - 1).split('e');
    const mantissaText = formatNumber(Number(mantissa), { maximumSignificantDigits: digits });
    return `${mantissaText} × 10${superscript(Number(exponent))}`;
  }
  return formatNumber(rounded, { maximumSignificantDigits: digits });
}

/** Turkish number text with a fixed number of decimals (readouts that should not jump in width). */
export function formatFixed(value: number, fractionDigits: number): string {
  if (!Number.isFinite(value)) return '—';
  const text = formatNumber(value, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
  // -0,00 reads as a mistake on a classroom screen.
  return /^-[0.,]+$/.test(text) ? text.slice(1) : text;
}

/**
 * Reads a number typed the Turkish way ("1.234,56", "0,5") or the
 * international way ("0.5", "1e3"). Returns null when it is not a number.
 */
export function parseDecimal(text: string): number | null {
  const compact = text.replace(/[\s\u00a0']/g, '').replace(/−/g, '-');
  if (compact === '') return null;
  let normalised: string;
  if (compact.includes(',')) {
    normalised = compact.replace(/\./g, '').replace(',', '.');
  } else if (/^-?\d{1,3}(\.\d{3}){2,}$/.test(compact)) {
    // Two or more dot groups can only be thousands separators (1.234.567).
    normalised = compact.replace(/\./g, '');
  } else {
    normalised = compact;
  }
  if (!/^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(normalised)) return null;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}
