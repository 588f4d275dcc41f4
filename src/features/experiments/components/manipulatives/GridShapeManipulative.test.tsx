import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import type { GridShapeSpec } from '../../content/manipulativeTypes.ts';
import GridShapeManipulative from './GridShapeManipulative.tsx';
import { press, renderWithI18n, tabTo, verdictText } from './keyboardTestKit.tsx';

const spec: GridShapeSpec = {
  type: 'grid-shape',
  columns: 5,
  rows: 4,
  tasks: [{ prompt: msg`Alanı 4, çevresi 8 birim olan bir şekil yap.`, area: 4, perimeter: 8 }],
};

describe('GridShapeManipulative', () => {
  it('moves over the squares with the arrow keys and fills them with Space', () => {
    renderWithI18n(<GridShapeManipulative spec={spec} />);
    tabTo('Satır 1, sütun 1');
    press(' ');
    press('ArrowRight');
    press(' ');
    press('ArrowRight');
    press(' ');
    press('ArrowDown');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Satır 2, sütun 3');
    press(' ');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('çevre istenenden uzun');

    tabTo('Satır 2, sütun 3');
    press(' ');
    press('ArrowLeft');
    press('ArrowLeft');
    press(' ');
    press('ArrowRight');
    press('Enter');
    press('ArrowUp');
    press('ArrowRight');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Satır 1, sütun 3');
    press(' ');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Doğru!');
  });
});
