import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { screen } from '@testing-library/react';
import type { MeasuringJugSpec } from '../../content/manipulativeTypes.ts';
import MeasuringJugManipulative from './MeasuringJugManipulative.tsx';
import { press, pressTimes, renderWithI18n, tabTo, typeText, verdictText } from './keyboardTestKit.tsx';

const litres: MeasuringJugSpec = {
  type: 'measuring-jug',
  capacityMl: 3000,
  markMl: 500,
  tasks: [
    { kind: 'fill', prompt: msg`Kabı 1 buçuk litreye kadar doldur.`, ml: 1500 },
    { kind: 'read', prompt: msg`Kapta kaç yarım litre su var?`, ml: 2000, unit: 'half-L' },
  ],
};

const millilitres: MeasuringJugSpec = {
  type: 'measuring-jug',
  capacityMl: 2000,
  markMl: 250,
  tasks: [{ kind: 'glasses', prompt: msg`250 mL’lik bardaklarla 1 L su doldur.`, glassMl: 250, ml: 1000 }],
};

describe('MeasuringJugManipulative', () => {
  it('fills the jug with the arrow keys and reads it in half litres', () => {
    renderWithI18n(<MeasuringJugManipulative spec={litres} />);
    const level = tabTo('Kaptaki suyun seviyesi');
    pressTimes('ArrowUp', 4);
    expect(level.getAttribute('aria-valuetext')).toBe('2 litre');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('istenen çizgiyi geçti');
    tabTo('Yarım litre dök');
    press('Enter');
    expect(level.getAttribute('aria-valuetext')).toBe('1 buçuk litre');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Kabı tam 1 buçuk litre çizgisine kadar doldurdun.');

    tabTo('Sonraki görev');
    press('Enter');
    tabTo(/Kaç yarım litre/);
    typeText('2');
    press('Enter');
    expect(verdictText()).toContain('sudan az');
    press('Backspace');
    typeText('4');
    press('Enter');
    expect(verdictText()).toContain('Evet, kapta 2 litre su var.');
  });

  it('pours glasses until the jug holds a litre', () => {
    renderWithI18n(<MeasuringJugManipulative spec={millilitres} />);
    tabTo('Bir bardak dök (250 mL)');
    pressTimes('Enter', 5);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Ölçü kabında 1250 mL su var; 5 bardak döküldü.');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('geri doldur');
    tabTo('Bir bardağı geri doldur');
    press(' ');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Kapta tam 1000 mL su var: 4 bardak döktün.');
  });
});
