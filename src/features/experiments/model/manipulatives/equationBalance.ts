import type { EquationBalanceTask } from '../../content/manipulativeTypes.ts';
import { correct, wrong, type Verdict } from './verdict.ts';

/** One pan of the balance: x-boxes (each weighs the unknown x) and unit weights (each weighs 1). */
export type Pan = { readonly x: number; readonly units: number };

/** Both pans. The moves below always change both pans alike, so the balance stays level. */
export type BalanceState = { readonly left: Pan; readonly right: Pan };

/** The same move on both pans: add or take away a unit weight or an x-box, or divide both pans by a number. */
export type BalanceMove = { kind: 'add-unit' } | { kind: 'remove-unit' } | { kind: 'add-x' } | { kind: 'remove-x' } | { kind: 'divide'; by: number };

/** Why a move cannot be made: a pan has nothing of that kind to take away, is full, or cannot be shared out evenly. */
export type MoveRefusal = 'no-unit-left' | 'no-unit-right' | 'no-x-left' | 'no-x-right' | 'pan-full' | 'not-divisible';

export type BalanceFeedback = 'x-on-both-sides' | 'no-x' | 'units-beside-x' | 'several-x';

/** What a pan holds at most: the drawing has room for this many x-boxes and unit weights. */
export const MAX_X = 6;
export const MAX_UNITS = 20;

export const initialBalance = (task: EquationBalanceTask): BalanceState => ({ left: task.left, right: task.right });

/** The move's result, or why it cannot be made. */
export function applyMove(state: BalanceState, move: BalanceMove): BalanceState | MoveRefusal {
  const { left, right } = state;
  switch (move.kind) {
    case 'add-unit':
      if (left.units >= MAX_UNITS || right.units >= MAX_UNITS) return 'pan-full';
      return { left: { ...left, units: left.units + 1 }, right: { ...right, units: right.units + 1 } };
    case 'remove-unit':
      if (left.units === 0) return 'no-unit-left';
      if (right.units === 0) return 'no-unit-right';
      return { left: { ...left, units: left.units - 1 }, right: { ...right, units: right.units - 1 } };
    case 'add-x':
      if (left.x >= MAX_X || right.x >= MAX_X) return 'pan-full';
      return { left: { ...left, x: left.x + 1 }, right: { ...right, x: right.x + 1 } };
    case 'remove-x':
      if (left.x === 0) return 'no-x-left';
      if (right.x === 0) return 'no-x-right';
      return { left: { ...left, x: left.x - 1 }, right: { ...right, x: right.x - 1 } };
    case 'divide': {
      const by = move.by;
      const counts = [left.x, left.units, right.x, right.units];
      if (by < 2 || counts.some((count) => count % by !== 0)) return 'not-divisible';
      return { left: { x: left.x / by, units: left.units / by }, right: { x: right.x / by, units: right.units / by } };
    }
  }
}

export const isRefusal = (result: BalanceState | MoveRefusal): result is MoveRefusal => typeof result === 'string';

/** The equation the pans show, e.g. "3x + 2 = 11" (an empty pan is 0). */
export function equationText(state: BalanceState): string {
  const side = ({ x, units }: Pan) => {
    const parts = [x === 0 ? '' : x === 1 ? 'x' : `${x}x`, units === 0 ? '' : String(units)].filter(Boolean);
    return parts.length === 0 ? '0' : parts.join(' + ');
  };
  return `${side(state.left)} = ${side(state.right)}`;
}

/** The unknown's value for the pans as set at the start: a·x + b = c·x + d gives x = (d − b) / (a − c); null if none or many. */
export function balanceSolution(task: EquationBalanceTask): number | null {
  const xs = task.left.x - task.right.x;
  if (xs === 0) return null;
  const value = (task.right.units - task.left.units) / xs;
  return Number.isFinite(value) ? value : null;
}

/**
 * Solved when one x-box stands alone on a pan and the other pan holds only unit weights: those weigh x.
 * (The moves keep the balance level, so that number is the solution.)
 */
export function checkBalance(state: BalanceState): Verdict<BalanceFeedback> {
  const { left, right } = state;
  if (left.x > 0 && right.x > 0) return wrong('x-on-both-sides');
  const xPan = left.x > 0 ? left : right;
  if (xPan.x === 0) return wrong('no-x');
  if (xPan.units > 0) return wrong('units-beside-x');
  if (xPan.x > 1) return wrong('several-x', xPan.x);
  return correct;
}

/** The x the balance shows once solved: the unit weights on the pan without x. */
export const solvedValue = (state: BalanceState): number => (state.left.x > 0 ? state.right.units : state.left.units);

/**
 * A way to solve the task by the moves above (for the content checks): take x-boxes off both pans until one pan
 * has none, unit weights until the x side has none, then divide both pans by the x-boxes left. Null if a move is refused.
 */
export function balanceMoves(task: EquationBalanceTask): BalanceMove[] | null {
  const moves: BalanceMove[] = [];
  let state: BalanceState = initialBalance(task);
  const run = (move: BalanceMove) => {
    const next = applyMove(state, move);
    if (isRefusal(next)) return false;
    moves.push(move);
    state = next;
    return true;
  };
  for (let i = Math.min(state.left.x, state.right.x); i > 0; i--) if (!run({ kind: 'remove-x' })) return null;
  const xPan = state.left.x > 0 ? 'left' : 'right';
  for (let i = state[xPan].units; i > 0; i--) if (!run({ kind: 'remove-unit' })) return null;
  const xs = state[xPan].x;
  if (xs > 1 && !run({ kind: 'divide', by: xs })) return null;
  return moves;
}

/** The pans after the solving moves, or null when the task cannot be solved by them. */
export function solvedBalance(task: EquationBalanceTask): BalanceState | null {
  const moves = balanceMoves(task);
  if (!moves) return null;
  let state = initialBalance(task);
  for (const move of moves) {
    const next = applyMove(state, move);
    if (isRefusal(next)) return null;
    state = next;
  }
  return state;
}
