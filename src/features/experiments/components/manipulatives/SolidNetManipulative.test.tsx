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
    { kind: 'solid', prompt: msg`Bu açınım hangi cisim olur?`, net: 'cylinder', options: ['cone', 'cylinder', 'none'] },
    { kind: 'solid', prompt: msg`Ya bu?`, net: 'short-cylinder', options: ['cylinder', 'none'] },
    { kind: 'wrap', prompt: msg`Yan yüzü ayarla.`, radius: 2, height: 5, pi: 3 },
    { kind: 'wrap', prompt: msg`Şimdi π ≈ 3,14 ile.`, radius: 1.5, height: 2, pi: 3.14 },
  ],
};

const picture = () => screen.getByRole('img', { name: /Açınım|Katlanan/ }).getAttribute('aria-label') ?? '';

describe('SolidNetManipulative', () => {
  it('folds a chosen cube net with the slider keys and the Katla and Aç buttons', () => {
    renderWithI18n(<SolidNetManipulative spec={spec} />);
    expect(screen.queryByRole('slider')).toBeNull();
    tabTo(/^1\. açınım/);
    press('Enter');
    const slider = tabTo('Katlama');
    expect(slider.getAttribute('aria-valuetext')).toBe('%0 katlandı');
    expect(picture()).toBe('Açınım düz duruyor.');
    pressTimes('ArrowRight', 4);
    expect(slider.getAttribute('aria-valuenow')).toBe('40');
    expect(picture()).toBe('Açınım yüzde 40 katlandı.');
    press('End');
    expect(slider.getAttribute('aria-valuetext')).toBe('%100 katlandı');
    expect(screen.getByText('İki kare aynı yüze geldi, bir yüz açık kaldı: bu açınım küp olmuyor.')).toBeTruthy();
    expect(picture()).toContain('boş');
    press('Home');
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('aynı yüze gelir');

    tabTo(/^2\. açınım \(satır 1: sütun 2; satır 2: sütun 1, 2, 3/);
    press('Enter');
    // A new net starts flat.
    expect(screen.getByRole('slider').getAttribute('aria-valuenow')).toBe('0');
    tabTo('Katla');
    press('Enter');
    expect(screen.getByRole('slider').getAttribute('aria-valuenow')).toBe('100');
    expect(picture()).toContain('üst yüzde 1, ön yüzde 3');
    expect(picture()).not.toContain('boş');
    expect(screen.getByText('Bütün yüzler kapandı: bu bir küp.')).toBeTruthy();
    tabTo('Aç');
    press('Enter');
    expect(picture()).toBe('Açınım düz duruyor.');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('bir küp olur');
  });

  it('completes a net and finds an opposite face, folding only after a first wrong try', () => {
    renderWithI18n(<SolidNetManipulative spec={{ ...spec, tasks: spec.tasks.slice(1, 3) }} />);
    tabTo('Katla');
    press('Enter');
    expect(screen.getByText('Bir yüz açık kaldı: küpün bir yüzü eksik.')).toBeTruthy();
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
    expect(screen.queryByRole('slider')).toBeNull();
    tabTo('3. kare');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('sorulan karenin kendisi');
    expect(screen.queryByRole('slider')).toBeNull();
    tabTo('2. kare');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('katlayarak bakabilirsin');
    tabTo('Katlama');
    press('End');
    expect(picture()).toContain('ön yüzde 3');
    tabTo('6. kare');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('karşılıklı yüzler');
  });

  it('names the solid a drawn net folds into, or none', () => {
    renderWithI18n(<SolidNetManipulative spec={{ ...spec, tasks: spec.tasks.slice(3, 5) }} />);
    const drawing = screen.getByRole('img').getAttribute('aria-label') ?? '';
    expect(drawing).toContain('Açınımda 1 dikdörtgen ve 2 daire var.');
    expect(drawing).toContain('Dikdörtgenin kenarları 12,6 birim ve 4 birim. Her dairenin yarıçapı 2 birim.');
    tabTo('Koni');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Tabanları say');
    tabTo('Hiçbiri');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('bir cisim olur');
    tabTo('Silindir');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Doğru');

    tabTo('Sonraki görev');
    press('Enter');
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain('Dikdörtgenin kenarları 8 birim ve 4 birim.');
    tabTo('Silindir');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('kapanmaz');
    tabTo('Hiçbiri');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('bütün görevlerini tamamladın');
  });

  it('stretches a cylinder side with the stepper keys until it wraps once around its circles', () => {
    renderWithI18n(<SolidNetManipulative spec={{ ...spec, tasks: spec.tasks.slice(5) }} />);
    const drawing = () => screen.getByRole('img').getAttribute('aria-label') ?? '';
    expect(drawing()).toContain('Dikdörtgenin kenarları 4 birim ve 5 birim. Her dairenin yarıçapı 2 birim.');
    expect(screen.getByText('Dairelerin yarıçapı 2 birim, dikdörtgenin yüksekliği 5 birim; π ≈ 3.')).toBeTruthy();
    const check = () => {
      tabTo('Kontrol et');
      press('Enter');
      return verdictText();
    };
    expect(check()).toContain('çapı kadar');
    tabTo('Dikdörtgeni 0,5 birim uzat');
    pressTimes('Enter', 2);
    pressTimes('ArrowRight', 2);
    expect(screen.getByRole('group', { name: 'Uzunluk (0,5 birimlik adım)' }).textContent).toContain('6 birim');
    expect(check()).toContain('yarısını sarar');
    tabTo('Dikdörtgeni 0,5 birim kısalt');
    press('ArrowUp', { shiftKey: true });
    expect(drawing()).toContain('Dikdörtgenin kenarları 11 birim ve 5 birim.');
    expect(check()).toContain('yan yüz tabanı saramaz');
    tabTo('Dikdörtgeni 0,5 birim uzat');
    pressTimes('ArrowRight', 3);
    expect(check()).toContain('üst üste biner');
    tabTo('Dikdörtgeni 0,5 birim kısalt');
    press('Enter');
    expect(check()).toContain('2 · π · r = 2 · 3 · 2 = 12 birim');

    tabTo('Sonraki görev');
    press('Enter');
    expect(drawing()).toContain('Dikdörtgenin kenarları 3 birim ve 2 birim.');
    tabTo('Dikdörtgeni 1 birim uzat');
    pressTimes('ArrowRight', 6);
    tabTo('Dikdörtgeni 0,01 birim uzat');
    press('ArrowRight', { shiftKey: true });
    pressTimes('ArrowRight', 3);
    expect(check()).toContain('saramaz');
    tabTo('Dikdörtgeni 0,01 birim kısalt');
    press('ArrowDown');
    expect(drawing()).toContain('Dikdörtgenin kenarları 9,12 birim');
    tabTo('Dikdörtgeni 0,01 birim uzat');
    pressTimes('ArrowRight', 3, { shiftKey: true });
    expect(check()).toContain('2 · 3,14 · 1,5 = 9,42 birim');
  });
});
