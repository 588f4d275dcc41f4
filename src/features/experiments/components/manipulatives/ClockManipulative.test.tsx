import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import type { ClockSpec } from '../../content/manipulativeTypes.ts';
import ClockManipulative from './ClockManipulative.tsx';
import { press, pressTimes, renderWithI18n, tabTo, verdictText } from './keyboardTestKit.tsx';

const spec: ClockSpec = {
  type: 'clock',
  minuteStep: 15,
  tasks: [
    { kind: 'set', prompt: msg`Saati 3 buçuğa kur.`, hour: 3, minute: 30 },
    { kind: 'later', prompt: msg`Saat 9’u çeyrek geçiyor. 30 dakika sonra saat kaç olur?`, from: { hour: 9, minute: 15 }, minutes: 30 },
  ],
};

describe('ClockManipulative', () => {
  it('sets the hands with the keyboard, the hour hand following the minute hand', () => {
    renderWithI18n(<ClockManipulative spec={spec} />);
    const face = tabTo('Saatin yelkovanı');
    pressTimes('ArrowRight', 2);
    expect(face.getAttribute('aria-valuetext')).toBe('saat 12 buçuk (12.30)');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('akrep, yani kısa kol, başka bir saati gösteriyor');
    tabTo('Akrebi 1 saat ileri al');
    pressTimes('Enter', 3);
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Saatin gösterdiği: saat 3 buçuk (3.30).');

    tabTo('Sonraki görev');
    press('Enter');
    tabTo('Yelkovanı 15 dakika ileri al');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Yelkovan, yani uzun kol, doğru yerde değil. Yelkovan bir sayıdan ötekine 5 dakikada gelir.');
    tabTo('Saatin yelkovanı');
    press('ArrowRight');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('10’a çeyrek var (9.45)');
  });

  it('turns only the hour hand on a clock of full hours', () => {
    renderWithI18n(<ClockManipulative spec={{ type: 'clock', minuteStep: 60, tasks: [{ kind: 'set', prompt: msg`Saat 7`, hour: 7, minute: 0 }] }} />);
    const face = tabTo('Saatin akrebi');
    pressTimes('ArrowLeft', 5);
    expect(face.getAttribute('aria-valuetext')).toBe('saat 7 (7.00)');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Doğru!');
  });
});
