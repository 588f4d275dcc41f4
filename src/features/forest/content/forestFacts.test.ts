import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import type { MessageDescriptor } from '@lingui/core';
import { forestChallenges, forestConservation, forestFunFacts, forestStatistics } from './forestFacts.ts';

const text = (descriptor: MessageDescriptor) => i18n._(descriptor).trim();

describe('forest facts', () => {
  it('shows the docs/behaviour.md#limits-and-constants statistics exactly, written the Turkish way', () => {
    expect(forestStatistics.map((statistic) => [statistic.value, statistic.unit ? text(statistic.unit) : null, text(statistic.label)])).toEqual([
      ['22,9', 'milyon hektar', 'orman alanı'],
      ['%29,4', null, 'orman varlığı: ülkemizin ormanla kaplı kısmı'],
      ['3.000+', null, 'bitki türü'],
      ['120+', null, 'memeli türü'],
      ['40', null, 'milli park'],
    ]);
  });

  it('lists the five challenges and at least five ways to help', () => {
    expect(forestChallenges.map((challenge) => challenge.id)).toEqual(['fires', 'illegal-logging', 'pests', 'climate-change', 'litter']);
    expect(forestChallenges.map((challenge) => text(challenge.title))).toEqual(['Orman yangınları', 'Kaçak kesim', 'Zararlılar', 'İklim değişikliği', 'Çöp']);
    expect(forestConservation.length).toBeGreaterThanOrEqual(5);
    for (const item of [...forestChallenges, ...forestConservation]) {
      expect(text(item.title)).not.toBe('');
      expect(text(item.text)).not.toBe('');
      expect(item.icon.trim()).not.toBe('');
    }
  });

  it('gives the docs/behaviour.md#limits-and-constants fun facts: 20 kg of oxygen a day, over 300 animal species', () => {
    const facts = forestFunFacts.map((fact) => text(fact.text));
    expect(facts).toContain('Bir ağaç günde yaklaşık 20 kg oksijen üretebilir.');
    expect(facts).toContain('Ormanlarımız 300’den fazla hayvan türüne ev sahipliği yapar.');
    expect(forestFunFacts.length).toBeGreaterThanOrEqual(4);
  });
});
