import { GRAVITY_N_PER_KG } from './springScale.ts';

export type SurfaceId = 'ice' | 'wood' | 'carpet' | 'sandpaper';

/**
 * Rough friction coefficients of a wooden box on each floor. Sliding friction
 * is a little smaller than the friction that holds a box still.
 */
export const SURFACES: readonly { id: SurfaceId; staticCoefficient: number }[] = [
  { id: 'ice', staticCoefficient: 0.1 },
  { id: 'wood', staticCoefficient: 0.5 },
  { id: 'carpet', staticCoefficient: 0.7 },
  { id: 'sandpaper', staticCoefficient: 0.9 },
];
const KINETIC_SHARE = 0.8;

export const BOX_MASSES_KG = [2, 5, 8] as const;
export const MAX_PUSH_N = 80;
/** How long the push lasts in the animation, in seconds. */
export const PUSH_SECONDS = 2;

function staticCoefficientOf(surface: SurfaceId): number {
  return SURFACES.find((s) => s.id === surface)?.staticCoefficient ?? 0;
}

export type PushResult = {
  /** The largest friction the floor can give before the box slips: μ · m · g. */
  maxStaticFrictionN: number;
  moves: boolean;
  /** The friction acting: equals the push while the box stays still (balanced forces). */
  frictionN: number;
  netForceN: number;
  accelerationMs2: number;
  /** How far the box slides while pushed for PUSH_SECONDS, in metres. */
  distanceM: number;
};

export function push(surface: SurfaceId, massKg: number, pushN: number): PushResult {
  const weight = massKg * GRAVITY_N_PER_KG;
  const mu = staticCoefficientOf(surface);
  const maxStaticFrictionN = mu * weight;
  const force = Math.max(0, pushN);
  if (force <= maxStaticFrictionN) {
    return {
      maxStaticFrictionN,
      moves: false,
      frictionN: force,
      netForceN: 0,
      accelerationMs2: 0,
      distanceM: 0,
    };
  }
  const frictionN = mu * KINETIC_SHARE * weight;
  const netForceN = force - frictionN;
  const accelerationMs2 = netForceN / massKg;
  const distanceM = 0.5 * accelerationMs2 * PUSH_SECONDS ** 2;
  return {
    maxStaticFrictionN,
    moves: true,
    frictionN,
    netForceN,
    accelerationMs2,
    distanceM,
  };
}
