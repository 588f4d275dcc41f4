import type { AlgebraTileCounts, AlgebraTilesTask } from '../../content/manipulativeTypes.ts';
import { clamp, correct, wrong, type Verdict } from './verdict.ts';

/** How many tiles of each kind lie on the mat. */
export type AlgebraTilesState = AlgebraTileCounts;

export type TileKind = keyof AlgebraTileCounts;

export type AlgebraTilesFeedback = 'empty' | 'x-off' | 'units-off' | 'both-off' | 'zero-pairs';

/** The mat can never hold more than this many tiles of one kind. */
export const MAX_TILES = 12;

export const emptyMat: AlgebraTilesState = { x: 0, negX: 0, units: 0, negUnits: 0 };

export const initialTiles = (task: AlgebraTilesTask): AlgebraTilesState => ({ ...emptyMat, ...task.start });

/** Add or take away tiles of one kind, between none and `max`. */
export function changeTiles(state: AlgebraTilesState, kind: TileKind, steps: number, max: number): AlgebraTilesState {
  const next = clamp(state[kind] + steps, 0, Math.min(max, MAX_TILES));
  return next === state[kind] ? state : { ...state, [kind]: next };
}

/** The expression's coefficients: x tiles less −x tiles, unit tiles less −1 tiles. */
export const tilesValue = (state: AlgebraTilesState): { x: number; units: number } => ({ x: state.x - state.negX, units: state.units - state.negUnits });

export const zeroPairs = (state: AlgebraTilesState): number => Math.min(state.x, state.negX) + Math.min(state.units, state.negUnits);

export function checkTiles(task: AlgebraTilesTask, state: AlgebraTilesState): Verdict<AlgebraTilesFeedback> {
  if (state.x + state.negX + state.units + state.negUnits === 0) return wrong('empty');
  const value = tilesValue(state);
  const xOff = value.x !== task.x;
  const unitsOff = value.units !== task.units;
  if (xOff && unitsOff) return wrong('both-off');
  if (xOff) return wrong('x-off');
  if (unitsOff) return wrong('units-off');
  if (task.simplest && zeroPairs(state) > 0) return wrong('zero-pairs', zeroPairs(state));
  return correct;
}

/** The fewest tiles that show the expression. */
export const tilesSolution = (task: AlgebraTilesTask): AlgebraTilesState => ({
  x: Math.max(task.x, 0),
  negX: Math.max(-task.x, 0),
  units: Math.max(task.units, 0),
  negUnits: Math.max(-task.units, 0),
});

/**
 * An expression as Turkish textbooks write it, with a real minus sign: 3x + 2, x − 1, −2x, 5, 0. The
 * coefficient 1 is left out (x, not 1x).
 */
export function expressionText(x: number, units: number): string {
  const minus = '−';
  const xPart = x === 0 ? '' : `${x < 0 ? minus : ''}${Math.abs(x) === 1 ? '' : Math.abs(x)}x`;
  if (units === 0) return xPart === '' ? '0' : xPart;
  if (xPart === '') return `${units < 0 ? minus : ''}${Math.abs(units)}`;
  return `${xPart} ${units < 0 ? minus : '+'} ${Math.abs(units)}`;
}
