import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { fireEvent, screen } from '@testing-library/react';
import type { HundredGridSpec } from '../../content/manipulativeTypes.ts';
import HundredGridManipulative from './HundredGridManipulative.tsx';
import { press, pressTimes, renderWithI18n, tabTo, verdictText } from './keyboardTestKit.tsx';

const spec: HundredGridSpec = {
  type: 'hundred-grid',
  tasks: [
    { kind: 'shade', prompt: msg`Tablonun 0,32’sini boya.`, hundredths: 32 },
    { kind: 'read', prompt: msg`Boyalı kısım yüzde kaçtır?`, shaded: 25, options: [msg`%52`, msg`%25`], correctIndex: 1 },
  ],
};

describe('HundredGridManipulative', () => {
  it('is solved with the keyboard only: shade rows and squares, check, read the next grid and choose', () => {
    renderWithI18n(<HundredGridManipulative spec={spec} />);
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('hiç kare boyamadın');

    tabTo('Bir kare daha boya');
    press('+', { shiftKey: true });
    press('ArrowUp', { shiftKey: true });
    press('ArrowUp', { shiftKey: true });
    expect(screen.getByText('30 kare')).toBeTruthy();
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('istenenden az');

    // The roving square: Tab lands on the first square; the arrows walk to row 4.
    tabTo('Sıra 1, sütun 1');
    pressTimes('ArrowDown', 3);
    press(' ');
    press('ArrowRight');
    press('Enter');
    expect(screen.getByText('Boyalı kare sayısı: 32 / 100')).toBeTruthy();
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('32/100 = 0,32 = %32');

    tabTo('Sonraki görev');
    press('Enter');
    expect(screen.getByRole('img', { name: 'Yüzlük tablo: 100 eş karenin 25 tanesi boyalı.' })).toBeTruthy();
    tabTo('%52');
    press(' ');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Henüz değil');
    tabTo('%25');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('0,25 = %25');
    expect(verdictText()).toContain('bütün görevlerini tamamladın');
  });

  it('shades and clears a square by touch', () => {
    renderWithI18n(<HundredGridManipulative spec={spec} />);
    const square = screen.getByRole('button', { name: 'Sıra 2, sütun 3' });
    fireEvent.click(square);
    expect(square.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Boyalı kare sayısı: 1 / 100')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tabloyu temizle' }));
    expect(screen.getByText('Boyalı kare sayısı: 0 / 100')).toBeTruthy();
  });
});
