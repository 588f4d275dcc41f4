import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { screen } from '@testing-library/react';
import type { CircleSpec } from '../../content/manipulativeTypes.ts';
import CircleManipulative from './CircleManipulative.tsx';
import { press, pressTimes, renderWithI18n, tabTo, verdictText } from './keyboardTestKit.tsx';

const spec: CircleSpec = {
  type: 'circle',
  angleStep: 30,
  tasks: [
    { kind: 'radius', prompt: msg`Çapı 6 cm olan bir çember çizmek için pergeli aç.`, radiusMm: 30 },
    { kind: 'part', prompt: msg`Çemberin bir çapını seç.`, part: 'diameter' },
    { kind: 'sector', prompt: msg`Yarıçapı 4 cm olan çemberde 8 cm’lik yayı gören merkez açıyı bul (π = 3).`, radius: 4, measure: 'arc', target: 8, pi: 3 },
  ],
};

describe('CircleManipulative', () => {
  it('opens a compass, names a circle’s part and finds a central angle, with the keyboard only', () => {
    renderWithI18n(<CircleManipulative spec={spec} />);
    tabTo('Pergeli 5 mm aç');
    pressTimes('ArrowRight', 10);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Pergel cetvelde 6 cm açık; çizdiği çemberin yarıçapı 6 cm.');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Pergeli çap kadar açtın.');
    tabTo('Pergeli 5 mm kapat');
    pressTimes('ArrowLeft', 6);
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Pergel 3 cm açık');

    tabTo('Sonraki görev');
    press('Enter');
    tabTo('[DE]');
    press(' ');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('merkezden geçmez; bu yüzden çap değildir. Soruyu yeniden oku.');
    tabTo('[BC]');
    press(' ');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('[BC], merkezden geçerek');

    tabTo('Sonraki görev');
    press('Enter');
    tabTo('Merkez açıyı 30° büyüt');
    pressTimes('ArrowUp', 3);
    expect(screen.getByText('Yarıçap 4 cm, π = 3. Dilim, dairenin 90/360’ı.')).toBeTruthy();
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Bu açıyla yay uzunluğu 6 cm olur; istenen 8 cm.');
    tabTo('Merkez açıyı 30° büyüt');
    press('ArrowUp');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('120° merkez açının gördüğü yay 8 cm.');
  });
});
