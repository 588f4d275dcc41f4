import { afterEach, describe, expect, it, vi } from 'vitest';
import { msg } from '@lingui/core/macro';
import { screen } from '@testing-library/react';
import type { NumberLineSpec } from '../../content/manipulativeTypes.ts';
import NumberLineManipulative from './NumberLineManipulative.tsx';
import { press, pressTimes, renderWithI18n, tabTo, verdictText } from './keyboardTestKit.tsx';

const spec: NumberLineSpec = {
  type: 'number-line',
  min: 0,
  max: 20,
  step: 1,
  labelEvery: 5,
  tasks: [
    { kind: 'place', prompt: msg`Noktayı 12’ye koy.`, target: 12 },
    { kind: 'jumps', prompt: msg`8 + 5 kaç eder?`, start: 8, target: 13, sizes: [1], direction: 'forward' },
    { kind: 'round', prompt: msg`17 hangi onluğa yakın?`, value: 17, to: 10 },
  ],
};

describe('NumberLineManipulative', () => {
  it('places a point, adds with jumps and rounds, with the keyboard only', () => {
    renderWithI18n(<NumberLineManipulative spec={spec} />);
    const point = tabTo('Sayı doğrusundaki nokta');
    pressTimes('ArrowRight', 2, { shiftKey: true });
    press('ArrowRight');
    expect(point.getAttribute('aria-valuenow')).toBe('11');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Nokta 11 sayısında; bu, istenen sayıdan küçük.');
    tabTo('Noktayı 1 ileri götür');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Doğru!');

    tabTo('Sonraki görev');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Henüz hiç zıplamadın.');
    tabTo('1 ileri zıpla');
    pressTimes('Enter', 6);
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Fazla zıpladın.');
    tabTo('Son zıplamayı geri al');
    press('Enter');
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain('5 zıplama yapıldı; nokta 13 sayısında');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('8 sayısından 5 zıplamayla 13 sayısına vardın.');

    tabTo('Sonraki görev');
    press('Enter');
    const rounding = tabTo('Sayı doğrusundaki nokta');
    expect(rounding.getAttribute('aria-valuenow')).toBe('17');
    pressTimes('ArrowLeft', 7);
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('daha yakın bir onluk var');
    tabTo('Sayı doğrusundaki nokta');
    press('End');
    press('PageDown');
    press('ArrowUp');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('bu sayı bir onluk değil');
    tabTo('Sayı doğrusundaki nokta');
    press('End');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('17 sayısına en yakın onluk 20.');
  });

  it('jumps back for subtraction and keeps the jumps on the line', () => {
    renderWithI18n(
      <NumberLineManipulative spec={{ ...spec, tasks: [{ kind: 'jumps', prompt: msg`5 − 3`, start: 5, target: 2, sizes: [1, 5], direction: 'back' }] }} />,
    );
    const five = tabTo('5 geri zıpla');
    press('Enter');
    expect(screen.getByText('Zıplama: 1 · Nokta: 0')).toBeTruthy();
    press('Enter');
    expect(five.getAttribute('aria-disabled')).toBe('true');
    tabTo('Son zıplamayı geri al');
    press('Enter');
    tabTo('1 geri zıpla');
    pressTimes('Enter', 3);
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('5 sayısından 3 zıplamayla 2 sayısına vardın.');
  });

  it('places fractions on a line of quarters, written as fractions or as decimals', () => {
    const quarters: NumberLineSpec = {
      type: 'number-line',
      min: -2,
      max: 2,
      step: '1/4',
      tasks: [{ kind: 'place', prompt: msg`−3/4’ü göster.`, target: '-3/4', start: 0 }],
    };
    const { unmount } = renderWithI18n(<NumberLineManipulative spec={quarters} />);
    const point = tabTo('Sayı doğrusundaki nokta');
    pressTimes('ArrowLeft', 2);
    expect(point.getAttribute('aria-valuetext')).toBe('−1/2');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Nokta −1/2 sayısında; bu, istenen sayıdan büyük.');
    tabTo('Noktayı 1/4 geri götür');
    press('Enter');
    expect(point.getAttribute('aria-valuenow')).toBe('-0.75');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Noktayı −3/4 sayısının üstüne koydun.');
    // Only the whole numbers are written under a line of fractions: the child counts the quarters between.
    expect(screen.getByRole('img').textContent).toContain('−2−1012');
    unmount();

    renderWithI18n(<NumberLineManipulative spec={{ ...quarters, numbers: 'decimal' }} />);
    const decimal = tabTo('Sayı doğrusundaki nokta');
    press('PageDown');
    press('ArrowLeft');
    expect(decimal.getAttribute('aria-valuetext')).toBe('−1,25');
    expect(screen.getByText('Nokta: −1,25')).toBeTruthy();
  });

  it('adds fractions with jumps of a quarter', () => {
    renderWithI18n(
      <NumberLineManipulative
        spec={{
          type: 'number-line',
          min: -2,
          max: 2,
          step: '1/4',
          tasks: [{ kind: 'jumps', prompt: msg`(−1/2) + 3/4`, start: '-1/2', target: '1/4', sizes: ['1/4'], direction: 'forward' }],
        }}
      />,
    );
    tabTo('1/4 ileri zıpla');
    pressTimes('Enter', 3);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Sayı doğrusu. Başlangıç −1/2 sayısı; 3 zıplama yapıldı; nokta 1/4 sayısında.');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('−1/2 sayısından 3 zıplamayla 1/4 sayısına vardın.');
  });

  it('shows an inequality’s solution set with the circle and the ray, each mistake named', () => {
    renderWithI18n(
      <NumberLineManipulative
        spec={{
          ...spec,
          min: -8,
          max: 8,
          labelEvery: 2,
          tasks: [{ kind: 'ray', prompt: msg`x ≤ −1 eşitsizliğini göster.`, relation: '≤', bound: -1, start: 0 }],
        }}
      />,
    );
    expect(screen.getByRole('list', { name: 'Dairenin içi' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Işının yönü' })).toBeTruthy();
    const circle = tabTo('Sayı doğrusundaki daire');
    pressTimes('ArrowLeft', 2);
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Daire −2 sayısında; eşitsizliğin sınır sayısı bundan büyük. Daireyi sağa götür.');
    tabTo('Daireyi 1 ileri götür');
    press('Enter');
    expect(circle.getAttribute('aria-valuetext')).toBe('−1');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Şimdi dairenin içini seç');
    const open = tabTo('○İçi boş daire');
    press('Enter');
    expect(open.getAttribute('aria-pressed')).toBe('true');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('İçi boş daire, −1 sayısının bir çözüm olmadığını söyler.');
    const closed = tabTo('●İçi dolu daire');
    press('Enter');
    expect(closed.getAttribute('aria-pressed')).toBe('true');
    expect(open.getAttribute('aria-pressed')).toBe('false');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Işının yönünü seç');
    tabTo('→Sağa');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Işın yanlış yöne gidiyor.');
    tabTo('←Sola');
    press('Enter');
    expect(screen.getByRole('button', { name: 'Sola' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Sayı doğrusu; daire −1 sayısında, içi dolu; ışın sola.');
    expect(screen.getByText('Daire: −1 · içi dolu · ışın sola')).toBeTruthy();
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Çözüm kümesini gösterdin: −1 sayısında içi dolu daire ve sola giden ışın.');
  });

  it('shows a two-sided inequality with two circles and the segment between, each mistake named in drawing order', () => {
    renderWithI18n(
      <NumberLineManipulative
        spec={{
          ...spec,
          min: -8,
          max: 8,
          labelEvery: 2,
          tasks: [{ kind: 'between', prompt: msg`−1 < x ≤ 3 eşitsizliğini göster.`, lower: -1, upper: 3, relations: ['<', '≤'] }],
        }}
      />,
    );
    expect(screen.getByRole('group', { name: 'Soldaki daire' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Sağdaki dairenin içi' })).toBeTruthy();
    // The circles start at the line's ends; the lower one stops a mark short of the upper one.
    const lower = tabTo('Sayı doğrusundaki soldaki daire');
    expect(lower.getAttribute('aria-valuetext')).toBe('−8');
    press('End');
    expect(lower.getAttribute('aria-valuenow')).toBe('7');
    expect(lower.getAttribute('aria-valuemax')).toBe('7');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Soldaki daire 7 sayısında; eşitsizliğin küçük sınır sayısı bundan küçük. Soldaki daireyi sola götür.');
    tabTo('Sayı doğrusundaki soldaki daire');
    pressTimes('ArrowLeft', 8);
    expect(lower.getAttribute('aria-valuetext')).toBe('−1');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Soldaki daire küçük sınır sayısında. Şimdi bu dairenin içini seç');
    tabTo('Soldaki daireyi 1 ileri götür');
    tabTo('●İçi dolu daire');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Soldaki dairenin içi dolu; bu, −1 sayısının da bir çözüm olduğunu söyler.');
    tabTo('Soldaki daireyi 1 ileri götür');
    tabTo('○İçi boş daire');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Sağdaki daire 8 sayısında; eşitsizliğin büyük sınır sayısı bundan küçük. Sağdaki daireyi sola götür.');

    const upper = tabTo('Sayı doğrusundaki sağdaki daire');
    expect(upper.getAttribute('aria-valuemin')).toBe('0');
    press('Home');
    expect(upper.getAttribute('aria-valuetext')).toBe('0');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Sağdaki daire 0 sayısında; eşitsizliğin büyük sınır sayısı bundan büyük. Sağdaki daireyi sağa götür.');
    tabTo('Sağdaki daireyi 1 ileri götür');
    pressTimes('Enter', 3);
    expect(upper.getAttribute('aria-valuenow')).toBe('3');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Sağdaki daire büyük sınır sayısında.');
    tabTo('Sağdaki daireyi 1 ileri götür');
    const open = tabTo('○İçi boş daire');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Sağdaki dairenin içi boş; bu, 3 sayısının bir çözüm olmadığını söyler.');
    tabTo('Sağdaki daireyi 1 ileri götür');
    const closed = tabTo('●İçi dolu daire');
    press('Enter');
    expect(closed.getAttribute('aria-pressed')).toBe('true');
    expect(open.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Sayı doğrusu; soldaki daire −1 sayısında, içi boş; sağdaki daire 3 sayısında, içi dolu; aralarında bir doğru parçası çizili.',
    );
    expect(screen.getByText('Soldaki daire: −1 · içi boş · Sağdaki daire: 3 · içi dolu')).toBeTruthy();
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Çözüm kümesini gösterdin: −1 sayısında içi boş daire, 3 sayısında içi dolu daire ve aralarındaki doğru parçası.');
  });

  describe('on a phone', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('draws the numbers at full size and writes fewer of them, so none overlap', () => {
      // The figure measures 330 px, as on a 390 px phone.
      vi.stubGlobal(
        'ResizeObserver',
        class {
          constructor(private readonly report: (entries: { contentRect: { width: number } }[]) => void) {}
          observe() {
            this.report([{ contentRect: { width: 330 } }]);
          }
          disconnect() {}
        },
      );
      renderWithI18n(<NumberLineManipulative spec={{ ...spec, labelEvery: undefined }} />);
      const picture = screen.getByRole('img');
      expect(picture.getAttribute('viewBox')).toBe('0 0 330 160');
      const labels = [...picture.querySelectorAll('text[font-size="15"]')].map((text) => text.textContent);
      expect(labels).toEqual(['0', '2', '4', '6', '8', '10', '12', '14', '16', '18', '20']);
      // The controls stay buttons of full touch size beside the picture.
      expect(screen.getByRole('button', { name: 'Noktayı 1 ileri götür' })).toBeTruthy();
    });
  });
});
