import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { screen } from '@testing-library/react';
import type { UnitMeasureSpec } from '../../content/manipulativeTypes.ts';
import UnitMeasureManipulative from './UnitMeasureManipulative.tsx';
import { press, pressTimes, renderWithI18n, tabTo, verdictText } from './keyboardTestKit.tsx';

const spec: UnitMeasureSpec = {
  type: 'unit-measure',
  units: [
    { id: 'clip', emoji: '📎', label: msg`ataş`, cm: 3 },
    { id: 'cube', emoji: '🟩', label: msg`küp`, cm: 2 },
  ],
  tasks: [
    { kind: 'measure', prompt: msg`Kalemi ataşlarla ölç.`, object: { emoji: '✏️', label: msg`Kalem`, cm: 15 }, unit: 'clip' },
    {
      kind: 'compare',
      prompt: msg`Hangisi daha uzun?`,
      first: { emoji: '🎀', label: msg`Kurdele`, cm: 12, unit: 'clip' },
      second: { emoji: '🧵', label: msg`İp`, cm: 10, unit: 'cube' },
    },
  ],
};

const picture = () => screen.getByRole('img').getAttribute('aria-label');

describe('UnitMeasureManipulative', () => {
  it('lays paper clips along a pencil and compares things measured with different units, with the keyboard only', () => {
    renderWithI18n(<UnitMeasureManipulative spec={spec} />);
    expect(picture()).toBe('Kalem. Altında 0 ataş yan yana dizili. Henüz birim yok.');
    tabTo('Bir ataş koy');
    pressTimes('ArrowUp', 6);
    expect(picture()).toBe('Kalem. Altında 6 ataş yan yana dizili. Birimler nesnenin sonunu geçti.');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Bir ataş kaldır.');
    tabTo('Bir ataş kaldır');
    press('Enter');
    expect(screen.getByText('5 ataş', { selector: '[data-value="5"]' })).toBeTruthy();
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Doğru! Kalem, 5 ataş uzunluğunda.');

    tabTo('Sonraki görev');
    press('Enter');
    expect(picture()).toBe('Üstte Kurdele: altında 4 ataş. Altta İp: altında 5 küp. Ataş ile küp aynı uzunlukta değil; ataş daha uzun.');
    tabTo('İp daha uzun');
    press(' ');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Birimler farklı');
    tabTo('Kurdele daha uzun');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Doğru!');
  });
});
