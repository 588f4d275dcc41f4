import type { AngleKind, AngleTask } from '../../content/manipulativeTypes.ts';
import { clamp, correct, wrong, type Verdict } from './verdict.ts';

export type AngleFeedback = 'too-small' | 'too-big' | 'wrong-kind';

/** The angle maker turns its ray from 0° (lying on the fixed ray) to 180° (a straight angle). */
export const ANGLE_RANGE = { min: 0, max: 180 } as const;

export const initialAngle = 0;

export const rotate = (degrees: number, delta: number): number => clamp(degrees + delta, ANGLE_RANGE.min, ANGLE_RANGE.max);

/** Acute, right, obtuse or straight; a zero angle (both rays together) is none of them. */
export function angleKind(degrees: number): AngleKind | 'zero' {
  if (degrees <= 0) return 'zero';
  if (degrees < 90) return 'acute';
  if (degrees === 90) return 'right';
  if (degrees < 180) return 'obtuse';
  return 'straight';
}

/**
 * The angle a pointer at (dx, dy) from the vertex points to, dy measured upwards; a pointer below the
 * fixed ray's line keeps to the nearer end (0° on the right, 180° on the left).
 */
export function pointerAngle(dx: number, dy: number): number {
  if (dx === 0 && dy === 0) return 0;
  const degrees = (Math.atan2(dy, dx) * 180) / Math.PI;
  if (degrees >= 0) return Math.round(degrees);
  return degrees > -90 ? 0 : 180;
}

export function checkAngle(task: AngleTask, degrees: number): Verdict<AngleFeedback> {
  if (task.kind === 'type') return angleKind(degrees) === task.angle ? correct : wrong('wrong-kind');
  if (degrees < task.degrees) return wrong('too-small');
  if (degrees > task.degrees) return wrong('too-big');
  return correct;
}

const EXAMPLE: Record<AngleKind, number> = { acute: 45, right: 90, obtuse: 135, straight: 180 };

export const angleSolution = (task: AngleTask): number => (task.kind === 'exact' ? task.degrees : EXAMPLE[task.angle]);
