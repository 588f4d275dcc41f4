import { describe, expect, it } from 'vitest';
import { formatFixed, formatSignificant, parseDecimal, roundSignificant, superscript } from './numberFormat.ts';

describe('formatSignificant', () => {
  it('uses Turkish separators', () => {
    expect(formatSignificant(1234.56)).toBe('1.234,56');
    expect(formatSignificant(5000)).toBe('5.000');
    expect(formatSignificant(1609.344)).toBe('1.609,344');
  });

  it('hides floating-point noise', () => {
    expect(formatSignificant(0.1 + 0.2)).toBe('0,3');
    expect(roundSignificant(0.1 + 0.2)).toBe(0.3);
  });

  it('switches to powers of ten for very large and very small values', () => {
    expect(formatSignificant(1.602176634e-19)).toBe('1,602176634 × 10⁻¹⁹');
    expect(formatSignificant(6.2415090744e18)).toBe('6,241509074 × 10¹⁸');
  });

  it('handles zero, negatives and non-numbers', () => {
    expect(formatSignificant(0)).toBe('0');
    expect(formatSignificant(-40)).toBe('-40');
    expect(formatSignificant(Number.NaN)).toBe('—');
  });
});

describe('formatFixed', () => {
  it('keeps the decimals and never shows minus zero', () => {
    expect(formatFixed(2.5, 2)).toBe('2,50');
    expect(formatFixed(-0.001, 2)).toBe('0,00');
    expect(formatFixed(-1.5, 1)).toBe('-1,5');
  });
});

describe('parseDecimal', () => {
  it('reads Turkish and international input', () => {
    expect(parseDecimal('1.234,56')).toBe(1234.56);
    expect(parseDecimal('0,5')).toBe(0.5);
    expect(parseDecimal('0.5')).toBe(0.5);
    expect(parseDecimal('1.234.567')).toBe(1234567);
    expect(parseDecimal(' -12 ')).toBe(-12);
    expect(parseDecimal('1e3')).toBe(1000);
  });

  it('rejects what is not a number', () => {
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('abc')).toBeNull();
    expect(parseDecimal('1,2,3')).toBeNull();
  });
});

describe('superscript', () => {
  it('writes exponents', () => {
    expect(superscript(-19)).toBe('⁻¹⁹');
    expect(superscript(2)).toBe('²');
  });
});
