import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import type { NumberLineSpec, NumberLineTask } from '../../content/manipulativeTypes.ts';
import {
  bigStep,
  canJump,
  checkNumberLine,
  chooseCircle,
  chooseRay,
  circleRange,
  initialNumberLine,
  jump,
  lineScale,
  movePoint,
  nearerBound,
  nearestMultiple,
  numberLineMarks,
  numberLineSolution,
  onLine,
  rayAnswer,
  scaleTask,
  undoJump,
  type BetweenTask,
  type LineTask,
  type NumberLineState,
} from './numberLine.ts';
import { betweenAnswer, betweenSolution, checkBetween, initialBetween, scaleBetween } from './numberLineBetween.ts';
import { manipulativeProblems } from './validate.ts';

const line = { min: 0, max: 20, step: 1 };
const at = (position: number, jumps: readonly number[] = []): NumberLineState => ({ position, jumps, circle: null, ray: null, upper: null });

describe('number line', () => {
  it('lists its marks and keeps the point on them, negative numbers too', () => {
    expect(numberLineMarks({ min: 0, max: 100, step: 10 })).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(numberLineMarks({ min: -5, max: 5, step: 1 })).toHaveLength(11);
    const start = at(0);
    expect(movePoint(start, 7.4, line).position).toBe(7);
    expect(movePoint(start, 99, line).position).toBe(20);
    expect(movePoint(at(0), -3, { min: -5, max: 5, step: 1 }).position).toBe(-3);
    expect(movePoint(start, 0, line)).toBe(start);
    expect(onLine({ min: 0, max: 100, step: 10 }, 35)).toBe(false);
    expect(onLine(line, -1)).toBe(false);
  });

  it('counts a line of fractions in its parts', () => {
    expect(lineScale({ min: -2, max: 2, step: '1/4' })).toEqual({ min: -8, max: 8, step: 1, unit: 4 });
    expect(lineScale({ min: 0, max: 100, step: 10 })).toEqual({ min: 0, max: 100, step: 10, unit: 1 });
    const task: NumberLineTask = { kind: 'jumps', prompt: msg`(−1/2) + 3/4`, start: '-1/2', target: '1/4', sizes: ['1/4', 1], direction: 'forward' };
    expect(scaleTask(task, 4)).toMatchObject({ start: -2, target: 1, sizes: [1, 4] });
    const place: NumberLineTask = { kind: 'place', prompt: msg`−3/4`, target: '-3/4' };
    expect(scaleTask(place, 4)).toMatchObject({ target: -3, start: undefined });
  });

  it('adds fractions by jumping in whole parts, with no drift', () => {
    const scale = lineScale({ min: 0, max: 1, step: '1/10' });
    let state = at(0);
    for (let i = 0; i < 3; i++) state = jump(state, 1, scale);
    // 0,1 + 0,1 + 0,1 is exactly 3 tenths, not 0.30000000000000004.
    expect(state.position).toBe(3);
    const task = scaleTask({ kind: 'jumps', prompt: msg`0,1 + 0,2`, start: '1/10', target: '3/10', sizes: ['1/10'], direction: 'forward' }, scale.unit);
    expect(numberLineSolution(task, scale)?.jumps).toEqual([1, 1]);
    const quarters = lineScale({ min: -3, max: 3, step: '1/4' });
    const times = scaleTask({ kind: 'jumps', prompt: msg`3 · (−3/4)`, start: 0, target: '-9/4', sizes: ['3/4'], direction: 'back' }, quarters.unit);
    expect(numberLineSolution(times, quarters)?.jumps).toEqual([-3, -3, -3]);
  });

  it('judges a placed point', () => {
    const task: LineTask = { kind: 'place', prompt: msg`12`, target: 12 };
    expect(initialNumberLine(task, line).position).toBe(0);
    expect(checkNumberLine(task, at(9)).feedback).toBe('too-small');
    expect(checkNumberLine(task, at(15)).feedback).toBe('too-big');
    expect(checkNumberLine(task, at(12)).correct).toBe(true);
  });

  it('adds by jumping forwards and subtracts by jumping back', () => {
    const add: LineTask = { kind: 'jumps', prompt: msg`8 + 5`, start: 8, target: 13, sizes: [1], direction: 'forward' };
    let state = initialNumberLine(add, line);
    expect(checkNumberLine(add, state).feedback).toBe('no-jumps');
    for (let i = 0; i < 4; i++) state = jump(state, 1, line);
    expect(checkNumberLine(add, state).feedback).toBe('short');
    state = jump(jump(state, 1, line), 1, line);
    expect(checkNumberLine(add, state).feedback).toBe('past');
    state = undoJump(state);
    expect(state).toEqual(at(13, [1, 1, 1, 1, 1]));
    expect(checkNumberLine(add, state).correct).toBe(true);

    const subtract: LineTask = { kind: 'jumps', prompt: msg`15 − 6`, start: 15, target: 9, sizes: [1], direction: 'back' };
    expect(checkNumberLine(subtract, at(11, [-1, -1, -1, -1])).feedback).toBe('short');
    expect(checkNumberLine(subtract, at(8, [-1, -1, -1, -1, -1, -1, -1])).feedback).toBe('past');
  });

  it('keeps jumps on the line and undoes nothing when there is nothing to undo', () => {
    const state = at(18);
    expect(canJump(state, 3, line)).toBe(false);
    expect(jump(state, 3, line)).toBe(state);
    expect(undoJump(state)).toBe(state);
  });

  it('rounds to the nearest ten, a 5 upwards', () => {
    expect(nearestMultiple(37, 10)).toBe(40);
    expect(nearestMultiple(43, 10)).toBe(40);
    expect(nearestMultiple(35, 10)).toBe(40);
    expect(nearestMultiple(-12, 10)).toBe(-10);
    const task: LineTask = { kind: 'round', prompt: msg`37`, value: 37, to: 10 };
    const spec = { min: 0, max: 100, step: 1 };
    expect(initialNumberLine(task, spec).position).toBe(37);
    expect(checkNumberLine(task, at(30)).feedback).toBe('other-ten');
    expect(checkNumberLine(task, at(38)).feedback).toBe('not-a-ten');
    expect(checkNumberLine(task, at(40)).correct).toBe(true);
  });

  it('solves with the fewest jumps, largest first', () => {
    const spec = { min: 0, max: 100, step: 1 };
    const task: LineTask = { kind: 'jumps', prompt: msg`27 + 24`, start: 27, target: 51, sizes: [10, 1], direction: 'forward' };
    expect(numberLineSolution(task, spec)?.jumps).toEqual([10, 10, 1, 1, 1, 1]);
    const times: LineTask = { kind: 'jumps', prompt: msg`4 × 3`, start: 0, target: 12, sizes: [3], direction: 'forward' };
    expect(numberLineSolution(times, spec)?.jumps).toEqual([3, 3, 3, 3]);
    expect(numberLineSolution({ ...times, target: 13 }, spec)).toBeNull();
    expect(numberLineSolution({ ...times, direction: 'back' }, spec)).toBeNull();
  });

  it('draws each relation as its circle and ray', () => {
    expect(rayAnswer('>')).toEqual({ circle: 'open', ray: 'right' });
    expect(rayAnswer('≥')).toEqual({ circle: 'closed', ray: 'right' });
    expect(rayAnswer('<')).toEqual({ circle: 'open', ray: 'left' });
    expect(rayAnswer('≤')).toEqual({ circle: 'closed', ray: 'left' });
  });

  it('judges an inequality’s ray one part at a time: the bound, the circle, the direction', () => {
    const spec = { min: -8, max: 8, step: 1 };
    // x ≤ −1
    const task: LineTask = { kind: 'ray', prompt: msg`x ≤ −1`, relation: '≤', bound: -1, start: 0 };
    let state = initialNumberLine(task, spec);
    expect(state).toEqual(at(0));
    expect(checkNumberLine(task, state).feedback).toBe('bound-too-big');
    expect(checkNumberLine(task, movePoint(state, -3, spec)).feedback).toBe('bound-too-small');
    state = movePoint(state, -1, spec);
    expect(checkNumberLine(task, state).feedback).toBe('no-circle');
    state = chooseCircle(state, 'open');
    expect(checkNumberLine(task, state).feedback).toBe('want-closed');
    state = chooseCircle(state, 'closed');
    expect(chooseCircle(state, 'closed')).toBe(state);
    expect(checkNumberLine(task, state).feedback).toBe('no-ray');
    state = chooseRay(state, 'right');
    expect(checkNumberLine(task, state).feedback).toBe('wrong-ray');
    state = chooseRay(state, 'left');
    expect(checkNumberLine(task, state).correct).toBe(true);
    expect(numberLineSolution(task, spec)).toEqual(state);
    // x > 2: a closed circle is the wrong one.
    const greater: LineTask = { kind: 'ray', prompt: msg`x > 2`, relation: '>', bound: 2 };
    expect(initialNumberLine(greater, spec).position).toBe(-8);
    expect(checkNumberLine(greater, { ...at(2), circle: 'closed' }).feedback).toBe('want-open');
    // A fraction bound, counted in quarters: x ≥ −3/2.
    const half = scaleTask({ kind: 'ray', prompt: msg`x ≥ −3/2`, relation: '≥', bound: '-3/2' }, 4);
    expect(numberLineSolution(half, lineScale({ min: -2, max: 2, step: '1/4' }))).toEqual({
      position: -6,
      jumps: [],
      circle: 'closed',
      ray: 'right',
      upper: null,
    });
  });

  it('moves a two-sided inequality’s circles from the ends, never past each other', () => {
    const spec = { min: -8, max: 8, step: 1 };
    let state = initialBetween(spec);
    expect([state.position, state.upper]).toEqual([-8, { position: 8, circle: null }]);
    // Each circle's range stops a mark short of the other, as the thumbs of a two-thumb slider do.
    expect(circleRange(state, 'lower', spec)).toEqual({ min: -8, max: 7 });
    expect(circleRange(state, 'upper', spec)).toEqual({ min: -7, max: 8 });
    expect(circleRange(at(0), 'upper', spec)).toEqual({ min: -8, max: 8 });
    state = movePoint(state, 3, spec, 'upper');
    expect(state.upper.position).toBe(3);
    expect(movePoint(state, 6, spec).position).toBe(2);
    expect(movePoint(state, -20, spec, 'upper').upper.position).toBe(-7);
    expect(movePoint(state, 3, spec, 'upper')).toBe(state);
    const point = at(0);
    expect(movePoint(point, 3, spec, 'upper')).toBe(point);
    state = chooseCircle(state, 'open', 'upper');
    expect(state.upper.circle).toBe('open');
    expect(state.circle).toBeNull();
    expect(chooseCircle(state, 'open', 'upper')).toBe(state);
    // A finger takes the nearer circle; halfway, the lower one.
    expect(nearerBound(state, -3)).toBe('lower');
    expect(nearerBound(state, -2.5)).toBe('lower');
    expect(nearerBound(state, -2)).toBe('upper');
    expect(nearerBound(at(5), 7)).toBe('lower');
  });

  it('judges a two-sided inequality in drawing order: the lower bound, its circle, the upper bound, its circle', () => {
    const spec = { min: -8, max: 8, step: 1 };
    // −1 < x ≤ 3
    const task: BetweenTask = { kind: 'between', prompt: msg`−1 < x ≤ 3`, lower: -1, upper: 3, relations: ['<', '≤'] };
    expect(betweenAnswer(task)).toEqual({ lower: 'open', upper: 'closed' });
    expect(betweenAnswer({ relations: ['≤', '<'] })).toEqual({ lower: 'closed', upper: 'open' });
    let state = initialBetween(spec);
    expect(checkBetween(task, state).feedback).toBe('lower-too-small');
    expect(checkBetween(task, movePoint(state, 0, spec)).feedback).toBe('lower-too-big');
    state = movePoint(state, -1, spec);
    expect(checkBetween(task, state).feedback).toBe('lower-no-circle');
    state = chooseCircle(state, 'closed');
    expect(checkBetween(task, state).feedback).toBe('lower-want-open');
    state = chooseCircle(state, 'open');
    // The upper circle is still at the end of the line, its fill already chosen: its bound comes first.
    expect(checkBetween(task, chooseCircle(state, 'closed', 'upper')).feedback).toBe('upper-too-big');
    expect(checkBetween(task, movePoint(state, 1, spec, 'upper')).feedback).toBe('upper-too-small');
    state = movePoint(state, 3, spec, 'upper');
    expect(checkBetween(task, state).feedback).toBe('upper-no-circle');
    state = chooseCircle(state, 'open', 'upper');
    expect(checkBetween(task, state).feedback).toBe('upper-want-closed');
    state = chooseCircle(state, 'closed', 'upper');
    expect(checkBetween(task, state).correct).toBe(true);
    expect(betweenSolution(task, spec)).toEqual(state);
    expect(betweenSolution({ ...task, lower: 3, upper: -1 }, spec)).toBeNull();
    expect(betweenSolution({ ...task, upper: 9 }, spec)).toBeNull();
    // Fraction bounds, counted in quarters: −3/2 ≤ x < 1/4.
    const quarters = lineScale({ min: -2, max: 2, step: '1/4' });
    const fractions = scaleBetween({ kind: 'between', prompt: msg`−3/2 ≤ x < 1/4`, lower: '-3/2', upper: '1/4', relations: ['≤', '<'] }, quarters.unit);
    expect(fractions).toMatchObject({ lower: -6, upper: 1 });
    expect(betweenSolution(fractions, quarters)).toMatchObject({ position: -6, circle: 'closed', upper: { position: 1, circle: 'open' } });
  });

  it('moves a big step from one labelled mark to the next', () => {
    expect(bigStep(lineScale({ min: -8, max: 8, step: 1 }), 2)).toBe(2);
    expect(bigStep(lineScale({ min: 0, max: 20, step: 1 }))).toBe(5);
    expect(bigStep(lineScale({ min: -2, max: 2, step: '1/4' }))).toBe(4);
  });

  it('is checked by the content tests', () => {
    const ok = manipulativeProblems({
      type: 'number-line',
      min: 0,
      max: 20,
      step: 1,
      tasks: [{ kind: 'jumps', prompt: msg`8 + 5`, start: 8, target: 13, sizes: [1], direction: 'forward' }],
    });
    expect(ok).toEqual([]);
    const bad = manipulativeProblems({
      type: 'number-line',
      min: 0,
      max: 20,
      step: 1,
      tasks: [
        { kind: 'place', prompt: msg`0`, target: 0 },
        { kind: 'place', prompt: msg`25`, target: 25 },
        { kind: 'round', prompt: msg`10`, value: 10, to: 10 },
      ],
    });
    expect(bad).toEqual(['number-line task 1: solved at start', 'number-line task 2: no solution on this line', 'number-line task 3: solved at start']);
  });

  it('checks a line of fractions and its ray tasks', () => {
    const quarters: NumberLineSpec = {
      type: 'number-line',
      min: -2,
      max: 2,
      step: '1/4',
      numbers: 'decimal',
      tasks: [
        { kind: 'place', prompt: msg`−3/4`, target: '-3/4', start: 0 },
        { kind: 'jumps', prompt: msg`(−1/2) + 3/4`, start: '-1/2', target: '1/4', sizes: ['1/4'], direction: 'forward' },
        { kind: 'ray', prompt: msg`x < 3/2`, relation: '<', bound: '3/2', start: 0 },
      ],
    };
    expect(manipulativeProblems(quarters)).toEqual([]);
    expect(
      manipulativeProblems({
        ...quarters,
        step: '1/3',
        tasks: [
          { kind: 'place', prompt: msg`1/4`, target: '1/4' },
          { kind: 'place', prompt: msg`x`, target: '1/x' as '1/3' },
          { kind: 'round', prompt: msg`1`, value: 1, to: 1 },
          { kind: 'jumps', prompt: msg`+ 1/6`, start: 0, target: '1/3', sizes: ['1/6'], direction: 'forward' },
          { kind: 'ray', prompt: msg`x ≥ 2`, relation: '≥', bound: 2 },
          { kind: 'place', prompt: msg`3`, target: 3 },
        ],
      }),
    ).toEqual([
      'number-line: the decimals of this step do not end',
      'number-line task 1: a number is not on the marks of this line (or not a whole number or fraction)',
      'number-line task 2: a number is not on the marks of this line (or not a whole number or fraction)',
      'number-line task 3: rounds on a line of fractions',
      'number-line task 3: solved at start',
      'number-line task 4: a number is not on the marks of this line (or not a whole number or fraction)',
      'number-line task 5: the bound must lie inside the line, not at an end',
      'number-line task 6: no solution on this line',
    ]);
    expect(manipulativeProblems({ ...quarters, min: 0, max: 1, step: '3/4' })).toContain('number-line: marks do not fit from min to max');
  });

  it('checks two-sided inequalities: bounds inside the line, in order, on the marks', () => {
    const line: NumberLineSpec = {
      type: 'number-line',
      min: -8,
      max: 8,
      step: 1,
      tasks: [
        { kind: 'between', prompt: msg`−3 ≤ t < 7`, lower: -3, upper: 7, relations: ['≤', '<'] },
        { kind: 'between', prompt: msg`−1/2 < x ≤ 3`, lower: '-1/2', upper: 3, relations: ['<', '≤'] },
      ],
    };
    expect(manipulativeProblems({ ...line, tasks: line.tasks.slice(0, 1) })).toEqual([]);
    expect(manipulativeProblems({ ...line, step: '1/2', tasks: line.tasks.slice(1) })).toEqual([]);
    expect(
      manipulativeProblems({
        ...line,
        tasks: [
          ...line.tasks,
          { kind: 'between', prompt: msg`−8 ≤ x < 2`, lower: -8, upper: 2, relations: ['≤', '<'] },
          { kind: 'between', prompt: msg`3 < x < 1`, lower: 3, upper: 1, relations: ['<', '<'] },
          { kind: 'between', prompt: msg`2 < x < 2`, lower: 2, upper: 2, relations: ['<', '<'] },
        ],
      }),
    ).toEqual([
      'number-line task 2: a number is not on the marks of this line (or not a whole number or fraction)',
      'number-line task 3: the bounds must lie inside the line, not at an end',
      'number-line task 4: the lower bound must be below the upper bound',
      'number-line task 4: no solution on this line',
      'number-line task 5: the lower bound must be below the upper bound',
      'number-line task 5: no solution on this line',
    ]);
  });
});
