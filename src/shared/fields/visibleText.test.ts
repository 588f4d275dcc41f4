import { describe, expect, it } from 'vitest';
import { isVisibleText } from './visibleText.ts';

describe('isVisibleText', () => {
  it('takes Turkish names, punctuation and emoji', () => {
    for (const text of ['Çiğdem Işık', "O'Neil-Şahin", '5-B Fen (2025/26)', 'Bilim 🔬', 'Ekip 👩‍🔬', 'Bayrak 🏳️‍🌈']) expect(isVisibleText(text)).toBe(true);
  });

  it('refuses bidi controls, zero-width and other format characters', () => {
    for (const hidden of [
      '\u202E',
      '\u202D',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200E',
      '\u200F',
      '\u061C',
      '\u200B',
      '\u200C',
      '\u2060',
      '\u00AD',
      '\uFEFF',
      '\u{E0041}',
    ]) {
      expect(isVisibleText(`A${hidden}B`)).toBe(false);
      expect(isVisibleText(`A${hidden}B`, { multiline: true })).toBe(false);
    }
  });

  it('refuses a zero-width joiner that joins no emoji', () => {
    expect(isVisibleText('A\u200DB')).toBe(false);
    expect(isVisibleText('🔬\u200DB')).toBe(false);
  });

  it('refuses controls, separators, blank fillers and lone surrogates', () => {
    for (const text of ['A\u0000B', 'A\u0007B', 'A\u007FB', 'A\u0085B', 'A\u2028B', 'A\u2029B', 'A\u3164B', 'A\u115FB', 'A\uD800B', 'A\uDC00']) {
      expect(isVisibleText(text)).toBe(false);
    }
  });

  it('lets line breaks and tabs through only in text of several lines', () => {
    expect(isVisibleText('bir\nsatır\r\niki\tsütun')).toBe(false);
    expect(isVisibleText('bir\nsatır\r\niki\tsütun', { multiline: true })).toBe(true);
    expect(isVisibleText('bir\nsatır\u202E', { multiline: true })).toBe(false);
  });
});
