import { createHash } from 'node:crypto';

/** A key and the most attempts it may have counted (failed, or still in flight) in the window. */
type KeyLimit = { key: string; max: number };

/** One attempt counted under its keys before the slow check it guards; settled exactly once. */
export type Reservation = {
  /** The attempt failed: it stays counted under every key, as a failure at this moment. */
  fail(): void;
  /** The attempt succeeded: it is no longer counted under any key (their earlier failures stay). */
  release(): void;
};

export type LoginLimiter = {
  /** Seconds until the next attempt under `key` is allowed with at most `maxFailures` counted, or 0 now. */
  retryAfter(key: string, maxFailures: number): number;
  /**
   * Counts an attempt under every key at once, before the slow work (a password hash), so a parallel
   * burst meets the limit exactly as attempts one at a time do. Nothing is counted when one key is full.
   */
  reserve(limits: readonly KeyLimit[]): Reservation | { wait: number };
  recordFailure(key: string): void;
  reset(key: string): void;
  /** How many keys are tracked (bounded by `maxKeys`). */
  size(): number;
};

/**
 * When a key is full only because of attempts still being checked: their outcome (a success releases
 * its place) comes within a second, so the caller is not sent away for the whole window.
 */
export const IN_FLIGHT_WAIT_SECONDS = 1;

/** Keys are hashed: a megabyte e-mail must not be what the limiter keeps. */
export const limiterKey = (kind: 'account' | 'address', value: string): string => `${kind}:${createHash('sha256').update(value).digest('base64url')}`;

type Tracked = { failures: number[]; pending: number };

/**
 * Failed logins per key in a sliding window, plus the attempts still in flight, kept in memory: the
 * reference server is one process, and a restart forgetting the counts is acceptable for it. At most
 * `maxKeys` keys are tracked — past that the stale ones go first, then the oldest — so a flood of
 * made-up e-mails cannot grow it.
 */
export function createLoginLimiter(windowSeconds: number, now: () => number, maxKeys = 10_000): LoginLimiter {
  const tracked = new Map<string, Tracked>();
  const windowMs = windowSeconds * 1000;

  /** The key's failures still in the window; a key with nothing left in it is forgotten. */
  const current = (key: string): Tracked => {
    const entry = tracked.get(key);
    if (!entry) return { failures: [], pending: 0 };
    const since = now() - windowMs;
    entry.failures = entry.failures.filter((time) => time > since);
    if (!entry.failures.length && !entry.pending) tracked.delete(key);
    return entry;
  };

  const makeRoom = () => {
    if (tracked.size < maxKeys) return;
    for (const key of [...tracked.keys()]) current(key);
    // Still full of live keys: forget the ones tracked longest (a Map keeps insertion order).
    for (const key of tracked.keys()) {
      if (tracked.size < maxKeys) break;
      tracked.delete(key);
    }
  };

  /** The key's record, moved to the end of the insertion order (it was just used). */
  const touch = (key: string): Tracked => {
    const state = current(key);
    tracked.delete(key);
    makeRoom();
    tracked.set(key, state);
    return state;
  };

  const retryAfter = (key: string, max: number): number => {
    const { failures, pending } = current(key);
    if (failures.length + pending < max) return 0;
    // Allowed again once enough failures have left the window to drop below the limit.
    const freeing = failures[failures.length - max];
    if (freeing === undefined) return IN_FLIGHT_WAIT_SECONDS;
    return Math.max(1, Math.ceil((freeing + windowMs - now()) / 1000));
  };

  const settle = (keys: readonly string[], failed: boolean) => {
    for (const key of keys) {
      const state = failed ? touch(key) : current(key);
      // A reset meanwhile (a success elsewhere) may have dropped the record this attempt was counted in.
      state.pending = Math.max(0, state.pending - 1);
      if (failed) state.failures.push(now());
      else if (!state.failures.length && !state.pending) tracked.delete(key);
    }
  };

  return {
    retryAfter,
    reserve(limits) {
      const wait = Math.max(0, ...limits.map(({ key, max }) => retryAfter(key, max)));
      if (wait > 0) return { wait };
      const keys = limits.map(({ key }) => key);
      for (const key of keys) touch(key).pending += 1;
      let settled = false;
      const once = (failed: boolean) => {
        if (settled) return;
        settled = true;
        settle(keys, failed);
      };
      return { fail: () => once(true), release: () => once(false) };
    },
    recordFailure(key) {
      touch(key).failures.push(now());
    },
    reset(key) {
      tracked.delete(key);
    },
    size: () => tracked.size,
  };
}
