import type { MessageDescriptor } from '@lingui/core';

export type Season = 'spring' | 'summer' | 'autumn';

type TreeStageId = 'seed' | 'sprout' | 'sapling' | 'young-tree' | 'mature-tree' | 'old-tree';

/** docs/behaviour.md#data-kept-on-the-device Tree stage. Text fields are Lingui descriptors, read at render time. */
export type TreeStage = {
  id: TreeStageId;
  name: MessageDescriptor;
  /** Shown when the picture cannot be loaded (docs/behaviour.md#errors). */
  emoji: string;
  duration: MessageDescriptor;
  description: MessageDescriptor;
  needs: readonly MessageDescriptor[];
  funFact: MessageDescriptor;
  /** Picks the page's background for this stage. */
  season: Season;
  height: MessageDescriptor;
  imageUrl: string;
};

/** docs/behaviour.md#limits-and-constants: six stages, and the growing state lasts 1000 ms before the next one shows. */
export const TREE_STAGE_COUNT = 6;
export const GROW_DURATION_MS = 1000;
const LAST_STAGE = TREE_STAGE_COUNT - 1;

export type TreeJourneyState = { stageIndex: number; growing: boolean };

export type TreeJourneyAction =
  /** Next: starts growing. The component sends `grown` when the 1000 ms are over. */
  { type: 'grow' } | { type: 'grown' } | { type: 'previous' } | { type: 'restart' };

export const initialTreeJourney: TreeJourneyState = { stageIndex: 0, growing: false };

export const isLastStage = (state: TreeJourneyState): boolean => state.stageIndex === LAST_STAGE;
export const canGoNext = (state: TreeJourneyState): boolean => !state.growing && !isLastStage(state);
/** Going back mid-growth would race the timer, so Previous also waits for it. */
export const canGoPrevious = (state: TreeJourneyState): boolean => !state.growing && state.stageIndex > 0;

/** docs/behaviour.md#sessions-and-flows tree journey stepper. */
export function treeJourneyReducer(state: TreeJourneyState, action: TreeJourneyAction): TreeJourneyState {
  switch (action.type) {
    case 'grow':
      return canGoNext(state) ? { ...state, growing: true } : state;
    case 'grown':
      return state.growing ? { stageIndex: Math.min(state.stageIndex + 1, LAST_STAGE), growing: false } : state;
    case 'previous':
      return canGoPrevious(state) ? { ...state, stageIndex: state.stageIndex - 1 } : state;
    case 'restart':
      return initialTreeJourney;
  }
}
