import { describe, expect, it } from 'vitest';
import { endsAsDecimal, formatLineNumber, lowestTerms, parseLineNumber, partsPerWhole, toParts } from './lineNumber.ts';

describe('line numbers', () => {
  it('reads whole numbers and fractions, the sign on the numerator', () => {
    expect(parseLineNumber(3)).toEqual({ numerator: 3, denominator: 1 });
    expect(parseLineNumber('-3/4')).toEqual({ numerator: -3, denominator: 4 });
    expect(parseLineNumber('3/-4')).toEqual({ numerator: -3, denominator: 4 });
    expect(parseLineNumber('1.5/2').numerator).toBeNaN();
    expect(parseLineNumber('3/0').numerator).toBeNaN();
    expect(parseLineNumber(0.25).numerator).toBeNaN();
  });

  it('counts numbers in the parts of a line, exactly', () => {
    expect(partsPerWhole('1/4')).toBe(4);
    expect(partsPerWhole('2/4')).toBe(2);
    expect(partsPerWhole('3/4')).toBe(4);
    expect(partsPerWhole(10)).toBe(1);
    expect(toParts('-3/4', 4)).toBe(-3);
    expect(toParts('-1/2', 4)).toBe(-2);
    expect(toParts(2, 4)).toBe(8);
    expect(Number.isInteger(toParts('1/3', 4))).toBe(false);
    // 0.1 + 0.2 as tenths: 1 + 2 parts, exactly 3/10.
    const sum = toParts('1/10', 10) + toParts('2/10', 10);
    expect(sum).toBe(3);
    expect(formatLineNumber(sum, 10, 'decimal')).toBe('0,3');
  });

  it('writes a number in lowest terms, with the minus sign', () => {
    expect(lowestTerms(-6, 4)).toEqual({ sign: -1, numerator: 3, denominator: 2 });
    expect(lowestTerms(0, 4)).toEqual({ sign: 0, numerator: 0, denominator: 1 });
    expect(formatLineNumber(-3, 4)).toBe('−3/4');
    expect(formatLineNumber(7, 4)).toBe('7/4');
    expect(formatLineNumber(-8, 4)).toBe('−2');
    expect(formatLineNumber(0, 4)).toBe('0');
    expect(formatLineNumber(-12, 1)).toBe('−12');
    expect(formatLineNumber(10000, 1)).toBe('10\u00a0000');
    expect(formatLineNumber(-3700, 1)).toBe('−3\u00a0700');
    expect(formatLineNumber(12345, 10, 'decimal')).toBe('1\u00a0234,5');
  });

  it('writes decimals with a comma when they end', () => {
    expect(formatLineNumber(-3, 4, 'decimal')).toBe('−0,75');
    expect(formatLineNumber(5, 4, 'decimal')).toBe('1,25');
    expect(formatLineNumber(1, 8, 'decimal')).toBe('0,125');
    expect(formatLineNumber(-6, 4, 'decimal')).toBe('−1,5');
    expect(formatLineNumber(7, 20, 'decimal')).toBe('0,35');
    expect(formatLineNumber(1, 3, 'decimal')).toBe('1/3');
    expect(endsAsDecimal(40)).toBe(true);
    expect(endsAsDecimal(12)).toBe(false);
  });
});
