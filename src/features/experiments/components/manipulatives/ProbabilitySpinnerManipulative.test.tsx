import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { msg } from '@lingui/core/macro';
import type { ProbabilitySpinnerSpec } from '../../content/manipulativeTypes.ts';
import ProbabilitySpinnerManipulative from './ProbabilitySpinnerManipulative.tsx';
import { press, renderWithI18n, tabTo, verdictText } from './keyboardTestKit.tsx';

const spec: ProbabilitySpinnerSpec = {
  type: 'probability-spinner',
  colours: [
    { id: 'red', label: msg`kırmızı`, colour: '#dc2626', letter: 'K' },
    { id: 'blue', label: msg`mavi`, colour: '#2563eb', letter: 'M' },
  ],
  seed: 3,
  tasks: [
    { kind: 'colour', prompt: msg`Kırmızı gelme olasılığı mavinin 2 katı olsun.`, sectors: 3, targets: [{ colour: 'red', times: 2, of: 'blue' }] },
    { kind: 'chance', prompt: msg`Mavi gelme olasılığı kaçtır?`, sectors: ['red', 'blue', 'red', 'red'], options: [msg`1/4`, msg`3/4`], correctIndex: 0 },
  ],
};

describe('ProbabilitySpinnerManipulative', () => {
  it('colours the sectors with the keyboard, spins, and reads a probability', () => {
    renderWithI18n(<ProbabilitySpinnerManipulative spec={spec} />);
    tabTo('Dilim 1: boş');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('2 dilim henüz boyanmadı');

    tabTo('Dilim 2: boş');
    press('Enter');
    tabTo('mavi');
    press('Enter');
    tabTo('Dilim 3: boş');
    press('Enter');
    expect(screen.getByText('kırmızı: 2 / 3 dilim, olasılık 2/3')).toBeTruthy();
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Çarkın istenen olasılıkları sağlıyor.');

    tabTo('10 kez çevir');
    press('Enter');
    expect(screen.getByText(/^10 kez çevrildi; son sonuç: (kırmızı|mavi)\.$/)).toBeTruthy();
    const counts = screen.getAllByRole('cell').map((cell) => Number(cell.textContent?.split(' / ')[0]));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(10);

    tabTo('Sonraki görev');
    press('Enter');
    tabTo('3/4');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Bu olasılık çarkla uyuşmuyor');
    tabTo('1/4');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Olasılığı doğru buldun.');
  });
});
