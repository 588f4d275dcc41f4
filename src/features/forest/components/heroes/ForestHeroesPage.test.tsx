import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { organisations } from '../../content/organisations.ts';
import { ForestHeroesPage } from './ForestHeroesPage.tsx';

const renderPage = () =>
  render(
    <I18nProvider i18n={i18n}>
      <ForestHeroesPage />
    </I18nProvider>,
  );

const details = () => screen.getByRole('article');

describe('ForestHeroesPage', () => {
  it('has one h1 and a radio group of the six organisations, TEMA chosen', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Orman Kahramanları']);
    const group = screen.getByRole('group', { name: 'Bir kuruluş seç' });
    expect(within(group).getAllByRole('radio')).toHaveLength(6);
    for (const name of ['TEMA Vakfı', 'ÇEKÜL Vakfı', 'WWF-Türkiye', 'Ege Orman Vakfı', 'TÜRÇEK', 'Doğa Derneği']) {
      expect(within(group).getByRole('radio', { name })).toBeTruthy();
    }
    expect(screen.getByRole('radio', { name: 'TEMA Vakfı' })).toHaveProperty('checked', true);
    expect(within(details()).getByRole('heading', { level: 2 }).textContent).toBe('TEMA Vakfı');
    expect(within(details()).getByText('“Türkiye Çöl Olmasın!”')).toBeTruthy();
    expect(within(details()).getByText('Sloganı')).toBeTruthy();
  });

  it('shows the chosen organisation when another is picked, and only one is chosen', () => {
    renderPage();
    fireEvent.click(screen.getByRole('radio', { name: 'WWF-Türkiye' }));
    expect(screen.getByRole('radio', { name: 'WWF-Türkiye' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'TEMA Vakfı' })).toHaveProperty('checked', false);
    expect(within(details()).getByRole('heading', { level: 2 }).textContent).toBe('WWF-Türkiye');
    // WWF's line is its mission, so it is labelled as an aim, not a slogan.
    expect(within(details()).getByText('Amacı')).toBeTruthy();
    expect(within(details()).queryByText('Sloganı')).toBeNull();
  });

  it.each(organisations.map((organisation) => [organisation.id, organisation] as const))(
    '%s: every field is on screen and the website opens safely in a new tab',
    (_id, organisation) => {
      renderPage();
      const name = i18n._(organisation.name);
      fireEvent.click(screen.getByRole('radio', { name }));
      const panel = within(details());
      const shown = details().textContent ?? '';
      for (const descriptor of [
        organisation.kidFriendlyInfo,
        organisation.description,
        organisation.location,
        organisation.fullName,
        organisation.motto,
        organisation.funFact,
        ...organisation.achievements,
        ...organisation.specialProjects,
      ]) {
        expect(shown).toContain(i18n._(descriptor));
      }
      expect(panel.getByText(organisation.logo)).toBeTruthy();
      // A year is written without a thousands separator.
      expect(panel.getByText(String(organisation.established))).toBeTruthy();
      const link = panel.getByRole('link', { name: new RegExp(`${name} web sitesi`) });
      expect(link.getAttribute('href')).toBe(organisation.website);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    },
  );
});
