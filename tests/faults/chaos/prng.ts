/** A seeded random source (mulberry32): the same seed gives the same choices. */
export type Random = {
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One key of `weights`, chosen in proportion to its weight. */
  weighted<K extends string>(weights: Record<K, number>): K;
  /** A second source that follows its own sequence, so one part's calls do not shift another's. */
  fork(): Random;
};

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('Nothing to pick from.');
      return item;
    },
    weighted<K extends string>(weights: Record<K, number>): K {
      const entries = Object.entries(weights) as [K, number][];
      let left = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
      for (const [key, weight] of entries) {
        left -= weight;
        if (left < 0) return key;
      }
      const last = entries.at(-1);
      if (!last) throw new Error('No weights.');
      return last[0];
    },
    fork: () => seededRandom(Math.floor(next() * 4294967296)),
  };
  return random;
}
