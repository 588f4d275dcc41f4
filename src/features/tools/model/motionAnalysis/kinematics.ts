/** One-dimensional motion with constant acceleration (a = 0: uniform motion). */
export type Motion = {
  /** Initial position x₀ in m. */
  x0: number;
  /** Initial velocity v₀ in m/s. */
  v0: number;
  /** Acceleration a in m/s². */
  a: number;
};

/** x = x₀ + v₀·t + ½·a·t² */
export const positionAt = ({ x0, v0, a }: Motion, t: number): number => x0 + v0 * t + 0.5 * a * t * t;

/** v = v₀ + a·t */
export const velocityAt = ({ v0, a }: Motion, t: number): number => v0 + a * t;

/** Displacement Δx = x − x₀ (net change, which is not the distance travelled when the body turns back). */
export const displacementAt = (motion: Motion, t: number): number => positionAt(motion, t) - motion.x0;

/** When the velocity passes through zero (the body turns round), if that happens after t = 0. */
export function turningTime({ v0, a }: Motion): number | null {
  if (a === 0 || v0 === 0) return null;
  const t = -v0 / a;
  return t > 0 ? t : null;
}

/** Distance travelled (path length) up to t: counts the way back after a turn. */
export function distanceAt(motion: Motion, t: number): number {
  const turn = turningTime(motion);
  if (turn === null || turn >= t) return Math.abs(displacementAt(motion, t));
  return Math.abs(displacementAt(motion, turn)) + Math.abs(positionAt(motion, t) - positionAt(motion, turn));
}

export type Sample = { t: number; x: number; v: number };

/** Evenly spaced samples over [0, duration] for the graphs (a parabola needs a few dozen points to look smooth). */
export function sampleMotion(motion: Motion, duration: number, steps = 60): Sample[] {
  return Array.from({ length: steps + 1 }, (_, index) => {
    const t = (duration * index) / steps;
    return { t, x: positionAt(motion, t), v: velocityAt(motion, t) };
  });
}

/** The smallest and largest value over [0, duration]; a parabola's extreme may be inside the interval. */
export function positionExtent(motion: Motion, duration: number): [number, number] {
  const candidates = [0, duration];
  const turn = turningTime(motion);
  if (turn !== null && turn < duration) candidates.push(turn);
  const values = candidates.map((t) => positionAt(motion, t));
  return [Math.min(...values), Math.max(...values)];
}

export const velocityExtent = (motion: Motion, duration: number): [number, number] => {
  const values = [velocityAt(motion, 0), velocityAt(motion, duration)];
  return [Math.min(...values), Math.max(...values)];
};

export type MotionKind = 'rest' | 'uniform' | 'speeding-up' | 'slowing-down' | 'turning';

/** What the class should notice about the chosen motion. */
export function motionKind(motion: Motion, duration: number): MotionKind {
  if (motion.a === 0) return motion.v0 === 0 ? 'rest' : 'uniform';
  const turn = turningTime(motion);
  if (turn !== null && turn < duration) return 'turning';
  if (motion.v0 === 0 || Math.sign(motion.v0) === Math.sign(motion.a)) return 'speeding-up';
  return 'slowing-down';
}
