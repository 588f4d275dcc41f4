import { describe, expect, it } from 'vitest';
import { turkishTitleCase } from './turkishCase.ts';

describe('turkishTitleCase', () => {
  it.each([
    ['İSTANBUL', 'İstanbul'],
    ['ılgaz', 'Ilgaz'],
    ['ILGAZ', 'Ilgaz'],
    ['IŞIK', 'Işık'],
    ['işık', 'İşık'],
    ['i', 'İ'],
    ['İSMAİL', 'İsmail'],
    ['ÇİĞDEM', 'Çiğdem'],
    ['özgür', 'Özgür'],
    ['ŞÜKRÜ', 'Şükrü'],
  ])('%s → %s', (word, expected) => {
    expect(turkishTitleCase(word)).toBe(expected);
  });

  it('keeps a word typed in mixed case as it is', () => {
    expect(turkishTitleCase('McDonald')).toBe('McDonald');
    expect(turkishTitleCase('Ayşe')).toBe('Ayşe');
  });

  it('capitalises each part of a double-barrelled name but not a suffix after an apostrophe', () => {
    expect(turkishTitleCase('AYŞE-NUR')).toBe('Ayşe-Nur');
    expect(turkishTitleCase('ayşe-nur')).toBe('Ayşe-Nur');
    expect(turkishTitleCase("AYŞE'NİN")).toBe("Ayşe'nin");
  });
});
