import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { screen } from '@testing-library/react';
import type { GeoboardSpec } from '../../content/manipulativeTypes.ts';
import GeoboardManipulative from './GeoboardManipulative.tsx';
import { press, pressTimes, renderWithI18n, tabTo, verdictText } from './keyboardTestKit.tsx';

const spec: GeoboardSpec = {
  type: 'geoboard',
  pegs: 4,
  tasks: [{ prompt: msg`Çevresi 6 birim olan, kare olmayan bir dikdörtgen yap.`, shape: 'oblong', perimeter: 6 }],
};

const focusedName = () => document.activeElement?.getAttribute('aria-label');

describe('GeoboardManipulative', () => {
  it('puts the band on pegs with the arrow keys and Enter, and takes a corner off again', () => {
    renderWithI18n(<GeoboardManipulative spec={spec} />);
    tabTo('Çivi: satır 1, sütun 1');
    press('Enter');
    expect(focusedName()).toBe('Çivi: satır 1, sütun 1; 1. köşe');
    pressTimes('ArrowRight', 2);
    press(' ');
    press('ArrowDown');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Bu şekil istenen şekil değil.');

    tabTo('Çivi: satır 2, sütun 3; 3. köşe');
    press('ArrowLeft');
    press('ArrowLeft');
    press('Enter');
    expect(screen.getByText('Köşe sayısı: 4')).toBeTruthy();
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Doğru!');

    tabTo('Çivi: satır 2, sütun 1; 4. köşe');
    press(' ');
    expect(focusedName()).toBe('Çivi: satır 2, sütun 1');
    tabTo('Son köşeyi kaldır');
    press('Enter');
    expect(screen.getByText('Köşe sayısı: 2')).toBeTruthy();
  });
});
