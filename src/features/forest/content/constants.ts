/**
 * docs/behaviour.md#limits-and-constants figures of the forest pages. They stay plain numbers here and are
 * formatted the Turkish way (22,9 · 3.000 · %29,4) where they are shown.
 */
export const MEMORIAL_FOREST = { perSaplingTl: 95, minimumSaplings: 2000 } as const;

/** The national planting day: 11 November, in all 81 provinces. */
export const NATIONAL_PLANTING_DAY = { day: 11, month: 11, provinces: 81 } as const;

export const FOREST_STATISTICS = {
  areaMillionHectares: 22.9,
  coverPercent: 29.4,
  plantSpecies: 3000,
  mammalSpecies: 120,
  nationalParks: 40,
} as const;

export const FOREST_FUN_FACTS = { oxygenKgPerTreePerDay: 20, animalSpecies: 300 } as const;
