import type { LineNumber } from '../../content/manipulativeTypes.ts';
import { gcd } from './arithmetic.ts';

/** A fraction as written, the sign on the numerator and the denominator positive (not yet in lowest terms). */
type Fraction = { numerator: number; denominator: number };

/** Read a line number; NaN parts for text that is not numerator/denominator of whole numbers (the content tests catch it). */
export function parseLineNumber(value: LineNumber): Fraction {
  if (typeof value === 'number') return Number.isInteger(value) ? { numerator: value, denominator: 1 } : { numerator: Number.NaN, denominator: 1 };
  const [top = '', bottom = ''] = value.split('/');
  const numerator = Number(top);
  const denominator = Number(bottom);
  if (!Number.isInteger(numerator) || !Number.isInteger(denominator) || denominator === 0) return { numerator: Number.NaN, denominator: 1 };
  return denominator < 0 ? { numerator: -numerator, denominator: -denominator } : { numerator, denominator };
}

/**
 * How many parts a whole has on a line of this step: the step's denominator in lowest terms (4 for '1/4'
 * and for '3/4', 1 for a line of whole numbers). Every number of the line is a whole count of these parts.
 */
export function partsPerWhole(step: LineNumber): number {
  const { numerator, denominator } = parseLineNumber(step);
  return Number.isNaN(numerator) ? 1 : denominator / gcd(numerator, denominator);
}

/**
 * A number counted in parts of 1/`unit` ('-3/4' is −3 quarters): whole when the number stands on such a
 * part, and then exact, as the sum of integers is. Not whole (or NaN) when it does not.
 */
export function toParts(value: LineNumber, unit: number): number {
  const { numerator, denominator } = parseLineNumber(value);
  return (numerator * unit) / denominator;
}

/** A count of parts as a signed fraction in lowest terms: −6 quarters → sign −1, 3/2. */
export function lowestTerms(parts: number, unit: number): { sign: -1 | 0 | 1; numerator: number; denominator: number } {
  const divisor = gcd(parts, unit) || 1;
  const sign = parts === 0 ? 0 : parts < 0 ? -1 : 1;
  return { sign, numerator: Math.abs(parts) / divisor, denominator: unit / divisor };
}

/** Whether fractions of this many parts to a whole have a decimal that ends (halves, quarters, fifths, tenths…). */
export function endsAsDecimal(unit: number): boolean {
  let rest = unit;
  for (const factor of [2, 5]) while (rest % factor === 0) rest /= factor;
  return rest === 1;
}

// The minus sign (U+2212), not the hyphen Intl writes, as printed maths does.
const MINUS = '−';
/**
 * A whole number's digits in threes apart, as the maths texts and textbooks write them ("3 700", "12 500"),
 * not with tr-TR's dot ("3.700"), so the line says what the task beside it says; the space does not break.
 */
const grouped = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');

/**
 * A line number as the child reads it: a whole number ("−12", "1 000"), a fraction in lowest terms ("−3/4",
 * "7/4") or, when `style` is decimal and the decimal ends, a decimal with a comma ("−0,75"), worked out
 * in whole numbers so that no float rounding shows.
 */
export function formatLineNumber(parts: number, unit: number, style: 'fraction' | 'decimal' = 'fraction'): string {
  const { sign, numerator, denominator } = lowestTerms(parts, unit);
  const minus = sign < 0 ? MINUS : '';
  if (denominator === 1) return `${minus}${grouped(numerator)}`;
  if (style === 'fraction' || !endsAsDecimal(denominator)) return `${minus}${numerator}/${denominator}`;
  let places = 0;
  let scale = 1;
  while (scale % denominator !== 0) {
    places += 1;
    scale *= 10;
  }
  const digits = numerator * (scale / denominator);
  const fraction = String(digits % scale).padStart(places, '0');
  return `${minus}${grouped(Math.floor(digits / scale))},${fraction}`;
}
