import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { screen } from '@testing-library/react';
import type { VennSpec } from '../../content/manipulativeTypes.ts';
import VennManipulative from './VennManipulative.tsx';
import { press, renderWithI18n, tabTo, verdictText } from './keyboardTestKit.tsx';

const items = [
  { id: '2', label: msg`2` },
  { id: '3', label: msg`3` },
  { id: '6', label: msg`6` },
  { id: '5', label: msg`5` },
];

const spec: VennSpec = {
  type: 'venn',
  tasks: [
    {
      kind: 'sort',
      prompt: msg`Sayıları yerleştir.`,
      sets: { a: msg`2’nin katları`, b: msg`3’ün katları` },
      items,
      answer: ['a', 'b', 'both', 'outside'],
    },
    {
      kind: 'read',
      prompt: msg`A ∩ B hangisidir?`,
      sets: { a: msg`2’nin katları`, b: msg`3’ün katları` },
      items,
      placed: ['a', 'b', 'both', 'outside'],
      options: [msg`2, 3, 6`, msg`6`],
      correctIndex: 1,
    },
  ],
};

describe('VennManipulative', () => {
  it('is sorted with the keyboard only: pick an element, choose its region, check, then read the diagram', () => {
    renderWithI18n(<VennManipulative spec={spec} />);
    expect(screen.getByText('Seçili eleman: 2')).toBeTruthy();
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('4 eleman henüz yerleştirilmedi');

    tabTo('Yalnız A’ya koy');
    press('Enter');
    expect(screen.getByText('Seçili eleman: 3')).toBeTruthy();
    tabTo('A ile B’nin kesişimine koy');
    press('Enter');
    tabTo('Yalnız B’ye koy');
    press('Enter');
    tabTo('Kümelerin dışına koy');
    press('Enter');
    expect(screen.getByText('Yerleştirmek için bir eleman seç.')).toBeTruthy();
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('2 eleman yanlış bölgede');

    // 3 went to the intersection and 6 to B: pick each again and move it.
    tabTo('3: A ile B’nin kesişiminde');
    press('Enter');
    tabTo('Yalnız B’ye koy');
    press('Enter');
    tabTo('6: yalnız B’de');
    press(' ');
    tabTo('A ile B’nin kesişimine koy');
    press('Enter');
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain('A ile B’nin kesişiminde: 6');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Bütün elemanlar doğru bölgede.');

    tabTo('Sonraki görev');
    press('Enter');
    tabTo('6');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('bütün görevlerini tamamladın');
  });

  it('does nothing with a region button while no element is picked', () => {
    renderWithI18n(
      <VennManipulative
        spec={{ type: 'venn', tasks: [{ ...spec.tasks[0]!, kind: 'sort', items: [items[0]!], answer: ['a'] } as VennSpec['tasks'][number]] }}
      />,
    );
    tabTo('2: henüz yerleştirilmedi');
    press('Enter');
    expect(screen.getByText('Yerleştirmek için bir eleman seç.')).toBeTruthy();
    tabTo('Yalnız A’ya koy');
    press('Enter');
    expect(screen.getByRole('button', { name: '2: henüz yerleştirilmedi' })).toBeTruthy();
  });
});
