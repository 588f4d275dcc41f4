/**
 * A particle picture of water in a closed box. Positions are a pure function of
 * particle index, time and temperature, so the component only redraws; nothing
 * accumulates between frames.
 */
export type MatterState = 'solid' | 'liquid' | 'gas';

export const MIN_TEMPERATURE_C = -40;
export const MAX_TEMPERATURE_C = 140;
export const PARTICLE_COUNT = 30;
export const BOX = { width: 300, height: 220 } as const;
export const PARTICLE_RADIUS = 9;

/** Water at sea level: ice below 0 °C, liquid up to 100 °C, vapour above. */
export function stateOfWater(temperatureC: number): MatterState {
  if (temperatureC < 0) return 'solid';
  if (temperatureC < 100) return 'liquid';
  return 'gas';
}

/**
 * How lively the particles are, relative to 0 °C. Average kinetic energy grows
 * with absolute temperature, so speed grows with its square root.
 */
export function relativeSpeed(temperatureC: number): number {
  return Math.sqrt((temperatureC + 273.15) / 273.15);
}

/** Folds a distance travelled along a segment of `length` into a back-and-forth position (a wall bounce). */
export function bounce(travelled: number, length: number): number {
  if (length <= 0) return 0;
  const period = 2 * length;
  const p = ((travelled % period) + period) % period;
  return p <= length ? p : period - p;
}

/** A repeatable pseudo-random number in [0, 1) for particle `i`, so every particle has its own phase and direction. */
function hash01(i: number, salt: number): number {
  const x = Math.sin(i * 127.1 + salt * 311.7) * 43758.5453;
  return x - Math.floor(x);
}

export type Point = { x: number; y: number };

const COLUMNS = 6;
const SPACING = PARTICLE_RADIUS * 2 + 2;

/** The particle's place in the ice lattice, sitting on the bottom of the box. */
function latticeSite(i: number): Point {
  const column = i % COLUMNS;
  const row = Math.floor(i / COLUMNS);
  const latticeWidth = (COLUMNS - 1) * SPACING;
  return {
    x: (BOX.width - latticeWidth) / 2 + column * SPACING,
    y: BOX.height - PARTICLE_RADIUS - 1 - row * SPACING,
  };
}

/**
 * Where particle `i` is at `seconds` for the given temperature.
 * Solid: vibrates in place, more when warmer. Liquid: stays together at the
 * bottom but slides past its neighbours. Gas: flies straight, bouncing off
 * the walls, filling the whole box.
 */
export function particlePosition(i: number, seconds: number, temperatureC: number): Point {
  const state = stateOfWater(temperatureC);
  const speed = relativeSpeed(temperatureC);
  const phase = hash01(i, 1) * Math.PI * 2;
  const r = PARTICLE_RADIUS;
  if (state === 'solid') {
    const site = latticeSite(i);
    const amplitude = 0.6 + 1.6 * ((temperatureC - MIN_TEMPERATURE_C) / (0 - MIN_TEMPERATURE_C));
    const w = 14 * speed;
    return {
      x: site.x + amplitude * Math.sin(w * seconds + phase),
      y: site.y + amplitude * Math.cos(w * 1.3 * seconds + phase),
    };
  }
  if (state === 'liquid') {
    const row = Math.floor(i / 8);
    const direction = hash01(i, 2) < 0.5 ? -1 : 1;
    const travelled = hash01(i, 3) * BOX.width + direction * 28 * speed * seconds;
    const wobble = 3 * Math.sin(5 * speed * seconds + phase);
    return {
      x: r + bounce(travelled, BOX.width - 2 * r),
      y: BOX.height - r - 1 - row * SPACING + (row === 0 ? Math.min(0, wobble) : wobble),
    };
  }
  const angle = hash01(i, 5) * Math.PI * 2;
  const distance = 90 * speed * seconds;
  return {
    x: r + bounce(hash01(i, 6) * BOX.width + Math.cos(angle) * distance, BOX.width - 2 * r),
    y: r + bounce(hash01(i, 7) * BOX.height + Math.sin(angle) * distance, BOX.height - 2 * r),
  };
}
