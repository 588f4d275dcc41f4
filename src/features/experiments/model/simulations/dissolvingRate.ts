/**
 * A teaching model, not a measurement: one sugar cube in a glass of water
 * (200 mL). The time halves for every 20 °C of warmer water and stirring makes
 * it four times faster. Real times depend on the sugar, the glass and the stirring.
 */
export const MIN_WATER_C = 10;
export const MAX_WATER_C = 80;
/** Seconds for the cube to dissolve in still water at 20 °C. */
const BASE_SECONDS_AT_20C = 480;
const HALVING_STEP_C = 20;
const STIRRING_FACTOR = 4;

export function dissolvingSeconds(waterTemperatureC: number, stirred: boolean): number {
  const t = Math.min(MAX_WATER_C, Math.max(MIN_WATER_C, waterTemperatureC));
  const still = BASE_SECONDS_AT_20C * 2 ** (-(t - 20) / HALVING_STEP_C);
  return stirred ? still / STIRRING_FACTOR : still;
}

/** How much of the cube is left (1 → 0) after `elapsedSeconds`. */
export function remainingFraction(elapsedSeconds: number, totalSeconds: number): number {
  if (totalSeconds <= 0) return 0;
  return Math.min(1, Math.max(0, 1 - elapsedSeconds / totalSeconds));
}

/** Splits seconds into whole minutes and seconds for a readout such as "2 dk 5 sn". */
export function minutesAndSeconds(totalSeconds: number): {
  minutes: number;
  seconds: number;
} {
  const rounded = Math.round(totalSeconds);
  return { minutes: Math.floor(rounded / 60), seconds: rounded % 60 };
}
