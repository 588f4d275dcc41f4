import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import type { MessageDescriptor } from '@lingui/core';
import { contrastRatio } from './contrast.testUtils.ts';
import { DEFAULT_PROGRAMME, plantingFunFacts, plantingProgrammes, plantingTips, treeBenefits, type PlantingProgramme } from './planting.ts';

const text = (descriptor: MessageDescriptor) => i18n._(descriptor).trim();

const SPEC_FIELDS: readonly (keyof PlantingProgramme)[] = [
  'id',
  'name',
  'organization',
  'description',
  'type',
  'cost',
  'how_to_join',
  'contact',
  'features',
  'season',
  'icon',
  'color',
  'kidFriendlyDescription',
];

const programme = (id: string) => {
  const found = plantingProgrammes.find((candidate) => candidate.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('planting programmes', () => {
  it('are the six kinds of docs/behaviour.md#data-kept-on-the-device, the national campaign first and chosen by default', () => {
    expect(plantingProgrammes.map((item) => [item.id, text(item.name), text(item.organization)])).toEqual([
      ['national-campaign', 'Milli Ağaçlandırma Günü', 'Tarım ve Orman Bakanlığı, Orman Genel Müdürlüğü (OGM)'],
      ['memorial-forest', 'Hatıra Ormanı', 'Orman Genel Müdürlüğü ve hatıra ormanı kuran vakıflar'],
      ['online-donation', 'İnternetten Fidan Bağışı', 'TEMA Vakfı'],
      ['seven-tree-forest', '7 Ağaç Ormanları', 'ÇEKÜL Vakfı'],
      ['good-deed-sapling', '1 İyilik 1 Fidan', 'Türkiye Diyanet Vakfı (TDV)'],
      ['foundation-donation', 'Orman Vakfına Fidan Bağışı', 'Ege Orman Vakfı'],
    ]);
    expect(DEFAULT_PROGRAMME).toBe('national-campaign');
  });

  it.each(plantingProgrammes.map((item) => [item.id, item] as const))(
    '%s has every docs/behaviour.md#data-kept-on-the-device field, none empty',
    (_id, item) => {
      for (const field of SPEC_FIELDS) expect(item[field], field).toBeDefined();
      for (const field of ['name', 'organization', 'description', 'how_to_join', 'season', 'kidFriendlyDescription'] as const) {
        expect(text(item[field]), field).not.toBe('');
      }
      expect(['government', 'ngo', 'foundation']).toContain(item.type);
      expect(item.icon.trim()).not.toBe('');
      expect(item.features.length).toBeGreaterThanOrEqual(3);
      expect(item.features.map(text)).not.toContain('');
      expect(item.contact.website).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}$/);
      // No invented numbers or addresses: a contact is either the programme's own or absent (null, never '').
      expect(item.contact.phone).not.toBe('');
      expect(item.contact.email).not.toBe('');
      if (item.funActivity) expect(text(item.funActivity)).not.toBe('');
      // The accent is a border: at least 3:1 against the white panel (WCAG non-text contrast).
      expect(contrastRatio(item.color, '#ffffff')).toBeGreaterThanOrEqual(3);
    },
  );

  it('holds the docs/behaviour.md#limits-and-constants figures: 11 November in 81 provinces; 95 TL a sapling, at least 2,000 for a memorial forest', () => {
    const national = programme('national-campaign');
    expect(text(national.description)).toContain('Her yıl 11 Kasım’da 81 ilin hepsinde');
    expect(text(national.season)).toBe('Sonbahar: her yıl 11 Kasım');
    expect(national.cost).toEqual({ kind: 'free' });
    expect(national.type).toBe('government');
    expect(programme('memorial-forest').cost).toEqual({ kind: 'perSapling', amountTl: 95, minimumSaplings: 2000 });
    expect(programme('memorial-forest').features.map(text)).toContain('Bireysel hatıra ormanı için en az 2.000 fidan gerekir');
  });

  it('explains why trees matter with six benefits, four fun facts and the three planting tips', () => {
    expect(treeBenefits).toHaveLength(6);
    expect(plantingFunFacts).toHaveLength(4);
    expect([...treeBenefits.map((item) => text(item.text)), ...plantingFunFacts.map((fact) => text(fact.text))]).not.toContain('');
    expect(plantingTips.map((tip) => text(tip.text))).toEqual([
      'Fidanı ilkbaharda (Mart–Mayıs) ya da sonbaharda (Ekim–Kasım) dik.',
      'Güneşli ama rüzgârdan korunan, suya yakın bir yer seç.',
      'İlk yıl fidanını düzenli ve bol sula; kökleri yerleşsin.',
    ]);
  });
});
