import { describe, expect, it } from 'vitest';
import type { PuzzleSpec } from '../../content/puzzleTypes.ts';
import { judge } from './interpreter.ts';
import { IDLE, activeBlockId, playbackReducer, shownState, shownTrail } from './playback.ts';
import { left, move, program, whenFlag } from './build.ts';

const puzzle: PuzzleSpec = {
  id: 'test',
  stage: { map: ['s..g', '##..'], heading: 'east' },
  goal: 'reach',
  blocks: ['move', 'turn-left'],
  solution: program(whenFlag(move, move, move)),
};
const solved = judge(puzzle, program(whenFlag({ ...move, id: 'a' }, { ...move, id: 'b' }, { ...move, id: 'c' })));
const crashing = judge(puzzle, program(whenFlag({ ...move, id: 'a' }, { ...left, id: 'b' }, { ...move, id: 'c' })));

describe('playing a run back', () => {
  it('runs on a timer from the start to the end', () => {
    let playback = playbackReducer(IDLE, { type: 'run', run: solved, instant: false });
    expect(playback).toMatchObject({ shown: 0, mode: 'running' });
    playback = playbackReducer(playback, { type: 'tick' });
    playback = playbackReducer(playback, { type: 'tick' });
    expect(playback).toMatchObject({ shown: 2, mode: 'running' });
    expect(activeBlockId(playback)).toBe('b');
    playback = playbackReducer(playback, { type: 'tick' });
    expect(playback).toMatchObject({ shown: 3, mode: 'done' });
    expect(playbackReducer(playback, { type: 'tick' })).toBe(playback);
  });

  it('shows the end at once with reduced motion, or for a run with no steps', () => {
    expect(playbackReducer(IDLE, { type: 'run', run: solved, instant: true })).toMatchObject({ shown: 3, mode: 'done' });
    const empty = judge(puzzle, program(whenFlag()));
    expect(playbackReducer(IDLE, { type: 'run', run: empty, instant: false })).toMatchObject({ shown: 0, mode: 'done' });
  });

  it('steps one action per press, starting a fresh run when none is under way', () => {
    let playback = playbackReducer(IDLE, { type: 'step', run: solved });
    expect(playback).toMatchObject({ shown: 1, mode: 'paused' });
    playback = playbackReducer(playback, { type: 'step', run: crashing });
    expect(playback.run).toBe(solved);
    expect(playback).toMatchObject({ shown: 2, mode: 'paused' });
    playback = playbackReducer(playback, { type: 'step', run: solved });
    expect(playback.mode).toBe('done');
    playback = playbackReducer(playback, { type: 'step', run: crashing });
    expect(playback).toMatchObject({ run: crashing, shown: 1, mode: 'paused' });
  });

  it('pauses a running run when stepped, and resets to the start', () => {
    let playback = playbackReducer(IDLE, { type: 'run', run: solved, instant: false });
    playback = playbackReducer(playback, { type: 'step', run: solved });
    expect(playback).toMatchObject({ shown: 1, mode: 'paused' });
    expect(playbackReducer(playback, { type: 'tick' })).toBe(playback);
    expect(playbackReducer(playback, { type: 'reset' })).toEqual(IDLE);
    expect(playbackReducer(IDLE, { type: 'reset' })).toBe(IDLE);
  });

  it('shows the state, the trail walked and the failing block', () => {
    const initial = solved.initial;
    expect(shownState(IDLE, initial)).toBe(initial);
    const done = playbackReducer(IDLE, { type: 'run', run: crashing, instant: true });
    expect(crashing.outcome).toMatchObject({ kind: 'crash', statementId: 'c' });
    expect(shownState(done, initial)).toMatchObject({ x: 1, y: 0, heading: 'north' });
    expect(shownTrail(done)).toEqual([
      { x: 0, y: 0 },
      { x: 1, y: 0 },
    ]);
    expect(activeBlockId(done)).toBe('c');
    expect(activeBlockId(playbackReducer(IDLE, { type: 'run', run: solved, instant: true }))).toBeNull();
  });
});
