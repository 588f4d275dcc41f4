/**
 * Heating 1 g of ice from −20 °C at a steady rate. Energies per gram use the real
 * specific and latent heats, so the plateaus keep their true proportions; the
 * timeline stops while the water is still boiling (boiling it all away takes
 * far longer than everything before it).
 */
const START_TEMPERATURE_C = -20;
export const MELTING_POINT_C = 0;
export const BOILING_POINT_C = 100;

const ICE_SPECIFIC_HEAT = 2.1; // J/(g·°C)
const WATER_SPECIFIC_HEAT = 4.18; // J/(g·°C)
const LATENT_HEAT_OF_FUSION = 334; // J/g
const LATENT_HEAT_OF_VAPORISATION = 2257; // J/g
/** Heat given per gram per minute by the (imagined) heater. */
const HEATING_RATE_J_PER_G_MIN = 20;

export const TIMELINE_END_MIN = 60;

export type HeatingPhase = 'solid' | 'melting' | 'liquid' | 'boiling';

/** Minutes at which each phase ends. */
export const PHASE_ENDS_MIN = (() => {
  const solid = (ICE_SPECIFIC_HEAT * (MELTING_POINT_C - START_TEMPERATURE_C)) / HEATING_RATE_J_PER_G_MIN;
  const melting = solid + LATENT_HEAT_OF_FUSION / HEATING_RATE_J_PER_G_MIN;
  const liquid = melting + (WATER_SPECIFIC_HEAT * (BOILING_POINT_C - MELTING_POINT_C)) / HEATING_RATE_J_PER_G_MIN;
  const boiling = liquid + LATENT_HEAT_OF_VAPORISATION / HEATING_RATE_J_PER_G_MIN;
  return { solid, melting, liquid, boiling } as const;
})();

export type HeatingState = {
  minutes: number;
  temperatureC: number;
  phase: HeatingPhase;
  /** Share of the ice already melted (0–1). */
  meltedFraction: number;
  /** Share of the water already turned to vapour (0–1). */
  vaporisedFraction: number;
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function heatingStateAt(minutes: number): HeatingState {
  const t = clamp(minutes, 0, TIMELINE_END_MIN);
  const { solid, melting, liquid, boiling } = PHASE_ENDS_MIN;
  if (t < solid) {
    const temperatureC = START_TEMPERATURE_C + (t * HEATING_RATE_J_PER_G_MIN) / ICE_SPECIFIC_HEAT;
    return {
      minutes: t,
      temperatureC,
      phase: 'solid',
      meltedFraction: 0,
      vaporisedFraction: 0,
    };
  }
  if (t < melting) {
    const meltedFraction = (t - solid) / (melting - solid);
    return {
      minutes: t,
      temperatureC: MELTING_POINT_C,
      phase: 'melting',
      meltedFraction,
      vaporisedFraction: 0,
    };
  }
  if (t < liquid) {
    const temperatureC = MELTING_POINT_C + ((t - melting) * HEATING_RATE_J_PER_G_MIN) / WATER_SPECIFIC_HEAT;
    return {
      minutes: t,
      temperatureC,
      phase: 'liquid',
      meltedFraction: 1,
      vaporisedFraction: 0,
    };
  }
  const vaporisedFraction = (t - liquid) / (boiling - liquid);
  return {
    minutes: t,
    temperatureC: BOILING_POINT_C,
    phase: 'boiling',
    meltedFraction: 1,
    vaporisedFraction,
  };
}

/** Points of the temperature–time graph up to `untilMinutes`, with the phase corners included exactly. */
export function heatingCurvePoints(untilMinutes: number, stepMinutes = 1): { minutes: number; temperatureC: number }[] {
  const end = clamp(untilMinutes, 0, TIMELINE_END_MIN);
  const times = new Set<number>([0, end]);
  for (let t = stepMinutes; t < end; t += stepMinutes) times.add(t);
  for (const corner of [PHASE_ENDS_MIN.solid, PHASE_ENDS_MIN.melting, PHASE_ENDS_MIN.liquid]) {
    if (corner < end) times.add(corner);
  }
  return [...times]
    .sort((a, b) => a - b)
    .map((minutes) => ({
      minutes,
      temperatureC: heatingStateAt(minutes).temperatureC,
    }));
}
