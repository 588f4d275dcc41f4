import { describe, expect, it } from 'vitest';
import { foldForSearch, htmlToText, readingMinutes, searchWords } from './text.ts';

describe('foldForSearch', () => {
  it('makes case and Turkish letters compare equal', () => {
    expect(foldForSearch('ÇĞIİÖŞÜ çğıiöşü')).toBe('cgiiosu cgiiosu');
    expect(foldForSearch('Öğretmen')).toBe(foldForSearch('OGRETMEN'));
    expect(foldForSearch('Yapay Zekâ')).toBe('yapay zeka');
  });
});

describe('searchWords', () => {
  it('keeps the first ten different folded words, so a query has at most ten LIKEs', () => {
    expect(searchWords('  Deney  deney DENEY kodlama ')).toEqual(['deney', 'kodlama']);
    const many = Array.from({ length: 998 }, (_, index) => `kelime${index}`).join(' ');
    expect(searchWords(many)).toEqual(Array.from({ length: 10 }, (_, index) => `kelime${index}`));
  });
});

describe('htmlToText and readingMinutes', () => {
  it('keep the words of the HTML only', () => {
    expect(htmlToText('<h2>Başlık</h2><p>Bir&nbsp;iki <strong>üç</strong></p>')).toBe('Başlık Bir iki üç');
  });

  it('count 200 words a minute, at least one', () => {
    expect(readingMinutes('<p>kısa</p>')).toBe(1);
    expect(readingMinutes(`<p>${'kelime '.repeat(401)}</p>`)).toBe(3);
  });
});
