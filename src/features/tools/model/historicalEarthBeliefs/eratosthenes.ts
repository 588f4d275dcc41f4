/** Earth's circumference measured today (through the poles ≈ 40 008 km, round the equator ≈ 40 075 km). */
export const REAL_CIRCUMFERENCE_KM = 40_075;

const DEG = 180 / Math.PI;

/** Angle of the Sun's rays from the vertical, from a vertical stick and its shadow: atan(shadow ÷ stick), in degrees. */
export function shadowAngle(stickHeight: number, shadowLength: number): number {
  return Math.atan(shadowLength / stickHeight) * DEG;
}

/**
 * Eratosthenes' step: the angle between two places equals the difference in
 * the Sun's angle, so the whole circle is 360 ÷ angle times their distance.
 */
export function circumference(angleDeg: number, distance: number): number {
  return (360 / angleDeg) * distance;
}

/** How far a result is from today's value, as a signed fraction (0,02 = 2 % too big). */
export const relativeError = (value: number, reference = REAL_CIRCUMFERENCE_KM): number => (value - reference) / reference;

/** Reads "0,126" or "0.126" (Turkish or English decimals); null for anything not a positive number. */
export function parsePositive(text: string): number | null {
  const normalised = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d*\.?\d+$/.test(normalised)) return null;
  const value = Number(normalised);
  return value > 0 ? value : null;
}
