import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import type { ScaleTask } from '../../content/manipulativeTypes.ts';
import { addMass, scaleSolution, beamTilt, checkScale, chooseSide, initialScale, kilogramsAndGrams, massesFor, massesTotal, panLoads } from './balanceScale.ts';
import { manipulativeProblems } from './validate.ts';

const masses = [1000, 500, 200, 100, 50] as const;
const spec = { masses, each: 3 };
const apple = { emoji: '🍎', label: msg`Elma` };

describe('balance scale', () => {
  it('puts masses on the right pan within the box, and adds them up', () => {
    let state = initialScale(spec);
    state = addMass(state, 1, 1, 3);
    state = addMass(state, 2, 5, 3);
    expect(state.counts).toEqual([0, 1, 3, 0, 0]);
    expect(massesTotal(masses, state.counts)).toBe(1100);
    expect(addMass(state, 0, -1, 3)).toBe(state);
    expect(addMass(state, 9, 1, 3)).toBe(state);
  });

  it('tilts the beam towards the heavier pan and keeps it level when the loads are equal', () => {
    expect(beamTilt(750, 500)).toBe(-1);
    expect(beamTilt(500, 750)).toBe(1);
    expect(beamTilt(750, 750)).toBe(0);
    const task: ScaleTask = { kind: 'balance', prompt: msg`b`, object: apple, grams: 750 };
    expect(panLoads(task, masses, addMass(initialScale(spec), 1, 1, 3))).toEqual({ left: 750, right: 500 });
  });

  it('judges balancing and making a mass', () => {
    const task: ScaleTask = { kind: 'balance', prompt: msg`b`, object: apple, grams: 750 };
    let state = initialScale(spec);
    expect(checkScale(task, masses, state).feedback).toBe('empty');
    state = addMass(state, 1, 1, 3);
    expect(checkScale(task, masses, state).feedback).toBe('too-light');
    state = addMass(state, 2, 2, 3);
    expect(checkScale(task, masses, state).feedback).toBe('too-heavy');
    state = addMass(addMass(state, 2, -1, 3), 4, 1, 3);
    expect(checkScale(task, masses, state).correct).toBe(true);
    const make: ScaleTask = { kind: 'make', prompt: msg`m`, grams: 1250 };
    expect(checkScale(make, masses, { counts: [1, 0, 1, 0, 1], choice: null }).correct).toBe(true);
  });

  it('judges which pan goes down', () => {
    const task: ScaleTask = {
      kind: 'compare',
      prompt: msg`c`,
      left: { ...apple, grams: 1050, show: 'kg' },
      right: { ...apple, grams: 1500, show: 'g' },
    };
    const state = initialScale(spec);
    expect(checkScale(task, masses, state).feedback).toBe('no-choice');
    expect(checkScale(task, masses, chooseSide(state, 'left')).feedback).toBe('wrong-choice');
    expect(checkScale(task, masses, chooseSide(state, 'right')).correct).toBe(true);
  });

  it('counts counters on the right pan like masses (12 cubes of 10 g balance 120 g)', () => {
    const task: ScaleTask = { kind: 'balance', prompt: msg`b`, object: apple, grams: 120 };
    const state = addMass(initialScale({ masses: [10] }), 0, 12, 15);
    expect(state.counts).toEqual([12]);
    expect(checkScale(task, [10], state).correct).toBe(true);
    expect(checkScale(task, [10], addMass(state, 0, -1, 15)).feedback).toBe('too-light');
  });

  it('judges a compare task whose loads carry no label', () => {
    const task: ScaleTask = {
      kind: 'compare',
      prompt: msg`c`,
      left: { emoji: '🪶', label: msg`tüy`, grams: 1, show: 'none' },
      right: { emoji: '🍉', label: msg`karpuz`, grams: 3000, show: 'none' },
    };
    expect(checkScale(task, masses, chooseSide(initialScale(spec), 'right')).correct).toBe(true);
  });

  it('finds masses that make a weight, or none, for content checks', () => {
    expect(massesFor(850, masses, 3)).toEqual([0, 1, 1, 1, 1]);
    expect(massesFor(30, masses, 3)).toBeNull();
    expect(massesFor(6000, masses, 3)).toBeNull();
    const task: ScaleTask = { kind: 'make', prompt: msg`m`, grams: 2350 };
    const solution = scaleSolution(task, spec);
    expect(solution && checkScale(task, masses, solution).correct).toBe(true);
    expect(kilogramsAndGrams(2350)).toEqual({ kg: 2, g: 350 });
  });
});

describe('balance scale content check', () => {
  it('names masses the box cannot make and tasks solved at the start', () => {
    expect(
      manipulativeProblems({
        type: 'balance-scale',
        masses: [500, 100],
        each: 2,
        tasks: [
          { kind: 'make', prompt: msg`m`, grams: 700 },
          { kind: 'make', prompt: msg`m`, grams: 1500 },
          { kind: 'balance', prompt: msg`b`, object: apple, grams: 250 },
        ],
      }),
    ).toEqual(['balance-scale task 2: the box of masses cannot make it', 'balance-scale task 3: the box of masses cannot make it']);
    expect(manipulativeProblems({ type: 'balance-scale', masses: [100, 500], each: 2, tasks: [{ kind: 'make', prompt: msg`m`, grams: 600 }] })).toEqual([
      'balance-scale: masses must be positive, heaviest first, 1 to 5 of each (1 to 20 counters)',
    ]);
  });

  it('checks a box of counters: one kind of counter, up to 20 of it, every load a whole number of counters', () => {
    const cube = { emoji: '🧊', label: msg`küp` };
    const tasks = [{ kind: 'balance', prompt: msg`b`, object: apple, grams: 120 }] as const;
    expect(manipulativeProblems({ type: 'balance-scale', masses: [10], each: 15, counter: cube, tasks })).toEqual([]);
    expect(manipulativeProblems({ type: 'balance-scale', masses: [10], each: 10, counter: cube, tasks })).toEqual([
      'balance-scale task 1: the box of masses cannot make it',
    ]);
    expect(manipulativeProblems({ type: 'balance-scale', masses: [10], each: 21, counter: cube, tasks })[0]).toContain('1 to 20 counters');
    expect(manipulativeProblems({ type: 'balance-scale', masses: [20, 10], each: 15, counter: cube, tasks })).toEqual([
      'balance-scale: a box of counters holds one kind of counter',
    ]);
  });
});
