import type { Judgement, RunState } from './interpreter.ts';
import type { Cell } from './stage.ts';

/*
 * Playing a run back on the stage: all at once ("Çalıştır" with reduced motion), step by step on a timer
 * ("Çalıştır"), or one step per press ("Adım adım"). Pure, so the editor's buttons are tested without a DOM.
 */

type PlaybackMode = 'idle' | 'running' | 'paused' | 'done';

/** `shown` is how many steps of the trace are on screen (0: the start). */
export type Playback = { run: Judgement | null; shown: number; mode: PlaybackMode };

export type PlaybackAction =
  /** Play a fresh run from the start, or show its end at once. */
  | { type: 'run'; run: Judgement; instant: boolean }
  /** One more step; `run` is used when there is no run under way (idle or finished). */
  | { type: 'step'; run: Judgement }
  /** The timer's step while running. */
  | { type: 'tick' }
  /** Back to the start with nothing run (also when the program changes). */
  | { type: 'reset' };

export const IDLE: Playback = { run: null, shown: 0, mode: 'idle' };

const advance = (playback: Playback & { run: Judgement }, paused: boolean): Playback => {
  const shown = Math.min(playback.shown + 1, playback.run.trace.length);
  return { ...playback, shown, mode: shown >= playback.run.trace.length ? 'done' : paused ? 'paused' : 'running' };
};

export function playbackReducer(playback: Playback, action: PlaybackAction): Playback {
  switch (action.type) {
    case 'run': {
      const length = action.run.trace.length;
      return action.instant || length === 0 ? { run: action.run, shown: length, mode: 'done' } : { run: action.run, shown: 0, mode: 'running' };
    }
    case 'step':
      if (playback.run && (playback.mode === 'running' || playback.mode === 'paused')) return advance({ ...playback, run: playback.run }, true);
      return advance({ run: action.run, shown: 0, mode: 'paused' }, true);
    case 'tick':
      return playback.run && playback.mode === 'running' ? advance({ ...playback, run: playback.run }, false) : playback;
    case 'reset':
      return playback.mode === 'idle' && playback.run === null ? playback : IDLE;
  }
}

/** The state on screen: the start, or the state after the last step shown. */
export function shownState(playback: Playback, initial: RunState): RunState {
  if (!playback.run || playback.shown === 0) return playback.run?.initial ?? initial;
  return playback.run.trace[playback.shown - 1]!.state;
}

/** The cells walked up to the step on screen, the start first (each cell once per visit). */
export function shownTrail(playback: Playback): Cell[] {
  if (!playback.run) return [];
  const { initial, trace } = playback.run;
  const cells: Cell[] = [{ x: initial.x, y: initial.y }];
  for (const step of trace.slice(0, playback.shown)) if (step.action === 'move') cells.push({ x: step.state.x, y: step.state.y });
  return cells;
}

/** The block to light up: the one that ran last while stepping or running, the one that failed once done. */
export function activeBlockId(playback: Playback): string | null {
  const run = playback.run;
  if (!run) return null;
  if (playback.mode === 'done') {
    const outcome = run.outcome;
    return 'statementId' in outcome && outcome.statementId !== undefined ? outcome.statementId : null;
  }
  return playback.shown > 0 ? (run.trace[playback.shown - 1]!.statementId ?? null) : null;
}
