/** Gravity at the Earth's surface, in newton per kilogram (shown to pupils as 9,8 N/kg). */
export const GRAVITY_N_PER_KG = 9.8;
/** The scale's largest reading; more would overstretch the spring. */
export const SCALE_CAPACITY_N = 10;
/** How far the spring stretches per newton, in drawing units (the scale marks are 1 N apart). */
export const STRETCH_PER_NEWTON = 12;

/** The masses in the kit's box, in grams. */
export const AVAILABLE_MASSES_G = [50, 100, 200, 500] as const;

/** Weight (the pull of the Earth) in newton: F = m · g with m in kilograms. */
export function weightNewtons(massGrams: number): number {
  return (massGrams / 1000) * GRAVITY_N_PER_KG;
}

export type ScaleReading = {
  massGrams: number;
  /** The true pull. */
  forceNewtons: number;
  /** What the pointer shows: stops at the capacity. */
  shownNewtons: number;
  stretch: number;
  overCapacity: boolean;
};

export function readScale(massesGrams: readonly number[]): ScaleReading {
  const massGrams = massesGrams.reduce((sum, m) => sum + m, 0);
  const forceNewtons = weightNewtons(massGrams);
  const overCapacity = forceNewtons > SCALE_CAPACITY_N;
  const shownNewtons = Math.min(forceNewtons, SCALE_CAPACITY_N);
  return {
    massGrams,
    forceNewtons,
    shownNewtons,
    stretch: shownNewtons * STRETCH_PER_NEWTON,
    overCapacity,
  };
}
