import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { screen } from '@testing-library/react';
import type { PatternSpec } from '../../content/manipulativeTypes.ts';
import PatternManipulative from './PatternManipulative.tsx';
import { press, pressTimes, renderWithI18n, tabTo, verdictText } from './keyboardTestKit.tsx';

const spec: PatternSpec = {
  type: 'pattern',
  tokens: [
    { id: 'red', emoji: '🔴', label: msg`Kırmızı daire` },
    { id: 'blue', emoji: '🟦', label: msg`Mavi kare` },
  ],
  tasks: [
    { kind: 'repeat', prompt: msg`Örüntüyü sürdür.`, shown: ['red', 'blue', 'red', 'blue'], answer: ['red', 'blue'] },
    { kind: 'grow', prompt: msg`4. adımı kur.`, terms: [2, 4, 6], askStep: 4, answer: 8 },
  ],
};

describe('PatternManipulative', () => {
  it('continues a repeating pattern and builds the next figure of a growing one with the keyboard', () => {
    renderWithI18n(<PatternManipulative spec={spec} />);
    tabTo('Mavi kare koy');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('1. boş yerdeki parça örüntüye uymuyor');
    tabTo('Son koyduğunu geri al');
    press('Enter');
    tabTo('Kırmızı daire koy');
    press('Enter');
    tabTo('Mavi kare koy');
    press('Enter');
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain('senin koyduğun Kırmızı daire, Mavi kare; 0 boş yer kaldı');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Örüntüyü doğru sürdürdün.');

    tabTo('Sonraki görev');
    press('Enter');
    tabTo('Bir kare ekle');
    pressTimes('ArrowUp', 7);
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('daha çok kare');
    tabTo('Bir kare ekle');
    press('+');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('4. adımda 8 kare var.');
  });
});
