import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import type { MessageDescriptor } from '@lingui/core';
import { DEFAULT_ORGANISATION, organisations, type Organisation } from './organisations.ts';
import { contrastRatio } from './contrast.testUtils.ts';

const text = (descriptor: MessageDescriptor) => i18n._(descriptor).trim();

const SPEC_FIELDS: readonly (keyof Organisation)[] = [
  'id',
  'name',
  'logo',
  'established',
  'motto',
  'description',
  'achievements',
  'specialProjects',
  'kidFriendlyInfo',
  'website',
  'color',
  'bgColor',
  'funFact',
  'location',
];

describe('protection organisations', () => {
  it('are the six of docs/behaviour.md#routes-and-guards, TEMA first and chosen by default', () => {
    expect(organisations.map((organisation) => organisation.id)).toEqual(['tema', 'cekul', 'wwf', 'ege-orman', 'turcek', 'doga']);
    expect(DEFAULT_ORGANISATION).toBe('tema');
  });

  it('carry the founding years and real web addresses of the organisations', () => {
    expect(organisations.map((organisation) => [organisation.id, organisation.established, new URL(organisation.website).hostname])).toEqual([
      ['tema', 1992, 'www.tema.org.tr'],
      ['cekul', 1990, 'www.cekulvakfi.org.tr'],
      ['wwf', 1996, 'www.wwf.org.tr'],
      ['ege-orman', 1995, 'www.egeorman.org.tr'],
      ['turcek', 1972, 'www.turcek.org.tr'],
      ['doga', 2002, 'dogadernegi.org'],
    ]);
    for (const organisation of organisations) expect(organisation.website).toMatch(/^https:\/\//);
  });

  it('name the founders the brief gives', () => {
    const about = (id: string) => {
      const organisation = organisations.find((candidate) => candidate.id === id);
      return organisation ? [organisation.description, organisation.funFact].map(text).join(' ') : '';
    };
    expect(about('tema')).toContain('Hayrettin Karaca');
    expect(about('tema')).toContain('Nihat Gökyiğit');
    expect(about('cekul')).toContain('Metin Sözen');
    expect(about('wwf')).toContain('1961');
    expect(about('ege-orman')).toContain('İzmir');
  });

  it.each(organisations.map((organisation) => [organisation.id, organisation] as const))(
    '%s has every docs/behaviour.md#data-kept-on-the-device field, none empty',
    (_id, organisation) => {
      for (const field of SPEC_FIELDS) expect(organisation[field], field).toBeDefined();
      for (const field of ['name', 'fullName', 'motto', 'description', 'kidFriendlyInfo', 'funFact', 'location'] as const) {
        expect(text(organisation[field]), field).not.toBe('');
      }
      expect(organisation.logo.trim()).not.toBe('');
      expect(organisation.achievements.length).toBeGreaterThanOrEqual(2);
      expect(organisation.specialProjects.length).toBeGreaterThanOrEqual(2);
      expect([...organisation.achievements, ...organisation.specialProjects].map(text)).not.toContain('');
      expect(['slogan', 'aim']).toContain(organisation.mottoKind);
    },
  );

  it('have accent colours that read as text on their own tint (WCAG AA)', () => {
    for (const organisation of organisations) {
      expect(contrastRatio(organisation.color, organisation.bgColor), organisation.id).toBeGreaterThanOrEqual(4.5);
      // The theme's body text colour (vars.color.text) on the panel tint.
      expect(contrastRatio('#1b2a22', organisation.bgColor), organisation.id).toBeGreaterThanOrEqual(4.5);
    }
  });
});
