import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@/shared/i18n/i18n.ts';
import { ContentPicker } from './ContentPicker.tsx';

// The library's chunk fails once (the catalogue's retries spent), then loads.
const library = vi.hoisted(() => ({ fail: true }));
vi.mock(import('@/features/experiments'), async (importOriginal) => {
  const actual = await importOriginal();
  return {
    ...actual,
    loadAssignableExperiments: () =>
      library.fail ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : actual.loadAssignableExperiments(),
  };
});

describe('ContentPicker', () => {
  it('says the contents could not load and loads them again on "Tekrar dene"', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <ContentPicker value={{ kind: 'experiment', ref: null, part: null }} onChange={() => undefined} allowFree allowPart />
      </I18nProvider>,
    );
    const retry = await screen.findByRole('button', { name: 'Tekrar dene' });
    expect(screen.getByText('Yüklenemedi')).toBeTruthy();
    library.fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('combobox', { name: 'Deney' })).toBeTruthy();
    expect(screen.queryByText('Yüklenemedi')).toBeNull();
  });

  it('groups a grade’s items by strand, so a teacher finds a maths activity among the experiments', async () => {
    library.fail = false;
    render(
      <I18nProvider i18n={i18n}>
        <ContentPicker value={{ kind: 'experiment', ref: null, part: null }} onChange={() => undefined} allowFree allowPart />
      </I18nProvider>,
    );
    const select = await screen.findByRole('combobox', { name: 'Deney' });
    const groups = [...select.querySelectorAll('optgroup')].map((group) => group.label);
    expect(groups).toContain('5. sınıf · Fen Bilimleri');
    expect(groups).toContain('5. sınıf · Matematik');
    expect(groups).toContain('5. sınıf · Kodlama');
    expect(groups.indexOf('5. sınıf · Fen Bilimleri')).toBeLessThan(groups.indexOf('5. sınıf · Matematik'));
    expect(groups.indexOf('5. sınıf · Kodlama')).toBeLessThan(groups.indexOf('6. sınıf · Fen Bilimleri'));
    const maths5 = select.querySelector('optgroup[label="5. sınıf · Matematik"]');
    expect(maths5?.textContent).toContain('Aynı Büyüklük, Farklı Kesir');
  });
});
