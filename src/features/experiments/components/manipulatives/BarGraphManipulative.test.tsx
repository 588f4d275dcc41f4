import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { screen } from '@testing-library/react';
import type { BarGraphSpec } from '../../content/manipulativeTypes.ts';
import BarGraphManipulative from './BarGraphManipulative.tsx';
import { press, pressTimes, renderWithI18n, tabTo, verdictText } from './keyboardTestKit.tsx';

const spec: BarGraphSpec = {
  type: 'bar-graph',
  title: msg`En sevdiğimiz meyveler`,
  axisLabel: msg`Öğrenci sayısı`,
  categories: [
    { id: 'apple', label: msg`Elma`, emoji: '🍎' },
    { id: 'pear', label: msg`Armut`, emoji: '🍐' },
  ],
  max: 10,
  step: 1,
  tally: true,
  tasks: [
    { kind: 'build', prompt: msg`Grafiği tabloya göre çiz.`, values: [3, 7] },
    { kind: 'read', prompt: msg`Armudu kaç kişi fazla seçti?`, values: [3, 7], options: [msg`3`, msg`4`, msg`7`], correctIndex: 1 },
  ],
};

describe('BarGraphManipulative', () => {
  it('raises the bars to the table and reads the graph with the keyboard only', () => {
    renderWithI18n(<BarGraphManipulative spec={spec} />);
    expect(screen.getByRole('img', { name: '7 çetele çizgisi' })).toBeTruthy();
    tabTo('Elma sütununu 1 artır');
    pressTimes('ArrowUp', 3);
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('1 sütun tablodaki sayıyla uyuşmuyor');
    tabTo('Armut sütununu 1 artır');
    press('+', { shiftKey: true });
    press('-');
    press('-');
    press('-');
    expect(screen.getByRole('img', { name: /Sütun grafiği/ }).getAttribute('aria-label')).toBe('Sütun grafiği, En sevdiğimiz meyveler. Elma: 3, Armut: 7.');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Doğru!');

    tabTo('Sonraki görev');
    press('Enter');
    tabTo('3');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('grafikle uyuşmuyor');
    tabTo(/^4$/);
    press(' ');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Grafiği doğru okudun.');
  });

  it('draws a picture graph with its key, one picture for every step, built and read with the keyboard only', () => {
    const pictures: BarGraphSpec = {
      ...spec,
      display: 'pictures',
      unit: msg`öğrenci`,
      step: 2,
      tasks: [
        { kind: 'build', prompt: msg`Şekil grafiğini tabloya göre çiz.`, values: [4, 6] },
        { kind: 'read', prompt: msg`Armudu kaç kişi seçti?`, values: [4, 6], options: [msg`3`, msg`6`], correctIndex: 1 },
      ],
    };
    renderWithI18n(<BarGraphManipulative spec={pictures} />);
    const graph = () => screen.getByRole('img', { name: /Şekil grafiği/ });
    expect(graph().getAttribute('aria-label')).toBe('Şekil grafiği, En sevdiğimiz meyveler. Anahtar: 1 resim = 2 öğrenci. Elma: 0, Armut: 0.');
    expect(screen.getByText('Anahtar: 1 resim = 2 öğrenci')).toBeTruthy();
    tabTo('Elma satırına 1 resim ekle');
    pressTimes('ArrowUp', 2);
    expect([...graph().querySelectorAll('text')].filter((text) => text.textContent === '🍎')).toHaveLength(3);
    expect(screen.getByText('4 (2 resim)')).toBeTruthy();
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('1 satır tablodaki sayıyla uyuşmuyor');
    tabTo('Armut satırına 1 resim ekle');
    pressTimes('ArrowRight', 4);
    press('ArrowDown');
    expect(graph().getAttribute('aria-label')).toBe('Şekil grafiği, En sevdiğimiz meyveler. Anahtar: 1 resim = 2 öğrenci. Elma: 4, Armut: 6.');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Bütün satırlar tablodaki sayılarla aynı.');

    tabTo('Sonraki görev');
    press('Enter');
    tabTo(/^3$/);
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Resimleri anahtara göre yeniden say.');
    tabTo(/^6$/);
    press(' ');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Grafiği doğru okudun.');
  });
});
