import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { screen } from '@testing-library/react';
import type { ChartSpec } from '../../content/manipulativeTypes.ts';
import ChartManipulative from './ChartManipulative.tsx';
import { press, pressTimes, renderWithI18n, tabTo, verdictText } from './keyboardTestKit.tsx';

const grouped: ChartSpec = {
  type: 'chart',
  display: 'grouped-bars',
  title: msg`Hafta sonu etkinlikleri`,
  axisLabel: msg`Öğrenci sayısı`,
  categories: [
    { id: 'books', label: msg`Kitap` },
    { id: 'sport', label: msg`Spor` },
  ],
  series: [
    { id: 'a', label: msg`6-A`, colour: '#2563eb' },
    { id: 'b', label: msg`6-B`, colour: '#f59e0b' },
  ],
  max: 12,
  step: 2,
  tasks: [
    {
      kind: 'build',
      prompt: msg`İki sınıfın verilerini çiz.`,
      values: [
        [8, 10],
        [4, 12],
      ],
    },
    {
      kind: 'read',
      prompt: msg`Spor yapanlar hangi sınıfta daha çok?`,
      values: [
        [8, 10],
        [4, 12],
      ],
      options: [msg`6-A`, msg`6-B`],
      correctIndex: 1,
    },
  ],
};

const pie: ChartSpec = {
  ...grouped,
  display: 'pie',
  title: msg`En sevilen spor`,
  categories: [
    { id: 'football', label: msg`Futbol` },
    { id: 'basket', label: msg`Basketbol` },
    { id: 'volley', label: msg`Voleybol` },
  ],
  series: [{ id: 'all', label: msg`Öğrenciler`, colour: '#2563eb' }],
  step: 30,
  tasks: [{ kind: 'build', prompt: msg`Daire grafiğini çiz.`, values: [[12, 6, 6]] }],
};

describe('ChartManipulative', () => {
  it('draws grouped bars from the table and reads them, with the keyboard only', () => {
    renderWithI18n(<ChartManipulative spec={grouped} />);
    expect(screen.getByRole('table', { name: 'Veri tablosu' }).textContent).toContain('6-B');
    tabTo('6-A Kitap sütunu: 2 artır');
    pressTimes('ArrowUp', 4);
    tabTo('6-A Spor sütunu: 2 artır');
    pressTimes('ArrowUp', 5);
    tabTo('6-B Kitap sütunu: 2 artır');
    pressTimes('ArrowUp', 2);
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('1 değer tablodaki sayıyla uyuşmuyor');
    tabTo('6-B Spor sütunu: 2 artır');
    press('+', { shiftKey: true });
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Sütun grafiği, Hafta sonu etkinlikleri. 6-A: Kitap 8, Spor 10; 6-B: Kitap 4, Spor 12.');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Grafik tablodaki sayılarla aynı.');

    tabTo('Sonraki görev');
    press('Enter');
    tabTo('6-A');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('grafikle uyuşmuyor');
    tabTo('6-B');
    press(' ');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Grafiği doğru okudun.');
  });

  it('draws a line through each series’ points', () => {
    renderWithI18n(<ChartManipulative spec={{ ...grouped, display: 'line', tasks: [grouped.tasks[1]!] }} />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(/^Çizgi grafiği, Hafta sonu etkinlikleri\./);
    expect(document.querySelectorAll('polyline')).toHaveLength(2);
  });

  it('shows a given line drawn and asks only for the other one', () => {
    const task = {
      kind: 'build',
      prompt: msg`6-A’nın çizgisini çiz.`,
      values: [
        [8, 10],
        [4, 12],
      ],
      given: [1],
    } as const;
    renderWithI18n(<ChartManipulative spec={{ ...grouped, display: 'line', tasks: [task] }} />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Çizgi grafiği, Hafta sonu etkinlikleri. 6-A: Kitap 0, Spor 0; 6-B: Kitap 4, Spor 12.');
    expect(screen.getAllByRole('group').map((group) => group.getAttribute('aria-label') ?? group.querySelector('legend')?.textContent)).not.toContain('6-B');
    expect(screen.queryByRole('button', { name: '6-B çizgisinin Kitap noktası: 2 artır' })).toBeNull();
    tabTo('6-A çizgisinin Kitap noktası: 2 artır');
    pressTimes('ArrowUp', 4);
    tabTo('6-A çizgisinin Spor noktası: 2 artır');
    pressTimes('ArrowUp', 5);
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Grafik tablodaki sayılarla aynı.');
  });

  it('gives a pie’s slices their angles, telling a pie that is not a whole turn', () => {
    renderWithI18n(<ChartManipulative spec={pie} />);
    expect(screen.getByRole('table', { name: 'Veri tablosu' }).textContent).toContain('Toplam24');
    tabTo('Futbol dilimi: 30° artır');
    pressTimes('ArrowUp', 4);
    expect(screen.getByText('Dilimlerin toplamı 120° / 360°.')).toBeTruthy();
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Dilimlerin toplamı 120°, ama bir daire 360°.');
    tabTo('Futbol dilimi: 30° artır');
    pressTimes('ArrowUp', 2);
    tabTo('Basketbol dilimi: 30° artır');
    pressTimes('ArrowUp', 3);
    tabTo('Voleybol dilimi: 30° artır');
    pressTimes('ArrowUp', 3);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Daire grafiği, En sevilen spor. Futbol 180°, Basketbol 90°, Voleybol 90°.');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Her dilimin açısı doğru');
  });
});
