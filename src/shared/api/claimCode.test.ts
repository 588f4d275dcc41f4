import { describe, expect, it } from 'vitest';
import { formatClaimCode, isClaimCodeShape, normaliseClaimCode } from './classroom.ts';

describe('normaliseClaimCode', () => {
  it('drops the separators a child may copy from the card and capitalises', () => {
    expect(normaliseClaimCode(' abcd-efgh ')).toBe('ABCDEFGH');
    expect(normaliseClaimCode('abcd efgh')).toBe('ABCDEFGH');
    expect(normaliseClaimCode('ABCD–EFGH')).toBe('ABCDEFGH');
  });

  it('capitalises by Turkish rules, so i and ı stay apart (and neither is in a code)', () => {
    expect(normaliseClaimCode('abci')).toBe('ABCİ');
    expect(normaliseClaimCode('abcı')).toBe('ABCI');
    expect(isClaimCodeShape(normaliseClaimCode('abcdefgi'))).toBe(false);
  });
});

describe('isClaimCodeShape', () => {
  it('wants eight letters of the join-code alphabet', () => {
    expect(isClaimCodeShape('ABCD2345')).toBe(true);
    expect(isClaimCodeShape('ABCD234')).toBe(false);
    expect(isClaimCodeShape('ABCD2340')).toBe(false);
    expect(isClaimCodeShape('ABCDO345')).toBe(false);
  });
});

describe('formatClaimCode', () => {
  it('prints the code in two groups of four', () => {
    expect(formatClaimCode('ABCD2345')).toBe('ABCD-2345');
    expect(formatClaimCode('abcd-2345')).toBe('ABCD-2345');
  });
});
