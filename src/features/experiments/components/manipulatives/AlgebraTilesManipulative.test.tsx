import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { screen } from '@testing-library/react';
import type { AlgebraTilesSpec } from '../../content/manipulativeTypes.ts';
import AlgebraTilesManipulative from './AlgebraTilesManipulative.tsx';
import { press, pressTimes, renderWithI18n, tabTo, verdictText } from './keyboardTestKit.tsx';

const spec: AlgebraTilesSpec = {
  type: 'algebra-tiles',
  negatives: true,
  maxTiles: 10,
  tasks: [
    { prompt: msg`2(x + 3) ifadesini modelle.`, x: 2, units: 6 },
    { prompt: msg`2x + 5 − 2 ifadesini sadeleştir.`, x: 2, units: 3, simplest: true, start: { x: 2, units: 5, negUnits: 2 } },
  ],
};

describe('AlgebraTilesManipulative', () => {
  it('is solved with the keyboard only: add tiles, check, then take away zero pairs', () => {
    renderWithI18n(<AlgebraTilesManipulative spec={spec} />);
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Matta hiç kutu yok');

    tabTo('Bir x kutusu ekle');
    pressTimes('ArrowUp', 2);
    tabTo('Bir +1 karesi ekle');
    pressTimes('+', 3);
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Sabit terime bak');
    tabTo('Bir +1 karesi ekle');
    pressTimes('ArrowRight', 3);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Matta: 2 tane x, 0 tane −x, 6 tane +1, 0 tane −1.');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Matta 2x + 6 var.');

    tabTo('Sonraki görev');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('2 sıfır çifti');
    tabTo('Bir −1 karesi kaldır');
    pressTimes('ArrowDown', 2);
    tabTo('Bir +1 karesi kaldır');
    press('Enter');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Matta 2x + 3 var.');
    expect(verdictText()).toContain('bütün görevlerini tamamladın');
  });

  it('offers only positive tiles on a mat without negatives', () => {
    renderWithI18n(<AlgebraTilesManipulative spec={{ ...spec, negatives: false, tasks: [spec.tasks[0]!] }} />);
    expect(screen.queryByRole('button', { name: 'Bir −x kutusu ekle' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Bir 1 karesi ekle' })).toBeTruthy();
  });
});
