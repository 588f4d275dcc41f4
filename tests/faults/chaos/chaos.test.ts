import { describe, expect, it } from 'vitest';
import { OPS_PER_SEED, runChaos } from './run.ts';

// The whole signed-in write path under seeded chaos (issue 43): the real outbox and HTTP client of
// five class tablets and a teacher's two devices, the real server behind a proxy that loses, doubles,
// delays and reorders answers, restarts of the server, clocks off by up to ten minutes.
// CHAOS_SEED=<n> replays one seed; CHAOS_SEEDS=<count> runs more than the default 20.

const single = process.env.CHAOS_SEED;
const count = Number(process.env.CHAOS_SEEDS ?? 20);
const seeds = single ? [Number(single)] : Array.from({ length: count }, (_, index) => index + 1);

describe('the signed-in write path under chaos', () => {
  for (const seed of seeds) {
    const replay = `CHAOS_SEED=${seed} npx vitest run tests/faults/chaos`;
    it(`seed ${seed} (replay: ${replay})`, async () => {
      const report = await runChaos(seed);
      expect(report.problems, `seed ${seed} broke the write path; replay with ${replay}`).toEqual([]);
      expect(report.ops).toBeGreaterThanOrEqual(OPS_PER_SEED);
      expect(report.restarts, `seed ${seed}`).toBeGreaterThan(0);
      expect(report.staleOnPurpose, `seed ${seed}`).toBeGreaterThan(0);
      for (const kind of ['drop', 'duplicate', 'delay', 'reorder'] as const) expect(report.faults[kind], `seed ${seed}: ${kind}`).toBeGreaterThan(0);
    }, 60_000);
  }
});
