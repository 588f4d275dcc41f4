import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import type { RatioMixerSpec } from '../../content/manipulativeTypes.ts';
import RatioMixerManipulative from './RatioMixerManipulative.tsx';
import { press, pressTimes, renderWithI18n, tabTo, verdictText } from './keyboardTestKit.tsx';

const spec: RatioMixerSpec = {
  type: 'ratio-mixer',
  first: { label: msg`vişne suyu`, emoji: '🍒', colour: '#b91c1c' },
  second: { label: msg`su`, emoji: '💧', colour: '#93c5fd' },
  maxCups: 12,
  tasks: [{ prompt: msg`6 bardak vişne suyuyla aynı tatta şerbet yap.`, ratio: { first: 2, second: 3 }, amount: { of: 'first', cups: 6 } }],
};

describe('RatioMixerManipulative', () => {
  it('pours cups with the keyboard until the mix keeps the recipe’s ratio', () => {
    renderWithI18n(<RatioMixerManipulative spec={spec} />);
    tabTo('Bir bardak vişne suyu ekle');
    pressTimes('Enter', 6);
    tabTo('Bir bardak su ekle');
    pressTimes('ArrowUp', 6);
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('vişne suyu tarife göre fazla');
    tabTo('Bir bardak su ekle');
    pressTimes('+', 3);
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('2 : 3 ile 6 : 9 eşit oranlar');
  });
});
