import type { PlaceValueTask } from '../../content/manipulativeTypes.ts';
import { clamp, correct, wrong, type Verdict } from './verdict.ts';

export type Place = 'hundreds' | 'tens' | 'ones';

/** Blocks on the mat; a place may hold more than 9 until they are traded. */
export type PlaceValueState = { readonly hundreds: number; readonly tens: number; readonly ones: number };

export type PlaceValueFeedback = 'too-small' | 'too-big' | 'regroup';

/** The most blocks of one kind the mat holds. */
export const MAX_BLOCKS = 19;

export const initialPlaceValue = (task: PlaceValueTask): PlaceValueState => ({
  hundreds: task.start?.hundreds ?? 0,
  tens: task.start?.tens ?? 0,
  ones: task.start?.ones ?? 0,
});

export const blocksValue = (state: PlaceValueState): number => state.hundreds * 100 + state.tens * 10 + state.ones;

export function addBlocks(state: PlaceValueState, place: Place, delta: number): PlaceValueState {
  const next = clamp(state[place] + delta, 0, MAX_BLOCKS);
  return next === state[place] ? state : { ...state, [place]: next };
}

const HIGHER: Partial<Record<Place, Place>> = { ones: 'tens', tens: 'hundreds' };

/** Whether ten blocks of `place` can be traded for one of the next place up (room permitting). */
export function canTradeUp(state: PlaceValueState, place: Place, places: 2 | 3): boolean {
  const higher = HIGHER[place];
  if (!higher || (higher === 'hundreds' && places === 2)) return false;
  return state[place] >= 10 && state[higher] < MAX_BLOCKS;
}

/** Whether one block of the place above `place` can be broken into ten of `place`. */
export function canTradeDown(state: PlaceValueState, place: Place, places: 2 | 3): boolean {
  const higher = HIGHER[place];
  if (!higher || (higher === 'hundreds' && places === 2)) return false;
  return state[higher] >= 1 && state[place] + 10 <= MAX_BLOCKS;
}

/** Ten of `place` become one of the place above: the number stays the same. */
export function tradeUp(state: PlaceValueState, place: Place, places: 2 | 3): PlaceValueState {
  const higher = HIGHER[place];
  if (!higher || !canTradeUp(state, place, places)) return state;
  return { ...state, [place]: state[place] - 10, [higher]: state[higher] + 1 };
}

/** One of the place above `place` becomes ten of `place`: the number stays the same. */
export function tradeDown(state: PlaceValueState, place: Place, places: 2 | 3): PlaceValueState {
  const higher = HIGHER[place];
  if (!higher || !canTradeDown(state, place, places)) return state;
  return { ...state, [place]: state[place] + 10, [higher]: state[higher] - 1 };
}

/** The number must be right, and written with at most 9 blocks of a kind (its digits). */
export function checkPlaceValue(task: PlaceValueTask, state: PlaceValueState): Verdict<PlaceValueFeedback> {
  const value = blocksValue(state);
  if (value < task.target) return wrong('too-small');
  if (value > task.target) return wrong('too-big');
  if (state.hundreds > 9 || state.tens > 9 || state.ones > 9) return wrong('regroup');
  return correct;
}

export const placeValueSolution = (task: PlaceValueTask): PlaceValueState => ({
  hundreds: Math.floor(task.target / 100),
  tens: Math.floor(task.target / 10) % 10,
  ones: task.target % 10,
});
