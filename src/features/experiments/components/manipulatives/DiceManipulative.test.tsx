import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { screen } from '@testing-library/react';
import type { DiceSpec } from '../../content/manipulativeTypes.ts';
import DiceManipulative from './DiceManipulative.tsx';
import { press, renderWithI18n, tabTo, verdictText } from './keyboardTestKit.tsx';

const spec: DiceSpec = {
  type: 'dice',
  seed: 3,
  tasks: [
    { kind: 'event', prompt: msg`Zarın çift sayı gelmesi olayının çıktılarını seç.`, faces: [2, 4, 6] },
    { kind: 'choose', prompt: msg`Zarın 7 gelme olasılığı kaçtır?`, options: [msg`1/6`, msg`0`, msg`1`], correctIndex: 1 },
  ],
};

describe('DiceManipulative', () => {
  it('marks an event’s outcomes, shows its probability and rolls, with the keyboard only', () => {
    renderWithI18n(<DiceManipulative spec={spec} />);
    tabTo('1 gelmesi');
    press(' ');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Seçtiğin 1 yüz bu olayı gerçekleştirmiyor');
    tabTo('1 gelmesi');
    press(' ');
    tabTo('2 gelmesi');
    press(' ');
    tabTo('4 gelmesi');
    press('Enter');
    expect(screen.getByText(/Seçtiğin çıktılar: 2, 4\. Olasılık = 2 ÷ 6 = 2\/6 = 1\/3/)).toBeTruthy();
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('1 çıktı eksik');
    tabTo('6 gelmesi');
    press(' ');
    expect(screen.getByRole('button', { name: '6 gelmesi' }).getAttribute('aria-pressed')).toBe('true');
    tabTo('60 kez at');
    press('Enter');
    expect(screen.getByText(/60 kez atıldı/)).toBeTruthy();
    const rows = screen.getAllByRole('row').map((row) => row.textContent ?? '');
    const counts = rows.filter((row) => /^[1-6]\d+ \/ 60$/.test(row)).map((row) => Number(row.slice(1).split(' ')[0]));
    expect(counts).toHaveLength(6);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(60);
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Doğru çıktıları seçtin: olasılık 3/6 = 1/2.');

    tabTo('Sonraki görev');
    press('Enter');
    tabTo('0');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Doğru cevap.');
  });
});
