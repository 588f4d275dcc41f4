import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { screen } from '@testing-library/react';
import type { MoneySpec } from '../../content/manipulativeTypes.ts';
import MoneyManipulative from './MoneyManipulative.tsx';
import { press, pressTimes, renderWithI18n, tabTo, verdictText } from './keyboardTestKit.tsx';

const spec: MoneySpec = {
  type: 'money',
  pieces: [25, 50, 100, 500, 1000, 2000],
  tasks: [
    { kind: 'make', prompt: msg`Masaya 3 lira 50 kuruş koy.`, amount: 350 },
    { kind: 'fewest', prompt: msg`25 lirayı en az parayla öde.`, amount: 2500 },
    { kind: 'change', prompt: msg`13 liralık kitap için 20 lira verildi. Para üstünü koy.`, price: 1300, paid: 2000 },
  ],
};

describe('MoneyManipulative', () => {
  it('makes an amount, pays with the fewest pieces and gives change, with the keyboard only', () => {
    renderWithI18n(<MoneyManipulative spec={spec} />);
    tabTo('Masaya bir 1 liralık madeni para koy');
    pressTimes('Enter', 3);
    tabTo('Masaya bir 25 kuruşluk madeni para koy');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Masada 3 lira 25 kuruş var; bu, istenenden az.');
    tabTo('Masaya bir 25 kuruşluk madeni para koy');
    press('ArrowUp');
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Masada 2 tane 25 kuruşluk madeni para, 3 tane 1 liralık madeni para var; hepsi 3 lira 50 kuruş.',
    );
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Masada tam 3 lira 50 kuruş var.');

    tabTo('Sonraki görev');
    press('Enter');
    tabTo('Masaya bir 5 liralık banknot koy');
    pressTimes('Enter', 5);
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('daha az parayla da ödeyebilirsin');
    tabTo('Masadan bir 5 liralık banknot al');
    pressTimes('Enter', 4);
    tabTo('Masaya bir 20 liralık banknot koy');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('bunu 2 parayla ödedin');

    tabTo('Sonraki görev');
    press('Enter');
    tabTo('Masaya bir 5 liralık banknot koy');
    press('Enter');
    tabTo('Masaya bir 1 liralık madeni para koy');
    pressTimes('Enter', 2);
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Masada tam 7 lira var.');
  });
});
