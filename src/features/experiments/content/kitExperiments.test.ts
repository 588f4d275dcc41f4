import { describe, expect, it } from 'vitest';
import { KIT_EXPERIMENTS } from '@/shared/analytics/kitExperiments.ts';
import { KITS } from './library.ts';

// The server counts a kit's use with a copy of its experiment list (it may not import the library): a
// kit changed here without the copy would count the wrong experiments on the school's analytics.
describe("the school analytics' copy of the kits", () => {
  it('lists every kit with exactly its experiments', () => {
    expect(KIT_EXPERIMENTS).toEqual(Object.fromEntries(KITS.map((kit) => [kit.id, kit.experimentIds])));
  });
});
