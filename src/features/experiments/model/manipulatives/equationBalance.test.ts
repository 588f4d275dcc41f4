import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import type { EquationBalanceTask } from '../../content/manipulativeTypes.ts';
import {
  applyMove,
  balanceMoves,
  balanceSolution,
  checkBalance,
  equationText,
  initialBalance,
  isRefusal,
  solvedBalance,
  solvedValue,
  type BalanceState,
} from './equationBalance.ts';

const task: EquationBalanceTask = { prompt: msg`3x + 2 = 11`, left: { x: 3, units: 2 }, right: { x: 0, units: 11 } };
const xBothSides: EquationBalanceTask = { prompt: msg`5x + 1 = 2x + 13`, left: { x: 5, units: 1 }, right: { x: 2, units: 13 } };

const play = (state: BalanceState, ...moves: Parameters<typeof applyMove>[1][]) =>
  moves.reduce<BalanceState>((current, move) => {
    const next = applyMove(current, move);
    if (isRefusal(next)) throw new Error(next);
    return next;
  }, state);

describe('equation balance', () => {
  it('writes the pans as an equation', () => {
    expect(equationText(initialBalance(task))).toBe('3x + 2 = 11');
    expect(equationText(initialBalance(xBothSides))).toBe('5x + 1 = 2x + 13');
    expect(equationText({ left: { x: 1, units: 0 }, right: { x: 0, units: 0 } })).toBe('x = 0');
  });

  it('does every move to both pans, so the equation stays true', () => {
    const start = initialBalance(task);
    const after = play(start, { kind: 'remove-unit' }, { kind: 'remove-unit' });
    expect(equationText(after)).toBe('3x = 9');
    expect(equationText(play(after, { kind: 'divide', by: 3 }))).toBe('x = 3');
    // Whatever the moves, x = 3 still balances both pans.
    const weigh = (state: BalanceState, side: 'left' | 'right') => state[side].x * 3 + state[side].units;
    const wandering = play(start, { kind: 'add-x' }, { kind: 'add-unit' }, { kind: 'remove-x' });
    expect(weigh(wandering, 'left')).toBe(weigh(wandering, 'right'));
  });

  it('refuses a move one pan cannot make', () => {
    const start = initialBalance(task);
    expect(applyMove(start, { kind: 'remove-x' })).toBe('no-x-right');
    expect(applyMove(start, { kind: 'divide', by: 3 })).toBe('not-divisible');
    expect(applyMove({ left: { x: 1, units: 0 }, right: { x: 0, units: 4 } }, { kind: 'remove-unit' })).toBe('no-unit-left');
    expect(applyMove({ left: { x: 1, units: 20 }, right: { x: 0, units: 4 } }, { kind: 'add-unit' })).toBe('pan-full');
  });

  it('is solved only when one x-box stands alone', () => {
    expect(checkBalance(initialBalance(task)).feedback).toBe('units-beside-x');
    expect(checkBalance(initialBalance(xBothSides)).feedback).toBe('x-on-both-sides');
    expect(checkBalance({ left: { x: 3, units: 0 }, right: { x: 0, units: 9 } })).toEqual({ correct: false, feedback: 'several-x', detail: 3 });
    expect(checkBalance({ left: { x: 0, units: 9 }, right: { x: 0, units: 9 } }).feedback).toBe('no-x');
    const solved = { left: { x: 0, units: 4 }, right: { x: 1, units: 0 } };
    expect(checkBalance(solved).correct).toBe(true);
    expect(solvedValue(solved)).toBe(4);
  });

  it('finds the solution and a way to it for the content checks', () => {
    expect(balanceSolution(task)).toBe(3);
    expect(balanceSolution(xBothSides)).toBe(4);
    expect(balanceMoves(xBothSides)).toEqual([{ kind: 'remove-x' }, { kind: 'remove-x' }, { kind: 'remove-unit' }, { kind: 'divide', by: 3 }]);
    const solved = solvedBalance(xBothSides);
    expect(solved && equationText(solved)).toBe('x = 4');
    // x on the right pan: 2x + 9 = 5x gives 9 = 3x, x = 3.
    const right: EquationBalanceTask = { prompt: msg`2x + 9 = 5x`, left: { x: 2, units: 9 }, right: { x: 5, units: 0 } };
    expect(solvedBalance(right)).toEqual({ left: { x: 0, units: 3 }, right: { x: 1, units: 0 } });
    // No move sequence when the x side keeps more units than the other (a negative solution).
    expect(solvedBalance({ prompt: msg`x + 5 = 2`, left: { x: 1, units: 5 }, right: { x: 0, units: 2 } })).toBeNull();
    expect(balanceSolution({ prompt: msg`x = x`, left: { x: 1, units: 0 }, right: { x: 1, units: 0 } })).toBeNull();
  });
});
