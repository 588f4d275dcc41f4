import { describe, expect, it } from 'vitest';
import {
  TREE_STAGE_COUNT,
  canGoNext,
  canGoPrevious,
  initialTreeJourney,
  isLastStage,
  treeJourneyReducer,
  type TreeJourneyAction,
  type TreeJourneyState,
} from './treeJourney.ts';

const run = (state: TreeJourneyState, ...actions: TreeJourneyAction[]) => actions.reduce(treeJourneyReducer, state);
const step: TreeJourneyAction[] = [{ type: 'grow' }, { type: 'grown' }];

describe('treeJourneyReducer', () => {
  it('starts at the seed, with Previous disabled', () => {
    expect(initialTreeJourney).toEqual({ stageIndex: 0, growing: false });
    expect(canGoPrevious(initialTreeJourney)).toBe(false);
    expect(canGoNext(initialTreeJourney)).toBe(true);
  });

  it('Next first grows, then advances one stage when growing is over', () => {
    const growing = run(initialTreeJourney, { type: 'grow' });
    expect(growing).toEqual({ stageIndex: 0, growing: true });
    expect(canGoNext(growing)).toBe(false);
    expect(canGoPrevious(growing)).toBe(false);
    expect(run(growing, { type: 'grow' })).toBe(growing);
    expect(run(growing, { type: 'grown' })).toEqual({ stageIndex: 1, growing: false });
  });

  it('ignores a stray "grown" when not growing', () => {
    expect(run(initialTreeJourney, { type: 'grown' })).toBe(initialTreeJourney);
  });

  it('walks the six stages and stops at the last', () => {
    let state = initialTreeJourney;
    for (let index = 1; index < TREE_STAGE_COUNT; index += 1) {
      state = run(state, ...step);
      expect(state.stageIndex).toBe(index);
    }
    expect(isLastStage(state)).toBe(true);
    expect(canGoNext(state)).toBe(false);
    expect(run(state, { type: 'grow' })).toBe(state);
  });

  it('Previous goes back one stage and never below 0', () => {
    const second = run(initialTreeJourney, ...step, ...step);
    expect(run(second, { type: 'previous' }).stageIndex).toBe(1);
    expect(run(second, { type: 'previous' }, { type: 'previous' }, { type: 'previous' }).stageIndex).toBe(0);
  });

  it('Previous waits while growing', () => {
    const growing = run(initialTreeJourney, ...step, { type: 'grow' });
    expect(run(growing, { type: 'previous' })).toBe(growing);
  });

  it('restart goes back to the seed from anywhere, even mid-growth', () => {
    const last = run(initialTreeJourney, ...Array.from({ length: TREE_STAGE_COUNT - 1 }, () => step).flat());
    expect(run(last, { type: 'restart' })).toEqual(initialTreeJourney);
    expect(run(initialTreeJourney, ...step, { type: 'grow' }, { type: 'restart' })).toEqual(initialTreeJourney);
  });
});
