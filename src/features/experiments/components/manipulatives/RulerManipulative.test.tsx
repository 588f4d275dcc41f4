import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { screen } from '@testing-library/react';
import type { RulerSpec } from '../../content/manipulativeTypes.ts';
import RulerManipulative from './RulerManipulative.tsx';
import { press, pressTimes, renderWithI18n, tabTo, typeText, verdictText } from './keyboardTestKit.tsx';

const spec: RulerSpec = {
  type: 'ruler',
  lengthCm: 15,
  millimetres: true,
  tasks: [
    { kind: 'measure', prompt: msg`Kalemi ölç.`, object: 'pencil', startMm: 20, lengthMm: 65, unit: 'cm' },
    { kind: 'draw', prompt: msg`4 cm 5 mm çiz.`, lengthMm: 45 },
  ],
};

describe('RulerManipulative', () => {
  it('measures from a mark other than zero and draws a line with the arrow keys', () => {
    renderWithI18n(<RulerManipulative spec={spec} />);
    tabTo(/Uzunluk/);
    expect(document.activeElement).toBe(screen.getByLabelText('Uzunluk (cm)'));
    typeText('8,5');
    press('Enter');
    expect(verdictText()).toContain('0 çizgisinden başlamıyor');
    pressTimes('Backspace', 3);
    typeText('6,5');
    press('Enter');
    expect(verdictText()).toContain('Doğru!');

    tabTo('Sonraki görev');
    press('Enter');
    const end = tabTo('Çizginin ucu');
    press('ArrowRight', { shiftKey: true });
    pressTimes('ArrowRight', 3, { shiftKey: true });
    press('ArrowRight');
    expect(end.getAttribute('aria-valuetext')).toBe('4 cm 1 mm');
    pressTimes('ArrowRight', 4);
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Çizgin tam 4 cm 5 mm uzunluğunda.');
  });
});
