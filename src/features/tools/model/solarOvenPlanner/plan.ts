/** Above this Sun altitude a cardboard box oven heats well (the usual classroom rule). */
export const COOKING_ALTITUDE = 40;
/** When the Sun never gets that high, use the hours within this many degrees of its highest point. */
const LOW_SUN_MARGIN = 5;

export type AltitudeSample = { hour: number; altitude: number };

export type CookingWindow = {
  /** Decimal hours, Turkey time. */
  start: number;
  end: number;
  peakHour: number;
  peakAltitude: number;
  /** True when the Sun stays below COOKING_ALTITUDE all day: the window is only its best hours. */
  lowSun: boolean;
  /** The altitude the window is cut at. */
  threshold: number;
};

/** The hour where the curve crosses `level` between two samples. */
const crossing = (a: AltitudeSample, b: AltitudeSample, level: number): number =>
  a.hour + ((level - a.altitude) * (b.hour - a.hour)) / (b.altitude - a.altitude || 1);

/**
 * The best cooking window of a day: the hours around noon with the Sun above
 * 40°, or, in winter when it never climbs that high, the hours within 5° of
 * its highest point. Null when the Sun does not rise.
 */
export function cookingWindow(samples: readonly AltitudeSample[]): CookingWindow | null {
  if (samples.length === 0) return null;
  let peak = 0;
  samples.forEach((sample, index) => {
    if (sample.altitude > samples[peak]!.altitude) peak = index;
  });
  const peakSample = samples[peak]!;
  if (peakSample.altitude <= 0) return null;
  const lowSun = peakSample.altitude < COOKING_ALTITUDE;
  const threshold = lowSun ? peakSample.altitude - LOW_SUN_MARGIN : COOKING_ALTITUDE;

  let first = peak;
  while (first > 0 && samples[first - 1]!.altitude >= threshold) first -= 1;
  let last = peak;
  while (last < samples.length - 1 && samples[last + 1]!.altitude >= threshold) last += 1;
  const start = first > 0 ? crossing(samples[first - 1]!, samples[first]!, threshold) : samples[first]!.hour;
  const end = last < samples.length - 1 ? crossing(samples[last]!, samples[last + 1]!, threshold) : samples[last]!.hour;
  return { start, end, peakHour: peakSample.hour, peakAltitude: peakSample.altitude, lowSun, threshold };
}

/**
 * Angle between the box's top and its foil lid that sends sunlight straight
 * down into the box: the lid must halve the angle between the incoming ray and
 * the vertical, so angle = 45° + h / 2 (h = the Sun's altitude). A Sun on the
 * horizon needs 45°, an overhead Sun a vertical lid.
 */
export function reflectorAngle(sunAltitude: number): number {
  const altitude = Math.min(Math.max(sunAltitude, 0), 90);
  return 45 + altitude / 2;
}

export type TemperatureBand = { min: number; max: number };

/**
 * What a cardboard pizza-box oven (foil lid, black floor, clear plastic window)
 * reaches inside in clear, calm weather; measured classroom ovens sit in these
 * ranges. Clouds, wind and a poor seal take it lower.
 */
export function expectedTemperature(sunAltitude: number): TemperatureBand {
  if (sunAltitude >= 55) return { min: 70, max: 95 };
  if (sunAltitude >= COOKING_ALTITUDE) return { min: 55, max: 80 };
  if (sunAltitude >= 25) return { min: 40, max: 60 };
  return { min: 25, max: 45 };
}
