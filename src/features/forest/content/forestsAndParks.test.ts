import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import type { MessageDescriptor } from '@lingui/core';
import { forestsAndParks, type ForestOrPark } from './forestsAndParks.ts';

const text = (descriptor: MessageDescriptor) => i18n._(descriptor).trim();

const SPEC_FIELDS: readonly (keyof ForestOrPark)[] = ['name', 'location', 'description', 'trees', 'biodiversity', 'specialFeature', 'emoji'];

describe('forests and parks', () => {
  it('are six real places', () => {
    expect(forestsAndParks.map((place) => [text(place.name), text(place.location)])).toEqual([
      ['Belgrad Ormanı', 'İstanbul (Sarıyer ve Eyüpsultan)'],
      ['Yedigöller Milli Parkı', 'Bolu'],
      ['Uludağ Milli Parkı', 'Bursa'],
      ['Köprülü Kanyon Milli Parkı', 'Antalya (Manavgat)'],
      ['Küre Dağları Milli Parkı', 'Kastamonu ve Bartın'],
      ['Kaçkar Dağları Milli Parkı', 'Rize (Çamlıhemşin)'],
    ]);
  });

  it.each(forestsAndParks.map((place) => [place.id, place] as const))(
    '%s has every docs/behaviour.md#data-kept-on-the-device field, none empty',
    (_id, place) => {
      for (const field of SPEC_FIELDS) expect(place[field], field).toBeDefined();
      for (const field of ['name', 'location', 'description', 'biodiversity', 'specialFeature'] as const) {
        expect(text(place[field]), field).not.toBe('');
      }
      expect(place.emoji.trim()).not.toBe('');
      expect(place.trees.length).toBeGreaterThanOrEqual(3);
      expect(place.trees.map(text)).not.toContain('');
    },
  );

  it('keeps Köprülü Kanyon’s cedars and cypresses', () => {
    const kanyon = forestsAndParks.find((place) => place.id === 'koprulu-kanyon');
    expect(kanyon?.trees.map(text)).toEqual(expect.arrayContaining(['Servi', 'Toros sediri']));
  });
});
