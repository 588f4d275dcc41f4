export type Point = { x: number; y: number };

/** A 2×2 linear map [a, b, c, d]: x' = a·x + b·y, y' = c·x + d·y. */
export type Matrix = readonly [number, number, number, number];

export type SymmetryMode = 'mirror' | 'radial';

export const MIN_AXES = 1;
export const MAX_AXES = 8;

const rotation = (angle: number): Matrix => [Math.cos(angle), -Math.sin(angle), Math.sin(angle), Math.cos(angle)];

/** Reflection in the vertical line through the centre: left ↔ right. */
const FLIP: Matrix = [-1, 0, 0, 1];

const multiply = (m: Matrix, n: Matrix): Matrix => [m[0] * n[0] + m[1] * n[2], m[0] * n[1] + m[1] * n[3], m[2] * n[0] + m[3] * n[2], m[2] * n[1] + m[3] * n[3]];

const clampAxes = (axes: number): number => Math.min(MAX_AXES, Math.max(MIN_AXES, Math.round(axes)));

/**
 * The copies one stroke is drawn in. Left–right: itself and its mirror image.
 * n radial mirror axes (a kaleidoscope) form the dihedral group of order 2n:
 * n rotations by 360°/n and n reflections, each a rotation after the flip,
 * whose mirror lines lie 180°/n apart, the first one vertical.
 */
export function symmetryMatrices(mode: SymmetryMode, axes: number): Matrix[] {
  if (mode === 'mirror') return [rotation(0), FLIP];
  const n = clampAxes(axes);
  const rotations = Array.from({ length: n }, (_, k) => rotation((2 * Math.PI * k) / n));
  return [...rotations, ...rotations.map((r) => multiply(r, FLIP))];
}

/** Applies a map about a centre. */
export const transformAbout = (m: Matrix, point: Point, center: Point): Point => {
  const dx = point.x - center.x;
  const dy = point.y - center.y;
  return { x: center.x + m[0] * dx + m[1] * dy, y: center.y + m[2] * dx + m[3] * dy };
};

/** Every symmetric copy of a point. */
export const symmetricPoints = (point: Point, center: Point, matrices: readonly Matrix[]): Point[] => matrices.map((m) => transformAbout(m, point, center));

/** Directions of the mirror lines through the centre, in degrees from the +x axis (screen y points down). */
export function mirrorLineAngles(mode: SymmetryMode, axes: number): number[] {
  if (mode === 'mirror') return [90];
  const n = clampAxes(axes);
  return Array.from({ length: n }, (_, k) => 90 + (180 * k) / n);
}
