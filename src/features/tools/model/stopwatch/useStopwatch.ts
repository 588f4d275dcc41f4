import { useCallback, useEffect, useState } from 'react';
import { useAnimationFrame } from '@/shared/lib/useAnimationFrame.ts';
import { safeLocalStorage } from '@/shared/lib/storage.ts';
import * as watch from './stopwatch.ts';
import { STORAGE_KEYS } from '@/shared/config/storageKeys.ts';

const STORAGE_KEY = STORAGE_KEYS.stopwatch;

/**
 * The stopwatch's state, saved as timestamps on every change so a reload (or
 * a tablet that closed the tab) carries on counting. `now` ticks once per
 * frame only while running, purely for the display.
 */
export function useStopwatch() {
  const [state, setState] = useState<watch.StopwatchState>(() => watch.parseStopwatch(safeLocalStorage().getItem(STORAGE_KEY)));
  const [now, setNow] = useState(() => Date.now());
  const running = state.runningSince !== null;

  useEffect(() => {
    safeLocalStorage().setItem(STORAGE_KEY, watch.serializeStopwatch(state));
  }, [state]);

  // The saved timestamps are wall-clock times, so the display reads Date.now() rather than the frame's stamp.
  useAnimationFrame(() => setNow(Date.now()), running);

  const apply = useCallback((change: (current: watch.StopwatchState, at: number) => watch.StopwatchState) => {
    const at = Date.now();
    setNow(at);
    setState((current) => change(current, at));
  }, []);

  return {
    state,
    status: watch.statusOf(state),
    elapsed: watch.elapsed(state, running ? now : 0),
    toggle: useCallback(() => apply(watch.toggle), [apply]),
    lap: useCallback(() => apply(watch.lap), [apply]),
    reset: useCallback(() => apply(watch.reset), [apply]),
  };
}
