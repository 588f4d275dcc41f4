import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { msg } from '@lingui/core/macro';
import type { TransformationGridSpec } from '../../content/manipulativeTypes.ts';
import TransformationGridManipulative from './TransformationGridManipulative.tsx';
import { press, pressTimes, renderWithI18n, tabTo, verdictText } from './keyboardTestKit.tsx';

const spec: TransformationGridSpec = {
  type: 'transformation-grid',
  columns: 6,
  rows: 5,
  tasks: [
    {
      kind: 'translate',
      prompt: msg`Şekli 3 birim sağa, 1 birim yukarı ötele.`,
      shape: [
        [0, 2],
        [0, 3],
        [1, 3],
      ],
      dx: 3,
      dy: 1,
    },
    {
      kind: 'reflect',
      prompt: msg`Şeklin ayna doğrusuna göre görüntüsünü boya.`,
      shape: [
        [1, 0],
        [2, 0],
        [2, 1],
      ],
      mirror: { axis: 'vertical', at: 3 },
    },
  ],
};

describe('TransformationGridManipulative', () => {
  it('slides a copy with the buttons, then paints a reflection with the arrow keys', () => {
    renderWithI18n(<TransformationGridManipulative spec={spec} />);
    tabTo('Kopyayı sağa kaydır');
    pressTimes('Enter', 3);
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Yukarı ya da aşağı kaydırma miktarı doğru değil');
    tabTo('Kopyayı yukarı kaydır');
    press('Enter');
    expect(screen.getByText(/Kopya 3 birim sağa .* 1 birim yukarı/)).toBeTruthy();
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Kopya istenen yere ötelendi');

    tabTo('Sonraki görev');
    press('Enter');
    // Slid, not flipped: columns 4 and 5 in row 1, column 5 in row 2.
    tabTo('Satır 1, sütun 1');
    pressTimes('ArrowRight', 3);
    press(' ');
    press('ArrowRight');
    press(' ');
    press('ArrowDown');
    press(' ');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('kaydırmışsın ama çevirmemişsin');

    tabTo('Satır 2, sütun 5');
    press(' ');
    press('ArrowLeft');
    press(' ');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Satır 2, sütun 4');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Görüntü doğru');
  });
});
