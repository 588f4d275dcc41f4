import { describe, expect, it } from 'vitest';
import { keyedWords, longKey, longKeys, stem, terms, words } from './analyzer.ts';

describe('the Turkish analyser', () => {
  it('lower-cases the Turkish way and folds ç ğ ı ö ş ü, so missing diacritics still match', () => {
    expect(words('IŞIK ve Gölge')).toEqual(['isik', 've', 'golge']);
    expect(words('İSTİKLAL')).toEqual(['istiklal']);
    expect(terms('mıknatıs')).toEqual(terms('miknatis'));
    expect(terms('ÇEKÜL')).toEqual(terms('cekul'));
  });

  it('gives a word and its suffixed forms one key: gölge, gölgenin, gölgeler, gölgelerde', () => {
    const keys = ['gölge', 'gölgenin', 'gölgeler', 'gölgelerde'].map((word) => terms(word)[0]);
    expect(new Set(keys).size).toBe(1);
    expect(terms('mıknatıslar')).toEqual(terms('mıknatısın'));
  });

  it('drops question words and splits on apostrophes, so "Dünya’nın nedir" is about Dünya', () => {
    expect(terms('Dünya’nın şekli nedir?')).toEqual(terms('dünya şekli'));
    expect(stem('nasil')).toBeNull();
  });

  it('keeps numbers whole', () => {
    expect(terms('100 derece 25 kez')).toEqual(['100', 'derec', '25', 'kez']);
  });

  it('keeps a grade as teachers write it as one key: "5. sınıf", "5.sınıfta", "5 sınıf için"', () => {
    expect(terms('5. sınıf 100 derece')).toEqual(['5sinif', '100', 'derec']);
    expect(terms('5.sınıfta ışık')).toEqual(terms('5 sınıf ışık'));
    expect(terms('Sınıfta 24 öğrenci')).toEqual(['sinif', '24', 'ogren']);
  });

  it('keeps a word’s first six letters beside its key, which alone makes "yanardağ" (volcano) and "yanar" (burns) one word', () => {
    expect(terms('yanardağlar yanar')).toEqual(['yanar', 'yanar']);
    expect(keyedWords('Yanardağlar 5. sınıf').map(({ word }) => longKey(word))).toEqual(['yanard', null]);
    expect(longKey('yanar')).toBeNull();
    expect(longKey('12.700')).toBeNull();
    // Stop words have no key, so no long key either.
    expect([...longKeys('Yanarken nasıl ısınır acaba')]).toEqual(['yanark', 'isinir']);
  });
});
