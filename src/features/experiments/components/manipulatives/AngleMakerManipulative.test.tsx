import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import type { AngleMakerSpec } from '../../content/manipulativeTypes.ts';
import AngleMakerManipulative from './AngleMakerManipulative.tsx';
import { press, pressTimes, renderWithI18n, tabTo, verdictText } from './keyboardTestKit.tsx';

const spec: AngleMakerSpec = {
  type: 'angle-maker',
  protractor: true,
  tasks: [
    { kind: 'exact', prompt: msg`35° yap.`, degrees: 35 },
    { kind: 'type', prompt: msg`Geniş açı yap.`, angle: 'obtuse' },
  ],
};

describe('AngleMakerManipulative', () => {
  it('turns the ray with the arrow keys (Shift for 10°) and checks an exact angle and a kind', () => {
    renderWithI18n(<AngleMakerManipulative spec={spec} />);
    const ray = tabTo('Açının dönen kolu');
    pressTimes('ArrowRight', 4, { shiftKey: true });
    pressTimes('ArrowLeft', 5);
    expect(ray.getAttribute('aria-valuenow')).toBe('35');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Açın tam 35°.');

    tabTo('Sonraki görev');
    press('Enter');
    tabTo('Açının dönen kolu');
    press('End');
    press('PageDown');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('bu bir geniş açı');
  });

  it('says when the angle is not of the asked kind', () => {
    renderWithI18n(<AngleMakerManipulative spec={{ ...spec, tasks: [spec.tasks[1]!] }} />);
    tabTo('Açıyı 10 derece büyüt');
    pressTimes('Enter', 9);
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Açın 90°; istenen türde değil');
  });
});
