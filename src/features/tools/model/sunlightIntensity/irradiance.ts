/** Total solar irradiance above the atmosphere, W/m² (the "solar constant"). */
const SOLAR_CONSTANT = 1361;

const DEG = Math.PI / 180;

/** Air mass: how many atmospheres the light crosses; AM ≈ 1 / sin(h) (plane-parallel air). */
export function airMass(altitudeDeg: number): number {
  return altitudeDeg > 0 ? 1 / Math.sin(altitudeDeg * DEG) : Infinity;
}

/**
 * Clear-sky direct sunlight on a surface facing the Sun, by the Meinel model
 * (Meinel & Meinel, 1976): I = 1361 · 0,7^(AM^0,678). It ignores haze, clouds
 * and the sky's scattered light, so real readings differ by tens of percent.
 */
export function directNormalIrradiance(altitudeDeg: number): number {
  if (altitudeDeg <= 0) return 0;
  return SOLAR_CONSTANT * Math.pow(0.7, Math.pow(airMass(altitudeDeg), 0.678));
}

/** The same sunlight spread over flat ground: × sin(h), so a low Sun lights each m² less. */
export const horizontalIrradiance = (altitudeDeg: number): number => (altitudeDeg <= 0 ? 0 : directNormalIrradiance(altitudeDeg) * Math.sin(altitudeDeg * DEG));

export type IrradianceSample = { hour: number; altitude: number; irradiance: number };

/** Adds the horizontal irradiance to a day of Sun altitudes. */
export const withIrradiance = (samples: readonly { hour: number; altitude: number }[]): IrradianceSample[] =>
  samples.map(({ hour, altitude }) => ({ hour, altitude, irradiance: horizontalIrradiance(altitude) }));

/** The day's direct sunlight on 1 m² of flat ground, in kWh/m² (trapezoid rule). */
export function dailyEnergy(samples: readonly IrradianceSample[]): number {
  let watthours = 0;
  for (let i = 1; i < samples.length; i += 1) {
    const a = samples[i - 1]!;
    const b = samples[i]!;
    watthours += ((a.irradiance + b.irradiance) / 2) * (b.hour - a.hour);
  }
  return watthours / 1000;
}
