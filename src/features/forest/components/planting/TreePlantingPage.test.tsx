import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { plantingProgrammes } from '../../content/planting.ts';
import { TreePlantingPage } from './TreePlantingPage.tsx';

const renderPage = () =>
  render(
    <I18nProvider i18n={i18n}>
      <TreePlantingPage />
    </I18nProvider>,
  );

const section = (name: string) => {
  const container = screen.getByRole('heading', { level: 2, name }).closest('section');
  if (!container) throw new Error(`No section for ${name}`);
  return container;
};

const details = () => within(section('Sen de katıl: fidan dikim programları')).getByRole('article');

describe('TreePlantingPage', () => {
  it('explains why trees matter: six benefits, four fun facts, the three tips', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Fidan Dikimi']);
    expect(within(section('Ağaçlar bize neler verir?')).getAllByRole('listitem')).toHaveLength(6);
    expect(within(section('Biliyor musun?')).getAllByRole('listitem')).toHaveLength(4);
    const tips = section('Fidan dikerken').textContent ?? '';
    expect(tips).toContain('ilkbaharda (Mart–Mayıs) ya da sonbaharda (Ekim–Kasım)');
    expect(tips).toContain('Güneşli ama rüzgârdan korunan, suya yakın bir yer seç.');
    expect(tips).toContain('İlk yıl fidanını düzenli ve bol sula');
  });

  it('chooses the national campaign by default and links to it safely', () => {
    renderPage();
    const group = screen.getByRole('group', { name: 'Bir program seç' });
    expect(within(group).getAllByRole('radio')).toHaveLength(6);
    expect(within(group).getByRole('radio', { name: 'Milli Ağaçlandırma Günü' })).toHaveProperty('checked', true);
    expect(within(details()).getByRole('heading', { level: 2 }).textContent).toBe('Milli Ağaçlandırma Günü');
    expect(details().textContent).toContain('Her yıl 11 Kasım’da 81 ilin hepsinde');
    const more = within(details()).getByRole('link', { name: /^Daha fazla bilgi/ });
    expect(more.getAttribute('href')).toBe('https://www.ogm.gov.tr');
    expect(more.getAttribute('target')).toBe('_blank');
    expect(more.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows the memorial forest’s docs/behaviour.md#limits-and-constants cost when it is picked', () => {
    renderPage();
    fireEvent.click(screen.getByRole('radio', { name: 'Hatıra Ormanı' }));
    expect(screen.getByRole('radio', { name: 'Milli Ağaçlandırma Günü' })).toHaveProperty('checked', false);
    expect(within(details()).getByRole('heading', { level: 2 }).textContent).toBe('Hatıra Ormanı');
    expect(details().textContent).toContain('Fidan başına 95 TL, en az 2.000 fidan.');
  });

  it.each(plantingProgrammes.map((programme) => [programme.id, programme] as const))(
    '%s: every field is on screen, and no made-up phone or e-mail',
    (_id, programme) => {
      renderPage();
      fireEvent.click(screen.getByRole('radio', { name: i18n._(programme.name) }));
      const shown = details().textContent ?? '';
      for (const descriptor of [
        programme.organization,
        programme.description,
        programme.how_to_join,
        programme.season,
        programme.kidFriendlyDescription,
        ...programme.features,
        ...(programme.funActivity ? [programme.funActivity] : []),
      ]) {
        expect(shown).toContain(i18n._(descriptor));
      }
      expect(shown).toContain(new URL(programme.contact.website).hostname);
      expect(shown).toContain('web sitesinden ulaşabilirsiniz');
      expect(within(details()).queryByRole('link', { name: /^\+?\d/ })).toBeNull();
      expect(
        within(details())
          .getByRole('link', { name: /^Daha fazla bilgi/ })
          .getAttribute('href'),
      ).toBe(programme.contact.website);
    },
  );
});
