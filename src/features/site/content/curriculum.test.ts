import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { contentKinds } from './contentKinds.ts';
import { learningTracks, scienceGrades } from './curriculum.ts';

const unitNames = (grade: number) => (scienceGrades.find((entry) => entry.grade === grade)?.units ?? []).map((unit) => i18n._(unit));

describe('scienceGrades', () => {
  it('lists grades 3 to 8 once each, in order', () => {
    expect(scienceGrades.map((entry) => entry.grade)).toEqual([3, 4, 5, 6, 7, 8]);
  });

  it('gives every grade its seven units, without duplicates', () => {
    for (const { grade } of scienceGrades) {
      const names = unitNames(grade);
      expect(names, `grade ${grade}`).toHaveLength(7);
      expect(new Set(names).size, `grade ${grade}`).toBe(names.length);
      for (const name of names) expect(name.trim(), `grade ${grade}`).not.toBe('');
    }
  });

  it('uses the MEB unit names for grade 3', () => {
    expect(unitNames(3)).toEqual([
      'Gezegenimizi Tanıyalım',
      'Beş Duyumuz',
      'Kuvveti Tanıyalım',
      'Maddeyi Tanıyalım',
      'Çevremizdeki Işık ve Sesler',
      'Canlılar Dünyasına Yolculuk',
      'Elektrikli Araçlar',
    ]);
  });
});

describe('learningTracks', () => {
  it('covers mathematics, coding and robotics, each with topics', () => {
    expect(learningTracks.map((track) => track.id)).toEqual(['mathematics', 'coding', 'robotics']);
    for (const track of learningTracks) expect(track.topics.length, track.id).toBeGreaterThanOrEqual(3);
  });
});

describe('contentKinds', () => {
  it('lists the six kinds of content of every experiment (docs/behaviour.md#what-the-product-offers)', () => {
    expect(contentKinds.map((kind) => kind.id)).toEqual([
      'topic-review',
      'experiment-procedure',
      'sample-questions',
      'interactive-activity',
      'documents',
      'story',
    ]);
    expect(contentKinds.map((kind) => i18n._(kind.title))).toEqual([
      'Konu Anlatımı',
      'Deney Yapılışı',
      'Örnek Sorular',
      'Etkileşimli Etkinlik',
      'Dokümanlar',
      'Hikâye',
    ]);
  });
});
