import { describe, expect, it } from 'vitest';
import { foldTurkish, toLowerTr, toUpperTr } from './text.ts';

describe('foldTurkish', () => {
  it('matches plain Latin typing to Turkish letters', () => {
    expect(foldTurkish('Atatürk')).toBe(foldTurkish('ataturk'));
    expect(foldTurkish('Çağlayan Şehit Öğretmen Ülkü')).toBe('caglayan sehit ogretmen ulku');
  });

  it('folds the dotted and dotless i with Turkish rules', () => {
    expect(foldTurkish('İSTİKLAL')).toBe('istiklal');
    expect(foldTurkish('ISPARTA')).toBe('isparta');
    expect(foldTurkish('Işık')).toBe('isik');
    expect(foldTurkish('İSTİKLAL')).toBe(foldTurkish('istiklal'));
  });

  it('maps every Turkish letter in both cases', () => {
    expect(foldTurkish('çğıöşü')).toBe('cgiosu');
    expect(foldTurkish('ÇĞIÖŞÜ')).toBe('cgiosu');
  });

  it('drops circumflexes and squeezes white space', () => {
    expect(foldTurkish('  Kâzım   Karabekir\tOrtaokulu ')).toBe('kazim karabekir ortaokulu');
    expect(foldTurkish('')).toBe('');
  });

  it('leaves digits and punctuation alone', () => {
    expect(foldTurkish('5. Sınıf (A)')).toBe('5. sinif (a)');
  });
});

describe('Turkish casing', () => {
  it('uses the dotted and dotless i', () => {
    expect(toUpperTr('istiklal')).toBe('İSTİKLAL');
    expect(toLowerTr('IŞIK')).toBe('ışık');
  });
});
