import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { msg } from '@lingui/core/macro';
import type { EquationBalanceSpec } from '../../content/manipulativeTypes.ts';
import EquationBalanceManipulative from './EquationBalanceManipulative.tsx';
import { press, pressTimes, renderWithI18n, tabTo, verdictText } from './keyboardTestKit.tsx';

const spec: EquationBalanceSpec = {
  type: 'equation-balance',
  tasks: [{ prompt: msg`Teraziyle 3x + 2 = 11 denklemini çöz.`, left: { x: 3, units: 2 }, right: { x: 0, units: 11 } }],
};

describe('EquationBalanceManipulative', () => {
  it('solves 3x + 2 = 11 with the keyboard, doing each move to both pans', () => {
    renderWithI18n(<EquationBalanceManipulative spec={spec} />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain('Sol kefede 3 x kutusu ve 2 birim ağırlık');

    tabTo('1 x çıkar');
    press('Enter');
    expect(screen.getByText(/Sağ kefede çıkarılacak x kutusu yok/)).toBeTruthy();

    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('yanında birim ağırlıklar var');

    tabTo('1 birim çıkar');
    pressTimes('Enter', 2);
    expect(screen.getByText('Terazi dengede. Denklem: 3x = 9')).toBeTruthy();
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Kefede 3 x kutusu var');

    tabTo('İki kefeyi de böl: ÷ 2');
    press('Enter');
    expect(screen.getByText(/hepsi 2 ile tam bölünmüyor/)).toBeTruthy();
    tabTo('Böleni artır');
    press('ArrowUp');
    tabTo('İki kefeyi de böl: ÷ 3');
    press(' ');
    expect(screen.getByText('Terazi dengede. Denklem: x = 3')).toBeTruthy();
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('x = 3. Sağlama: 3 · 3 + 2 = 11 → 11 = 11.');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['3x + 2 = 11', '3x + 1 = 10', '3x = 9', 'x = 3']);
  });
});
