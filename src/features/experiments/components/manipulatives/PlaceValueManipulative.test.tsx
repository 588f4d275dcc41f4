import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { screen } from '@testing-library/react';
import type { PlaceValueSpec } from '../../content/manipulativeTypes.ts';
import PlaceValueManipulative from './PlaceValueManipulative.tsx';
import { press, pressTimes, renderWithI18n, tabTo, verdictText } from './keyboardTestKit.tsx';

const spec: PlaceValueSpec = {
  type: 'place-value',
  places: 3,
  tasks: [
    { prompt: msg`213 sayısını modelle.`, target: 213 },
    { prompt: msg`Birlikleri bozdur.`, target: 34, start: { tens: 2, ones: 14 } },
  ],
};

describe('PlaceValueManipulative', () => {
  it('builds a number and regroups ten ones with the keyboard only', () => {
    renderWithI18n(<PlaceValueManipulative spec={spec} />);
    tabTo('Bir yüzlük ekle');
    pressTimes('Enter', 2);
    tabTo('Bir onluk ekle');
    press('+');
    tabTo('Bir birlik ekle');
    pressTimes('ArrowUp', 4);
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('214; istenen sayıdan büyük');
    tabTo('Bir birlik çıkar');
    press('Enter');
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Altlıkta 2 yüzlük, 1 onluk ve 3 birlik var; sayı 213.');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Doğru!');

    tabTo('Sonraki görev');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('9’dan fazla blok');
    tabTo('10 birliği 1 onluğa çevir');
    press(' ');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('34 sayısını 0 yüzlük, 3 onluk ve 4 birlikle gösterdin.');
  });
});
