import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import type { ProbabilitySpinnerSpec, ProbabilityTask } from '../../content/manipulativeTypes.ts';
import {
  checkSpinner,
  chooseProbability,
  fractionText,
  initialSpinner,
  paintSector,
  probabilityOf,
  spin,
  spinCounts,
  spinnerSolution,
  type SpinnerState,
} from './probabilitySpinner.ts';

const spec: ProbabilitySpinnerSpec = {
  type: 'probability-spinner',
  colours: [
    { id: 'red', label: msg`kırmızı`, colour: '#dc2626', letter: 'K' },
    { id: 'blue', label: msg`mavi`, colour: '#2563eb', letter: 'M' },
    { id: 'yellow', label: msg`sarı`, colour: '#facc15', letter: 'S' },
  ],
  seed: 7,
  tasks: [],
};
const twice: ProbabilityTask = { kind: 'colour', prompt: msg`2×`, sectors: 6, targets: [{ colour: 'red', times: 2, of: 'blue' }] };
const quarter: ProbabilityTask = { kind: 'colour', prompt: msg`1/4`, sectors: 8, targets: [{ colour: 'yellow', numerator: 1, denominator: 4 }] };
const chance: ProbabilityTask = {
  kind: 'chance',
  prompt: msg`P(mavi)?`,
  sectors: ['red', 'blue', 'red', 'yellow'],
  options: [msg`1/4`, msg`1/2`],
  correctIndex: 0,
};

const paint = (state: SpinnerState, colours: string[]) => colours.reduce((board, colour, i) => paintSector(board, i, colour), state);

describe('probability spinner', () => {
  it('computes exact probabilities as fractions in lowest terms', () => {
    expect(probabilityOf(['red', 'blue', 'red', 'yellow'], 'red')).toEqual({ numerator: 1, denominator: 2 });
    expect(fractionText(probabilityOf(['red', 'blue', 'red', 'yellow'], 'blue'))).toBe('1/4');
    expect(fractionText(probabilityOf(['red', 'red'], 'blue'))).toBe('0');
    expect(fractionText(probabilityOf(['red', 'red'], 'red'))).toBe('1');
  });

  it('wants every sector coloured and every target met', () => {
    const blank = initialSpinner(twice);
    expect(checkSpinner(twice, paintSector(blank, 0, 'red'))).toEqual({ correct: false, feedback: 'unpainted', detail: 5 });
    expect(checkSpinner(twice, paint(blank, ['red', 'red', 'red', 'blue', 'blue', 'blue'])).feedback).toBe('wrong-ratio');
    expect(checkSpinner(twice, paint(blank, ['red', 'red', 'red', 'red', 'yellow', 'yellow'])).feedback).toBe('wrong-ratio');
    expect(checkSpinner(twice, paint(blank, ['red', 'red', 'blue', 'yellow', 'yellow', 'yellow'])).correct).toBe(true);
    expect(checkSpinner(twice, paint(blank, ['red', 'red', 'red', 'red', 'blue', 'blue'])).correct).toBe(true);
    expect(checkSpinner(quarter, paint(initialSpinner(quarter), ['yellow', 'red', 'red', 'red', 'red', 'red', 'red', 'red'])).feedback).toBe(
      'wrong-probability',
    );
    expect(checkSpinner(quarter, paint(initialSpinner(quarter), ['yellow', 'yellow', 'red', 'red', 'red', 'red', 'red', 'red'])).correct).toBe(true);
  });

  it('checks the chosen probability', () => {
    expect(checkSpinner(chance, initialSpinner(chance)).feedback).toBe('no-choice');
    expect(checkSpinner(chance, chooseProbability(initialSpinner(chance), 1)).feedback).toBe('wrong-choice');
    expect(checkSpinner(chance, chooseProbability(initialSpinner(chance), 0)).correct).toBe(true);
  });

  it('spins the same way for the same seed, landing on each sector about as often as it should', () => {
    const board = initialSpinner(chance);
    const first = spin(board, 7, 400);
    expect(spin(board, 7, 400).spins).toEqual(first.spins);
    expect(spin(spin(board, 7, 150), 7, 250).spins).toEqual(first.spins);
    expect(spin(board, 8, 400).spins).not.toEqual(first.spins);
    expect(first.spins).toHaveLength(400);
    expect(spinCounts(first, 'red')).toBeGreaterThan(160);
    expect(spinCounts(first, 'red')).toBeLessThan(240);
    expect(spinCounts(first, 'blue')).toBeGreaterThan(70);
    expect(spinCounts(first, 'blue')).toBeLessThan(130);
    // A blank sector never comes up; a blank spinner does not spin.
    expect(spin(paintSector(initialSpinner(twice), 2, 'blue'), 7, 20).spins).toEqual(Array.from({ length: 20 }, () => 'blue'));
    expect(spin(initialSpinner(twice), 7, 5).spins).toEqual([]);
  });

  it('finds a colouring for the content checks', () => {
    for (const task of [twice, quarter, chance]) {
      const solution = spinnerSolution(task, spec);
      expect(solution && checkSpinner(task, solution).correct).toBe(true);
    }
    expect(spinnerSolution({ kind: 'colour', prompt: msg`1/3 of 8`, sectors: 8, targets: [{ colour: 'red', numerator: 1, denominator: 3 }] }, spec)).toBeNull();
  });
});
