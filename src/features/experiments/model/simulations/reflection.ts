export const INCIDENCE_RANGE = { min: 0, max: 80, step: 5 } as const;

/** Law of reflection on a plane mirror: the angle of reflection equals the angle of incidence (both from the normal). */
export function reflectionAngle(incidenceDeg: number): number {
  if (!(incidenceDeg >= 0 && incidenceDeg < 90)) throw new RangeError('The angle of incidence is between 0° and 90°.');
  return incidenceDeg;
}

export type Point = { x: number; y: number };

/**
 * Where a ray of the given length starts (incoming) or ends (reflected), seen
 * from the point it meets a horizontal mirror, in screen coordinates (y grows
 * downwards, the normal points up). The incoming ray comes from the left.
 */
export function rayPoint(angleFromNormalDeg: number, length: number, ray: 'incoming' | 'reflected'): Point {
  const radians = (angleFromNormalDeg * Math.PI) / 180;
  const dx = length * Math.sin(radians);
  return { x: ray === 'incoming' ? -dx : dx, y: -length * Math.cos(radians) };
}

/** The reflected ray reaches a target placed at `targetAngleDeg` from the normal, within a tolerance. */
export const hitsTarget = (incidenceDeg: number, targetAngleDeg: number, toleranceDeg = 2.5): boolean =>
  Math.abs(reflectionAngle(incidenceDeg) - targetAngleDeg) <= toleranceDeg;
