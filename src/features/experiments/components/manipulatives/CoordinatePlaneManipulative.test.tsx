import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { msg } from '@lingui/core/macro';
import type { CoordinatePlaneSpec } from '../../content/manipulativeTypes.ts';
import CoordinatePlaneManipulative from './CoordinatePlaneManipulative.tsx';
import { press, pressTimes, renderWithI18n, tabTo, verdictText } from './keyboardTestKit.tsx';

const spec: CoordinatePlaneSpec = {
  type: 'coordinate-plane',
  range: 6,
  tasks: [
    { kind: 'plot', prompt: msg`A(2, −3) noktasını işaretle.`, points: [{ label: 'A', x: 2, y: -3 }] },
    {
      kind: 'read',
      prompt: msg`B noktasının koordinatları nedir?`,
      point: { label: 'B', x: -4, y: 1 },
      options: [msg`(1, −4)`, msg`(−4, 1)`],
      correctIndex: 1,
    },
  ],
};

describe('CoordinatePlaneManipulative', () => {
  it('marks a point with the arrow keys and Enter, then reads one by choosing', () => {
    renderWithI18n(<CoordinatePlaneManipulative spec={spec} />);
    tabTo(/^Koordinat düzlemi/);
    pressTimes('ArrowLeft', 3);
    pressTimes('ArrowUp', 2);
    press('Enter');
    expect(screen.getByText('İmleç: (−3, 2)')).toBeTruthy();
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('koordinatlarını yer değiştirmişsin');

    tabTo(/^Koordinat düzlemi/);
    press(' ');
    press('Home');
    pressTimes('ArrowRight', 2);
    pressTimes('ArrowDown', 3);
    press('Enter');
    expect(document.activeElement?.getAttribute('aria-label')).toContain('İşaretli noktalar: (2, −3).');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Bütün noktalar doğru yerde.');

    tabTo('Sonraki görev');
    press('Enter');
    tabTo('(−4, 1)');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Koordinatları doğru okudun.');
  });

  it('moves the cursor with the buttons too', () => {
    renderWithI18n(<CoordinatePlaneManipulative spec={spec} />);
    tabTo('İmleci sağa taşı');
    pressTimes('Enter', 2);
    tabTo('İmleci aşağı taşı');
    pressTimes('Enter', 3);
    tabTo('Noktayı koy');
    press('Enter');
    expect(screen.getByText('İşaretlediğin noktalar: (2, −3)')).toBeTruthy();
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Doğru!');
  });
});
