/**
 * A stopwatch as timestamps, never as counted ticks: the elapsed time is
 * always "now − start", so it stays exact over long runs, through busy frames
 * and across a page reload. Times are wall-clock ms (Date.now()) because a
 * reload resets performance.now().
 */
export type StopwatchState = {
  /** When the current running stretch began; null while stopped. */
  runningSince: number | null;
  /** Time collected in earlier stretches (before pauses). */
  banked: number;
  /** The total time at each lap press, oldest first. */
  laps: readonly number[];
};

export type StopwatchStatus = 'idle' | 'running' | 'paused';

export const INITIAL_STOPWATCH: StopwatchState = { runningSince: null, banked: 0, laps: [] };

export const statusOf = (state: StopwatchState): StopwatchStatus => (state.runningSince !== null ? 'running' : state.banked > 0 ? 'paused' : 'idle');

/** A clock set back (or a stamp from the future) never makes time run backwards. */
export const elapsed = (state: StopwatchState, now: number): number => state.banked + (state.runningSince === null ? 0 : Math.max(0, now - state.runningSince));

export const start = (state: StopwatchState, now: number): StopwatchState => (state.runningSince === null ? { ...state, runningSince: now } : state);

export const pause = (state: StopwatchState, now: number): StopwatchState =>
  state.runningSince === null ? state : { ...state, banked: elapsed(state, now), runningSince: null };

export const toggle = (state: StopwatchState, now: number): StopwatchState => (state.runningSince === null ? start(state, now) : pause(state, now));

export const reset = (): StopwatchState => INITIAL_STOPWATCH;

/** Laps are taken only while running: a lap of a stopped watch would repeat the last one. */
export const lap = (state: StopwatchState, now: number): StopwatchState =>
  state.runningSince === null ? state : { ...state, laps: [...state.laps, elapsed(state, now)] };

export type LapRow = { number: number; split: number; total: number };

/** Each lap's own time (split) and the running total, newest first as on a real stopwatch. */
export function lapRows(laps: readonly number[]): LapRow[] {
  return laps.map((total, index) => ({ number: index + 1, split: total - (laps[index - 1] ?? 0), total })).reverse();
}

/** The fastest and slowest split, marked when there are at least two laps. */
export function lapExtremes(rows: readonly LapRow[]): { fastest: number; slowest: number } | null {
  if (rows.length < 2) return null;
  const splits = rows.map((row) => row.split);
  const fastest = rows.find((row) => row.split === Math.min(...splits))!.number;
  const slowest = rows.find((row) => row.split === Math.max(...splits))!.number;
  return fastest === slowest ? null : { fastest, slowest };
}

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

/**
 * 83 456 ms → "01:23,45"; an hour or more → "1:02:03,45". Hundredths are
 * truncated, not rounded, so the display never shows a time not yet reached.
 */
export function formatDuration(ms: number): string {
  const safe = Math.max(0, Math.floor(ms));
  const hundredths = Math.floor((safe % 1000) / 10);
  const totalSeconds = Math.floor(safe / 1000);
  const seconds = totalSeconds % 60;
  const minutes = Math.floor(totalSeconds / 60) % 60;
  const hours = Math.floor(totalSeconds / 3600);
  const clock = hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
  return `${clock},${pad(hundredths)}`;
}

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Reads a saved state; anything malformed gives a fresh stopwatch rather than a broken one. */
export function parseStopwatch(raw: string | null): StopwatchState {
  if (!raw) return INITIAL_STOPWATCH;
  try {
    const data = JSON.parse(raw) as Partial<Record<keyof StopwatchState, unknown>>;
    const runningSince = data.runningSince === null ? null : data.runningSince;
    if (!(runningSince === null || isFiniteNumber(runningSince))) return INITIAL_STOPWATCH;
    if (!isFiniteNumber(data.banked) || data.banked < 0) return INITIAL_STOPWATCH;
    if (!Array.isArray(data.laps) || !data.laps.every(isFiniteNumber)) return INITIAL_STOPWATCH;
    return { runningSince, banked: data.banked, laps: data.laps };
  } catch {
    return INITIAL_STOPWATCH;
  }
}

export const serializeStopwatch = (state: StopwatchState): string => JSON.stringify(state);
