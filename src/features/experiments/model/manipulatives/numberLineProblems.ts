/* eslint-disable lingui/no-unlocalized-strings -- developer messages of the content tests, never shown to a child */
import type { NumberLineSpec, NumberLineTask } from '../../content/manipulativeTypes.ts';
import { endsAsDecimal, parseLineNumber } from './lineNumber.ts';
import {
  checkNumberLine,
  initialNumberLine,
  lineScale,
  numberLineSolution,
  onLine,
  scaleTask,
  type LineScale,
  type LineTask,
  type NumberLineState,
} from './numberLine.ts';
import { betweenSolution, checkBetween, initialBetween, scaleBetween } from './numberLineBetween.ts';

/** Every number a task names, in parts, so that one check finds a fraction that is off the marks or misspelt. */
function taskNumbers(task: LineTask): number[] {
  switch (task.kind) {
    case 'place':
      return task.start === undefined ? [task.target] : [task.target, task.start];
    case 'jumps':
      return [task.start, task.target, ...task.sizes];
    case 'round':
      return [task.value, task.to];
    case 'ray':
      return task.start === undefined ? [task.bound] : [task.bound, task.start];
    case 'between':
      return [task.lower, task.upper];
  }
}

/** The task in parts, where it starts, and whether it has a solution on the line and is solved at the start, each from the model of its kind. */
function taskModel(written: NumberLineTask, scale: LineScale): { task: LineTask; start: NumberLineState; solvable: boolean; solvedAtStart: boolean } {
  if (written.kind === 'between') {
    const task = scaleBetween(written, scale.unit);
    const start = initialBetween(scale);
    const solution = betweenSolution(task, scale);
    return { task, start, solvable: !!solution && checkBetween(task, solution).correct, solvedAtStart: checkBetween(task, start).correct };
  }
  const task = scaleTask(written, scale.unit);
  const start = initialNumberLine(task, scale);
  const solution = numberLineSolution(task, scale);
  return { task, start, solvable: !!solution && checkNumberLine(task, solution).correct, solvedAtStart: checkNumberLine(task, start).correct };
}

/**
 * What is wrong with a number line, for the content tests: its marks must fit from end to end, every
 * number of its tasks must stand on a mark (a fraction too), an inequality's bounds must lie inside the line
 * (a two-sided one's in order), each task must be solvable on the line and not solved at the start. Empty
 * when all is well.
 */
export function numberLineProblems(spec: NumberLineSpec): string[] {
  const problems: string[] = [];
  const say = (index: number, problem: string) => problems.push(`number-line task ${index + 1}: ${problem}`);
  const step = parseLineNumber(spec.step);
  const scale = lineScale(spec);
  if (!Number.isInteger(spec.min) || !Number.isInteger(spec.max) || spec.max <= spec.min)
    problems.push('number-line: ends must be whole numbers, min below max');
  if (Number.isNaN(step.numerator) || step.numerator <= 0 || !Number.isInteger((scale.max - scale.min) / scale.step)) {
    problems.push('number-line: marks do not fit from min to max');
  }
  if (spec.labelEvery !== undefined && (!Number.isInteger(spec.labelEvery) || spec.labelEvery < 1))
    problems.push('number-line: labelEvery must be a whole number from 1');
  if (spec.numbers === 'decimal' && !endsAsDecimal(scale.unit)) problems.push('number-line: the decimals of this step do not end');
  spec.tasks.forEach((written, i) => {
    const { task, start, solvable, solvedAtStart } = taskModel(written, scale);
    if (taskNumbers(task).some((value) => !Number.isInteger(value))) {
      say(i, 'a number is not on the marks of this line (or not a whole number or fraction)');
      return;
    }
    if (!onLine(scale, start.position)) say(i, 'starts off the line');
    if (task.kind === 'round' && scale.unit !== 1) say(i, 'rounds on a line of fractions');
    if (task.kind === 'round' && (task.to <= 0 || task.to % scale.step !== 0)) say(i, 'rounds to numbers that are not marks');
    if (task.kind === 'jumps' && task.sizes.some((size) => size <= 0 || size % scale.step !== 0)) say(i, 'a jump is not a whole number of steps');
    if (task.kind === 'ray' && (task.bound <= scale.min || task.bound >= scale.max)) say(i, 'the bound must lie inside the line, not at an end');
    // The circles start at the line's ends, and a bound at an end would look as if the solutions went on past the line.
    if (task.kind === 'between' && (task.lower <= scale.min || task.upper >= scale.max)) say(i, 'the bounds must lie inside the line, not at an end');
    if (task.kind === 'between' && task.lower >= task.upper) say(i, 'the lower bound must be below the upper bound');
    if (!solvable) say(i, 'no solution on this line');
    if (solvedAtStart) say(i, 'solved at start');
  });
  return problems;
}
