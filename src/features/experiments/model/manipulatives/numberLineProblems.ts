/* eslint-disable lingui/no-unlocalized-strings -- developer messages of the content tests, never shown to a child */
import type { NumberLineSpec } from '../../content/manipulativeTypes.ts';
import { endsAsDecimal, parseLineNumber } from './lineNumber.ts';
import { checkNumberLine, initialNumberLine, lineScale, numberLineSolution, onLine, scaleTask, type LineTask } from './numberLine.ts';

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
  }
}

/**
 * What is wrong with a number line, for the content tests: its marks must fit from end to end, every
 * number of its tasks must stand on a mark (a fraction too), each task must be solvable on the line and
 * not solved at the start. Empty when all is well.
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
    const task = scaleTask(written, scale.unit);
    if (taskNumbers(task).some((value) => !Number.isInteger(value))) {
      say(i, 'a number is not on the marks of this line (or not a whole number or fraction)');
      return;
    }
    const start = initialNumberLine(task, scale);
    if (!onLine(scale, start.position)) say(i, 'starts off the line');
    if (task.kind === 'round' && scale.unit !== 1) say(i, 'rounds on a line of fractions');
    if (task.kind === 'round' && (task.to <= 0 || task.to % scale.step !== 0)) say(i, 'rounds to numbers that are not marks');
    if (task.kind === 'jumps' && task.sizes.some((size) => size <= 0 || size % scale.step !== 0)) say(i, 'a jump is not a whole number of steps');
    if (task.kind === 'ray' && (task.bound <= scale.min || task.bound >= scale.max)) say(i, 'the bound must lie inside the line, not at an end');
    const solution = numberLineSolution(task, scale);
    if (!solution || !checkNumberLine(task, solution).correct) say(i, 'no solution on this line');
    if (checkNumberLine(task, start).correct) say(i, 'solved at start');
  });
  return problems;
}
