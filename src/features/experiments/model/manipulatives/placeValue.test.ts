import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import type { PlaceValueTask } from '../../content/manipulativeTypes.ts';
import {
  MAX_BLOCKS,
  addBlocks,
  blocksValue,
  canTradeDown,
  canTradeUp,
  checkPlaceValue,
  initialPlaceValue,
  placeValueSolution,
  tradeDown,
  tradeUp,
} from './placeValue.ts';

const build = (target: number, start?: PlaceValueTask['start']): PlaceValueTask => ({ prompt: msg`build`, target, start });

describe('place-value blocks', () => {
  it('adds and removes blocks and reads the number', () => {
    let state = initialPlaceValue(build(243));
    state = addBlocks(addBlocks(addBlocks(state, 'hundreds', 2), 'tens', 4), 'ones', 3);
    expect(blocksValue(state)).toBe(243);
    expect(checkPlaceValue(build(243), state).correct).toBe(true);
    expect(checkPlaceValue(build(243), addBlocks(state, 'ones', -1)).feedback).toBe('too-small');
    expect(checkPlaceValue(build(243), addBlocks(state, 'tens', 1)).feedback).toBe('too-big');
    expect(addBlocks(state, 'ones', -10).ones).toBe(0);
    expect(addBlocks(state, 'ones', 50).ones).toBe(MAX_BLOCKS);
  });

  it('asks to trade ten ones for a ten when a place holds more than nine', () => {
    const task = build(34, { tens: 2, ones: 14 });
    let state = initialPlaceValue(task);
    expect(checkPlaceValue(task, state).feedback).toBe('regroup');
    expect(canTradeUp(state, 'ones', 2)).toBe(true);
    state = tradeUp(state, 'ones', 2);
    expect(state).toEqual({ hundreds: 0, tens: 3, ones: 4 });
    expect(checkPlaceValue(task, state).correct).toBe(true);
  });

  it('breaks a block into ten of the place below, never past the mat’s places', () => {
    const state = { hundreds: 1, tens: 0, ones: 5 };
    expect(canTradeDown(state, 'tens', 3)).toBe(true);
    expect(tradeDown(state, 'tens', 3)).toEqual({ hundreds: 0, tens: 10, ones: 5 });
    expect(canTradeDown(state, 'tens', 2)).toBe(false);
    expect(tradeUp(state, 'hundreds', 3)).toBe(state);
    expect(tradeDown(state, 'ones', 3)).toBe(state);
  });

  it('solves with the digits', () => {
    expect(placeValueSolution(build(507))).toEqual({ hundreds: 5, tens: 0, ones: 7 });
  });
});
