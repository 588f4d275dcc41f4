import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { msg } from '@lingui/core/macro';
import type { CubeViewsSpec } from '../../content/manipulativeTypes.ts';
import CubeViewsManipulative from './CubeViewsManipulative.tsx';
import { press, pressTimes, renderWithI18n, tabTo, verdictText } from './keyboardTestKit.tsx';

const spec: CubeViewsSpec = {
  type: 'cube-views',
  tasks: [
    {
      kind: 'build',
      prompt: msg`Görünümleri verilen yapıyı kur.`,
      target: [
        [0, 1],
        [2, 1],
      ],
    },
    {
      kind: 'view',
      prompt: msg`Yapının önden görünümü hangisi?`,
      structure: [
        [1, 3],
        [2, 0],
      ],
      which: 'front',
      options: [
        [2, 3],
        [3, 2],
      ],
      correctIndex: 0,
    },
  ],
};

describe('CubeViewsManipulative', () => {
  it('stacks cubes with the keyboard to match the views, then picks a view', () => {
    renderWithI18n(<CubeViewsManipulative spec={spec} />);
    // The back row is drawn on top: first square is the back-left one.
    tabTo('Önden 2. sıra, 1. sütun: 0 küp');
    press('ArrowDown');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Önden 1. sıra, 1. sütun: 0 küp');
    pressTimes('+', 2);
    press('ArrowRight');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Üstten görünüm uymuyor');

    tabTo('Önden 1. sıra, 2. sütun: 1 küp');
    press('ArrowUp');
    press(' ');
    expect(screen.getByText('Küp sayısı: 4')).toBeTruthy();
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('görünümleri istenenlerle aynı');

    tabTo('Sonraki görev');
    press('Enter');
    tabTo('Sütun yükseklikleri 3, 2');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('istenen görünüm değil');
    tabTo('Sütun yükseklikleri 2, 3');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Görünümü doğru seçtin.');
  });
});
