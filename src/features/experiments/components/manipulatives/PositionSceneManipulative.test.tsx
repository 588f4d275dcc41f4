import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { screen } from '@testing-library/react';
import type { PositionSceneSpec } from '../../content/manipulativeTypes.ts';
import PositionSceneManipulative from './PositionSceneManipulative.tsx';
import { press, renderWithI18n, tabTo, verdictText } from './keyboardTestKit.tsx';

const objects = [
  { id: 'cat', emoji: '🐱', label: msg`kedi`, row: 0, column: 1 },
  { id: 'book', emoji: '📕', label: msg`kitap`, row: 0, column: 3 },
  { id: 'car', emoji: '🚗', label: msg`araba`, row: 1, column: 2 },
];

const spec: PositionSceneSpec = {
  type: 'position-scene',
  rows: 2,
  columns: 4,
  tasks: [
    { kind: 'place', prompt: msg`Topu kedinin altına koy.`, objects, moving: { emoji: '⚽', label: msg`top` }, relation: 'below', of: 'cat' },
    { kind: 'find', prompt: msg`Kedinin sağındaki nesne hangisi?`, objects, relation: 'right-of', of: 'cat' },
  ],
};

describe('PositionSceneManipulative', () => {
  it('is played with the keyboard only: put the ball under the cat, then find what is on the cat’s right', () => {
    renderWithI18n(<PositionSceneManipulative spec={spec} />);
    expect(screen.getAllByRole('button', { name: /: boş$/ })).toHaveLength(5);
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Önce rafta bir yer seç.');

    tabTo('üst raf, soldan 4. yer: kitap');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Orada zaten bir nesne var.');

    tabTo('alt raf, soldan 1. yer: boş');
    press(' ');
    expect(screen.getByText('top: alt raf, soldan 1. yer')).toBeTruthy();
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('tam aşağısındaki');

    tabTo('alt raf, soldan 2. yer: boş');
    press('Enter');
    expect(screen.getByRole('button', { name: 'alt raf, soldan 2. yer: top buraya kondu' }).getAttribute('aria-pressed')).toBe('true');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('top doğru yerde.');

    tabTo('Sonraki görev');
    press('Enter');
    tabTo('üst raf, soldan 1. yer: boş');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Orası boş.');
    tabTo('üst raf, soldan 4. yer: kitap');
    press('Enter');
    expect(screen.getByText('Seçtiğin: kitap')).toBeTruthy();
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('bütün görevlerini tamamladın');
  });

  it('names a left–right mix-up', () => {
    renderWithI18n(
      <PositionSceneManipulative
        spec={{
          ...spec,
          tasks: [{ kind: 'place', prompt: msg`Topu arabanın soluna koy.`, objects, moving: { emoji: '⚽', label: msg`top` }, relation: 'left-of', of: 'car' }],
        }}
      />,
    );
    tabTo('alt raf, soldan 4. yer: boş');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Sağ ile solu karıştırmış olabilirsin. Sol elini kaldır');
    tabTo('alt raf, soldan 4. yer: top buraya kondu');
    press('Enter');
    expect(screen.getByText('Henüz bir yer seçmedin.')).toBeTruthy();
  });
});
