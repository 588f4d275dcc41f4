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
});
