import type { RulerTask } from '../../content/manipulativeTypes.ts';
import { clamp, correct, wrong, type Verdict } from './verdict.ts';

/** What the child has written (measure tasks) and where the drawn line ends (draw tasks). */
export type RulerState = { readonly answer: string; readonly endMm: number };

export type RulerFeedback = 'not-a-number' | 'too-short' | 'too-long' | 'read-end';

export const initialRuler: RulerState = { answer: '', endMm: 0 };

/** A written length: "7", "6,5" or "6.5"; null if it is no number (mm are whole). */
export function parseLength(text: string, unit: 'cm' | 'mm'): number | null {
  const cleaned = text
    .trim()
    .replace(/\s*(cm|mm)$/i, '')
    .replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  if (unit === 'mm' && !Number.isInteger(value)) return null;
  return value;
}

export const moveLineEnd = (state: RulerState, deltaMm: number, maxMm: number): RulerState => ({
  ...state,
  endMm: clamp(state.endMm + deltaMm, 0, maxMm),
});

export function checkRuler(task: RulerTask, state: RulerState): Verdict<RulerFeedback> {
  let measuredMm: number;
  if (task.kind === 'measure') {
    const value = parseLength(state.answer, task.unit);
    if (value === null) return wrong('not-a-number');
    measuredMm = Math.round(task.unit === 'cm' ? value * 10 : value);
    // The common slip: reading the mark at the object's end when it does not start at zero.
    if (task.startMm > 0 && measuredMm === task.startMm + task.lengthMm) return wrong('read-end');
  } else {
    measuredMm = state.endMm;
  }
  if (measuredMm < task.lengthMm) return wrong('too-short');
  if (measuredMm > task.lengthMm) return wrong('too-long');
  return correct;
}

/** "6,5" for 65 mm in cm, "65" in mm. */
export const formatLength = (mm: number, unit: 'cm' | 'mm'): string => (unit === 'mm' ? String(mm) : String(mm / 10).replace('.', ','));

export const rulerSolution = (task: RulerTask): RulerState =>
  task.kind === 'measure' ? { answer: formatLength(task.lengthMm, task.unit), endMm: 0 } : { answer: '', endMm: task.lengthMm };
