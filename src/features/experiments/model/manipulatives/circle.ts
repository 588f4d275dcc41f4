import type { CirclePart, CircleTask } from '../../content/manipulativeTypes.ts';
import { formatNumber } from '@/shared/i18n/format.ts';
import { clamp, correct, wrong, type Verdict } from './verdict.ts';

/** The compass opens from 5 mm to 10 cm, 5 mm a press: what a school compass and the board's ruler hold. */
export const COMPASS_MM = { min: 5, max: 100, step: 5 } as const;

export const CIRCLE_PARTS: readonly CirclePart[] = ['centre', 'radius', 'diameter', 'chord'];

/** The compass's opening (mm), the chosen part, and a sector's central angle (degrees). */
export type CircleState = { readonly openingMm: number; readonly part: CirclePart | null; readonly angle: number };

export type CircleFeedback = 'too-small' | 'too-big' | 'used-diameter' | 'no-part' | 'wrong-part' | 'no-angle' | 'wrong-angle';

export const initialCircle: CircleState = { openingMm: 10, part: null, angle: 0 };

export function openCompass(state: CircleState, steps: number): CircleState {
  const opening = clamp(state.openingMm / COMPASS_MM.step + steps, COMPASS_MM.min / COMPASS_MM.step, COMPASS_MM.max / COMPASS_MM.step) * COMPASS_MM.step;
  return opening === state.openingMm ? state : { ...state, openingMm: opening };
}

export const choosePart = (state: CircleState, part: CirclePart): CircleState => ({ ...state, part });

export function turnSector(state: CircleState, steps: number, angleStep: number): CircleState {
  const angle = clamp(state.angle / angleStep + steps, 0, 360 / angleStep) * angleStep;
  return angle === state.angle ? state : { ...state, angle };
}

/** A sector's arc length (cm) or area (cm²) for a central angle, with the task's π. */
export function sectorMeasure(task: Extract<CircleTask, { kind: 'sector' }>, angle: number): number {
  const whole = task.measure === 'arc' ? 2 * task.pi * task.radius : task.pi * task.radius * task.radius;
  return (whole * angle) / 360;
}

/** Equal to the hundredth: the measures are worked with π as 3 or 3,14, so a right angle gives the target to the cent, and float noise does not. */
const same = (a: number, b: number) => Math.abs(a - b) < 0.005;

/**
 * A compass opened to the diameter is told so: it is the mistake the grade 6 outcome is about (the opening is the
 * radius, half the diameter).
 */
export function checkCircle(task: CircleTask, state: CircleState): Verdict<CircleFeedback> {
  switch (task.kind) {
    case 'radius':
      if (state.openingMm === task.radiusMm) return correct;
      if (state.openingMm === task.radiusMm * 2) return wrong('used-diameter');
      return wrong(state.openingMm < task.radiusMm ? 'too-small' : 'too-big');
    case 'part':
      if (state.part === null) return wrong('no-part');
      return state.part === task.part ? correct : wrong('wrong-part');
    case 'sector':
      if (state.angle === 0) return wrong('no-angle');
      return same(sectorMeasure(task, state.angle), task.target) ? correct : wrong('wrong-angle');
  }
}

/** A right board for the content checks, or null when no compass opening or angle step gives the answer. */
export function circleSolution(task: CircleTask, angleStep: number): CircleState | null {
  switch (task.kind) {
    case 'radius':
      return task.radiusMm % COMPASS_MM.step === 0 && task.radiusMm >= COMPASS_MM.min && task.radiusMm <= COMPASS_MM.max
        ? { ...initialCircle, openingMm: task.radiusMm }
        : null;
    case 'part':
      return { ...initialCircle, part: task.part };
    case 'sector': {
      for (let angle = angleStep; angle <= 360; angle += angleStep) {
        if (same(sectorMeasure(task, angle), task.target)) return { ...initialCircle, angle };
      }
      return null;
    }
  }
}

/** A length or area to the hundredth as Turkish writes it, with a comma: 37.68 → "37,68". */
export const decimalText = (value: number): string => formatNumber(value, { maximumFractionDigits: 2 });
