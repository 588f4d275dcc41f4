import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import type { MessageDescriptor } from '@lingui/core';
import { DEFAULT_SPECIES, treeSpecies, type TreeSpecies } from './species.ts';

const text = (descriptor: MessageDescriptor) => i18n._(descriptor).trim();

const SPEC_FIELDS: readonly (keyof TreeSpecies)[] = ['name', 'emoji', 'scientificName', 'description', 'where', 'features', 'uses', 'image'];

describe('tree species', () => {
  it('are the six of docs/behaviour.md#routes-and-guards, oak first and chosen by default', () => {
    expect(treeSpecies.map((species) => [species.id, text(species.name), species.scientificName])).toEqual([
      ['oak', 'Meşe', 'Quercus spp.'],
      ['pine', 'Kızılçam', 'Pinus brutia'],
      ['beech', 'Doğu kayını', 'Fagus orientalis'],
      ['chestnut', 'Kestane', 'Castanea sativa'],
      ['cedar', 'Toros sediri', 'Cedrus libani'],
      ['fir', 'Uludağ göknarı', 'Abies nordmanniana subsp. bornmuelleriana'],
    ]);
    expect(DEFAULT_SPECIES).toBe('oak');
  });

  it.each(treeSpecies.map((species) => [species.id, species] as const))(
    '%s has every docs/behaviour.md#data-kept-on-the-device field, none empty',
    (_id, species) => {
      for (const field of SPEC_FIELDS) expect(species[field], field).toBeDefined();
      for (const field of ['name', 'description', 'where', 'imageAlt'] as const) expect(text(species[field]), field).not.toBe('');
      expect(species.emoji.trim()).not.toBe('');
      expect(species.features.length).toBeGreaterThanOrEqual(3);
      expect(species.uses.length).toBeGreaterThanOrEqual(3);
      expect([...species.features, ...species.uses].map(text)).not.toContain('');
    },
  );

  it('draws each species as its own SVG picture, usable offline', () => {
    const pictures = treeSpecies.map((species) => species.image);
    expect(new Set(pictures).size).toBe(treeSpecies.length);
    for (const picture of pictures) {
      expect(picture.startsWith('data:image/svg+xml,')).toBe(true);
      const svg = decodeURIComponent(picture.slice('data:image/svg+xml,'.length));
      expect(new DOMParser().parseFromString(svg, 'image/svg+xml').querySelector('parsererror')).toBeNull();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
  });
});
