import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { screen } from '@testing-library/react';
import type { FractionAreaSpec } from '../../content/manipulativeTypes.ts';
import FractionAreaManipulative from './FractionAreaManipulative.tsx';
import { press, renderWithI18n, tabTo, verdictText } from './keyboardTestKit.tsx';

const spec: FractionAreaSpec = {
  type: 'fraction-area',
  shape: 'circle',
  maxParts: 12,
  tasks: [
    { kind: 'shade', prompt: msg`Pizzanın dörtte birini boya.`, numerator: 1, denominator: 4, parts: 4 },
    { kind: 'equivalent', prompt: msg`Yarımı başka parçalarla göster.`, numerator: 1, denominator: 2 },
  ],
};

describe('FractionAreaManipulative', () => {
  it('is solved with the keyboard only: shade, check, next task, cut and shade an equal fraction', () => {
    renderWithI18n(<FractionAreaManipulative spec={spec} />);
    expect(screen.getByRole('heading', { name: 'Pizzanın dörtte birini boya.' })).toBeTruthy();
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Hiç parça boyamadın');

    tabTo('2. parça');
    press(' ');
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Bütün 4 eşit parçaya bölünmüş; 1 parça boyalı.');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Doğru!');

    tabTo('Sonraki görev');
    press('Enter');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Yarımı başka parçalarla göster.' }));
    tabTo('Bütünü daha çok parçaya böl');
    press('+');
    press('ArrowUp');
    press('ArrowRight');
    expect(screen.getByText('4 parça')).toBeTruthy();
    tabTo('1. parça');
    press('Enter');
    tabTo('3. parça');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Doğru!');
    expect(verdictText()).toContain('bütün görevlerini tamamladın');
  });

  it('asks for other parts when the child shades the fraction itself', () => {
    renderWithI18n(<FractionAreaManipulative spec={{ ...spec, tasks: [spec.tasks[1]!] }} />);
    tabTo('Bütünü daha çok parçaya böl');
    press('+');
    tabTo('1. parça');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('kesrin kendisi');
  });

  it('says the shaded amount in words where the grade has no fraction notation yet', () => {
    renderWithI18n(<FractionAreaManipulative spec={{ ...spec, inWords: true }} />);
    tabTo('2. parça');
    press(' ');
    expect(screen.getByText('Boyalı: 4 parçanın 1 parçası')).toBeTruthy();
    expect(screen.queryByText(/1\s*\/\s*4/)).toBeNull();
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('4 eşit parçanın 1 parçasını boyadın.');
  });
});
