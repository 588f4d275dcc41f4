import type { LengthUnit, UnitMeasureSpec, UnitMeasureTask } from '../../content/manipulativeTypes.ts';
import { clamp, correct, wrong, type Verdict } from './verdict.ts';

/** The most units a measure task lets the child lay. */
export const MAX_UNITS = 12;

/** A compare task's answer: the first thing is longer, the second is, or they are as long as each other. */
export type LengthChoice = 'first' | 'second' | 'equal';

/** How many units lie end to end along the object (a measure task), and a compare task's answer. */
export type UnitMeasureState = { readonly count: number; readonly choice: LengthChoice | null };

export type UnitMeasureFeedback = 'empty' | 'too-few' | 'too-many' | 'no-choice' | 'wrong-choice';

export const initialUnitMeasure = (): UnitMeasureState => ({ count: 0, choice: null });

/** Lay (or take away) units, keeping between none and MAX_UNITS. */
export function layUnits(state: UnitMeasureState, delta: number): UnitMeasureState {
  const count = clamp(state.count + delta, 0, MAX_UNITS);
  return count === state.count ? state : { ...state, count };
}

export const chooseLength = (state: UnitMeasureState, choice: LengthChoice): UnitMeasureState => ({ ...state, choice });

export const findUnit = (spec: Pick<UnitMeasureSpec, 'units'>, id: string): LengthUnit | undefined => spec.units.find((unit) => unit.id === id);

/** How many units make the length: a whole number when the unit fits exactly, otherwise not. */
export const unitsAlong = (cm: number, unit: LengthUnit): number => cm / unit.cm;

/** Which of two lengths is longer. */
export const longer = (first: number, second: number): LengthChoice => (first > second ? 'first' : first < second ? 'second' : 'equal');

export function checkUnitMeasure(task: UnitMeasureTask, spec: Pick<UnitMeasureSpec, 'units'>, state: UnitMeasureState): Verdict<UnitMeasureFeedback> {
  if (task.kind === 'compare') {
    if (state.choice === null) return wrong('no-choice');
    return state.choice === longer(task.first.cm, task.second.cm) ? correct : wrong('wrong-choice');
  }
  const unit = findUnit(spec, task.unit);
  if (!unit) return wrong('empty');
  if (state.count === 0) return wrong('empty');
  const laid = state.count * unit.cm;
  if (laid < task.object.cm) return wrong('too-few');
  if (laid > task.object.cm) return wrong('too-many');
  return correct;
}

/** A right answer (for checking content), or null when the unit does not fit the object a whole number of times. */
export function unitMeasureSolution(task: UnitMeasureTask, spec: Pick<UnitMeasureSpec, 'units'>): UnitMeasureState | null {
  if (task.kind === 'compare') return { count: 0, choice: longer(task.first.cm, task.second.cm) };
  const unit = findUnit(spec, task.unit);
  if (!unit) return null;
  const count = unitsAlong(task.object.cm, unit);
  return Number.isInteger(count) && count >= 1 && count <= MAX_UNITS ? { count, choice: null } : null;
}

/** What is wrong with a spec: unknown units, lengths that are not a whole number of units (1 to MAX_UNITS), unsolvable or solved tasks. */
export function unitMeasureProblems(spec: UnitMeasureSpec): string[] {
  const problems: string[] = [];
  const ids = spec.units.map((unit) => unit.id);
  if (new Set(ids).size !== ids.length) problems.push('unit-measure: unit ids must differ');
  if (spec.units.some((unit) => !(unit.cm > 0))) problems.push('unit-measure: a unit must have a length');
  spec.tasks.forEach((task, i) => {
    const say = (problem: string) => problems.push(`unit-measure task ${i + 1}: ${problem}`);
    const things = task.kind === 'compare' ? [task.first, task.second] : [{ ...task.object, unit: task.unit }];
    for (const thing of things) {
      const unit = findUnit(spec, thing.unit);
      if (!unit) say(`unknown unit ${thing.unit}`);
      else {
        const count = unitsAlong(thing.cm, unit);
        if (!Number.isInteger(count) || count < 1 || count > MAX_UNITS) say(`not a whole number of units (1 to ${MAX_UNITS})`);
      }
    }
    const solution = unitMeasureSolution(task, spec);
    if (!solution || !checkUnitMeasure(task, spec, solution).correct) say('no solution');
    if (checkUnitMeasure(task, spec, initialUnitMeasure()).correct) say('solved at start');
  });
  return problems;
}
