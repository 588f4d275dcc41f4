import { createHash } from 'node:crypto';

export type LoginLimiter = {
  /** Seconds until the next attempt under `key` is allowed with at most `maxFailures` in the window, or 0 now. */
  retryAfter(key: string, maxFailures: number): number;
  recordFailure(key: string): void;
  reset(key: string): void;
  /** How many keys are tracked (bounded by `maxKeys`). */
  size(): number;
};

/** Keys are hashed: a megabyte e-mail must not be what the limiter keeps. */
export const limiterKey = (kind: 'account' | 'address', value: string): string =>
  `${kind}:${createHash('sha256').update(value).digest('base64url')}`;

/**
 * Failed logins per key in a sliding window, kept in memory: the reference server is one process,
 * and a restart forgetting the counts is acceptable for it. At most `maxKeys` keys are tracked —
 * past that the stale ones go first, then the oldest — so a flood of made-up e-mails cannot grow it.
 */
export function createLoginLimiter(windowSeconds: number, now: () => number, maxKeys = 10_000): LoginLimiter {
  const failures = new Map<string, number[]>();
  const windowMs = windowSeconds * 1000;

  const recent = (key: string): number[] => {
    const since = now() - windowMs;
    const times = (failures.get(key) ?? []).filter((time) => time > since);
    if (!times.length) failures.delete(key);
    return times;
  };

  const makeRoom = () => {
    if (failures.size < maxKeys) return;
    for (const key of [...failures.keys()]) recent(key);
    // Still full of live keys: forget the ones tracked longest (a Map keeps insertion order).
    for (const key of failures.keys()) {
      if (failures.size < maxKeys) break;
      failures.delete(key);
    }
  };

  return {
    retryAfter(key, maxFailures) {
      const times = recent(key);
      // Allowed again once enough failures have left the window to drop below the limit.
      const freeing = times[times.length - maxFailures];
      if (freeing === undefined) return 0;
      return Math.max(1, Math.ceil((freeing + windowMs - now()) / 1000));
    },
    recordFailure(key) {
      const times = recent(key);
      failures.delete(key);
      makeRoom();
      failures.set(key, [...times, now()]);
    },
    reset(key) {
      failures.delete(key);
    },
    size: () => failures.size,
  };
}
