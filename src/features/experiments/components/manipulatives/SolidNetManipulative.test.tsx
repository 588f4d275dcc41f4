import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { screen } from '@testing-library/react';
import type { NetSquare, SolidNetSpec } from '../../content/manipulativeTypes.ts';
import SolidNetManipulative from './SolidNetManipulative.tsx';
import { press, pressTimes, renderWithI18n, tabTo, verdictText } from './keyboardTestKit.tsx';

const cross: NetSquare[] = [
  [1, 0],
  [0, 1],
  [1, 1],
  [2, 1],
  [1, 2],
  [1, 3],
];
const row: NetSquare[] = [0, 1, 2, 3, 4, 5].map((c) => [c, 0] as const);

const spec: SolidNetSpec = {
  type: 'solid-net',
  tasks: [
    { kind: 'choose', prompt: msg`Hangisi küp olur?`, nets: [row, cross], correctIndex: 1 },
    { kind: 'complete', prompt: msg`Altıncı kareyi ekle.`, net: cross.slice(0, 5) },
    { kind: 'opposite', prompt: msg`3 numaralı karenin karşısındaki kare hangisi?`, net: cross, face: 3 },
  ],
};

describe('SolidNetManipulative', () => {
  it('is solved with the keyboard only: choose and fold a net, complete one, name an opposite face', () => {
    renderWithI18n(<SolidNetManipulative spec={spec} />);
    tabTo(/^1\. açınım/);
    press('Enter');
    tabTo('Bir adım katla');
    pressTimes('ArrowUp', 6);
    expect(screen.getByText('6 / 6 kare katlandı')).toBeTruthy();
    expect(screen.getByText('İki kare aynı yüze geldi: bu açınım küp olmuyor.')).toBeTruthy();
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('aynı yüze gelir');

    tabTo(/^2\. açınım \(satır 1: sütun 2; satır 2: sütun 1, 2, 3/);
    press('Enter');
    tabTo('Bir adım katla');
    pressTimes('ArrowUp', 6);
    const cube = screen.getByRole('img', { name: /^Katlanan küp:/ }).getAttribute('aria-label') ?? '';
    expect(cube).toContain('alt yüzde 1');
    expect(cube).not.toContain('boş');
    expect(cube).not.toContain(' ve ');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('bir küp olur');

    tabTo('Sonraki görev');
    press('Enter');
    tabTo('Kare ekle: sütun 2, satır 2');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Başka bir yer dene');
    tabTo('Kare ekle: sütun 3, satır 5');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('bir küp olur');

    tabTo('Sonraki görev');
    press('Enter');
    tabTo('3. kare');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('sorulan karenin kendisi');
    tabTo('6. kare');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('karşılıklı yüzler');
    expect(verdictText()).toContain('bütün görevlerini tamamladın');
  });
});
