import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { forestsAndParks } from '../../content/forestsAndParks.ts';
import { treeSpecies } from '../../content/species.ts';
import { TurkeyForestsPage } from './TurkeyForestsPage.tsx';

const renderPage = () =>
  render(
    <I18nProvider i18n={i18n}>
      <TurkeyForestsPage />
    </I18nProvider>,
  );

const section = (name: string) => {
  const heading = screen.getByRole('heading', { level: 2, name });
  const container = heading.closest('section');
  if (!container) throw new Error(`No section for ${name}`);
  return container;
};

describe('TurkeyForestsPage', () => {
  it('has one h1 and shows the docs/behaviour.md#limits-and-constants statistics the Turkish way', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Türkiye’nin Ormanları']);
    const stats = screen.getByRole('list', { name: 'Rakamlarla Türkiye ormanları' }).textContent ?? '';
    for (const figure of ['22,9 milyon hektar', '%29,4', '3.000+', '120+', '40']) expect(stats).toContain(figure);
  });

  it('picks the oak by default and shows another species when chosen', () => {
    renderPage();
    const group = screen.getByRole('group', { name: 'Bir ağaç seç' });
    expect(within(group).getAllByRole('radio')).toHaveLength(6);
    expect(within(group).getByRole('radio', { name: 'Meşe' })).toHaveProperty('checked', true);
    const details = () => within(section('Ormanlarımızın ağaçları')).getByRole('article');
    expect(within(details()).getByRole('heading', { level: 2 }).textContent).toContain('Meşe');
    expect(details().querySelector('i[lang="la"]')?.textContent).toBe('Quercus spp.');

    fireEvent.click(within(group).getByRole('radio', { name: 'Kızılçam' }));
    expect(within(group).getByRole('radio', { name: 'Meşe' })).toHaveProperty('checked', false);
    expect(within(details()).getByRole('heading', { level: 2 }).textContent).toContain('Kızılçam');
    expect(details().querySelector('i[lang="la"]')?.textContent).toBe('Pinus brutia');
  });

  it.each(treeSpecies.map((species) => [species.id, species] as const))('%s: every field is on screen', (_id, species) => {
    renderPage();
    fireEvent.click(screen.getByRole('radio', { name: i18n._(species.name) }));
    const details = within(section('Ormanlarımızın ağaçları')).getByRole('article');
    const shown = details.textContent ?? '';
    for (const descriptor of [species.description, species.where, ...species.features, ...species.uses]) {
      expect(shown).toContain(i18n._(descriptor));
    }
    expect(shown).toContain(species.scientificName);
    expect(
      within(details)
        .getByRole('img', { name: i18n._(species.imageAlt) })
        .getAttribute('src'),
    ).toBe(species.image);
  });

  it('falls back to the emoji when the picture cannot be shown (docs/behaviour.md#errors)', () => {
    renderPage();
    const details = within(section('Ormanlarımızın ağaçları')).getByRole('article');
    const picture = within(details).getByRole('img', { name: /meşe ağacı çizimi/ });
    fireEvent.error(picture);
    const fallback = within(details).getByRole('img', { name: /meşe ağacı çizimi/ });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback.textContent).toBe('🌳');
  });

  it('lists the six forests and parks with every field', () => {
    renderPage();
    const items = within(section('Ormanlar ve milli parklar')).getAllByRole('listitem');
    expect(items).toHaveLength(forestsAndParks.length);
    forestsAndParks.forEach((place, index) => {
      const shown = items[index]?.textContent ?? '';
      for (const descriptor of [place.name, place.location, place.description, place.biodiversity, place.specialFeature, ...place.trees]) {
        expect(shown).toContain(i18n._(descriptor));
      }
      expect(shown).toContain(place.emoji);
    });
  });

  it('lists the challenges, the ways to help and the fun facts', () => {
    renderPage();
    const challenges = section('Ormanlarımızı neler tehdit ediyor?').textContent ?? '';
    for (const title of ['Orman yangınları', 'Kaçak kesim', 'Zararlılar', 'İklim değişikliği', 'Çöp']) expect(challenges).toContain(title);
    expect(within(section('Ormanları nasıl koruruz?')).getAllByRole('listitem').length).toBeGreaterThanOrEqual(5);
    const facts = section('Biliyor musun?').textContent ?? '';
    expect(facts).toContain('Bir ağaç günde yaklaşık 20 kg oksijen üretebilir.');
    expect(facts).toContain('300’den fazla hayvan türüne');
  });
});
