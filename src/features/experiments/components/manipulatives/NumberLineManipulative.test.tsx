import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { screen } from '@testing-library/react';
import type { NumberLineSpec } from '../../content/manipulativeTypes.ts';
import NumberLineManipulative from './NumberLineManipulative.tsx';
import { press, pressTimes, renderWithI18n, tabTo, verdictText } from './keyboardTestKit.tsx';

const spec: NumberLineSpec = {
  type: 'number-line',
  min: 0,
  max: 20,
  step: 1,
  labelEvery: 5,
  tasks: [
    { kind: 'place', prompt: msg`Noktayı 12’ye koy.`, target: 12 },
    { kind: 'jumps', prompt: msg`8 + 5 kaç eder?`, start: 8, target: 13, sizes: [1], direction: 'forward' },
    { kind: 'round', prompt: msg`17 hangi onluğa yakın?`, value: 17, to: 10 },
  ],
};

describe('NumberLineManipulative', () => {
  it('places a point, adds with jumps and rounds, with the keyboard only', () => {
    renderWithI18n(<NumberLineManipulative spec={spec} />);
    const point = tabTo('Sayı doğrusundaki nokta');
    pressTimes('ArrowRight', 2, { shiftKey: true });
    press('ArrowRight');
    expect(point.getAttribute('aria-valuenow')).toBe('11');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Nokta 11 sayısında; bu, istenen sayıdan küçük.');
    tabTo('Noktayı 1 ileri götür');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Doğru!');

    tabTo('Sonraki görev');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Henüz hiç zıplamadın.');
    tabTo('1 ileri zıpla');
    pressTimes('Enter', 6);
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Fazla zıpladın.');
    tabTo('Son zıplamayı geri al');
    press('Enter');
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain('5 zıplama yapıldı; nokta 13 sayısında');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('8 sayısından 5 zıplamayla 13 sayısına vardın.');

    tabTo('Sonraki görev');
    press('Enter');
    const rounding = tabTo('Sayı doğrusundaki nokta');
    expect(rounding.getAttribute('aria-valuenow')).toBe('17');
    pressTimes('ArrowLeft', 7);
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('daha yakın bir onluk var');
    tabTo('Sayı doğrusundaki nokta');
    press('End');
    press('PageDown');
    press('ArrowUp');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('bu sayı bir onluk değil');
    tabTo('Sayı doğrusundaki nokta');
    press('End');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('17 sayısına en yakın onluk 20.');
  });

  it('jumps back for subtraction and keeps the jumps on the line', () => {
    renderWithI18n(
      <NumberLineManipulative spec={{ ...spec, tasks: [{ kind: 'jumps', prompt: msg`5 − 3`, start: 5, target: 2, sizes: [1, 5], direction: 'back' }] }} />,
    );
    const five = tabTo('5 geri zıpla');
    press('Enter');
    expect(screen.getByText('Zıplama: 1 · Nokta: 0')).toBeTruthy();
    press('Enter');
    expect(five.getAttribute('aria-disabled')).toBe('true');
    tabTo('Son zıplamayı geri al');
    press('Enter');
    tabTo('1 geri zıpla');
    pressTimes('Enter', 3);
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('5 sayısından 3 zıplamayla 2 sayısına vardın.');
  });
});
