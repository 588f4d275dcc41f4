import type { SolidNetTask } from '../../content/manipulativeTypes.ts';
import type { NetPiece } from './solidNets.ts';
import { correct, wrong, type Verdict } from './verdict.ts';

export type WrapTask = Extract<SolidNetTask, { kind: 'wrap' }>;

/** The longest rectangle the stepper makes, in units: the paper is this wide, so the scale stays put while the child stretches. */
export const MAX_LENGTH = 24;

/**
 * The steppers' steps, in units: half units with π ≈ 3 (then 2 · π · r is whole for any whole or half r);
 * with π ≈ 3,14 whole units to get near and hundredths to finish, as hundredths alone would take hundreds of presses.
 */
export const wrapSteps = (task: WrapTask): readonly number[] => (task.pi === 3 ? [0.5] : [1, 0.01]);

/** Lengths are kept to the hundredth, so that steps of 0,01 add up without binary remainders. */
const hundredths = (value: number) => Math.round(value * 100) / 100;

/** The length that wraps once around a circle: 2 · π · r. */
export const wrapLength = (task: WrapTask): number => hundredths(2 * task.pi * task.radius);

/** The rectangle starts as wide as a circle, as a textbook draws it under its circle before measuring. */
export const wrapStart = (task: WrapTask): number => 2 * task.radius;

/** Lengthen (or, with negative steps, shorten) the rectangle by `steps` steps of `size`, within the paper. */
export function stretch(length: number, steps: number, size: number, task: WrapTask): number {
  const shortest = Math.min(...wrapSteps(task));
  return Math.min(MAX_LENGTH, Math.max(shortest, hundredths(length + steps * size)));
}

/** Besides too short and too long, the two usual mistakes: the diameter (2 · r) and half the circle (π · r). */
export type WrapFeedback = 'too-short' | 'too-long' | 'diameter' | 'half';

export function checkWrap(task: WrapTask, length: number): Verdict<WrapFeedback> {
  const target = wrapLength(task);
  if (length === target) return correct;
  if (length === hundredths(2 * task.radius)) return wrong('diameter');
  if (length === hundredths(task.pi * task.radius)) return wrong('half');
  return wrong(length < target ? 'too-short' : 'too-long');
}

/**
 * The net on the paper (y down): the rectangle with one circle touching its top side and one its bottom side,
 * both at its left end so that they stay put while it stretches.
 */
export function wrapPieces(task: WrapTask, length: number): NetPiece[] {
  const r = task.radius;
  return [
    { shape: 'rectangle', x: 0, y: 2 * r, width: length, height: task.height },
    { shape: 'circle', x: r, y: r, r },
    { shape: 'circle', x: r, y: 3 * r + task.height, r },
  ];
}

/** The paper around the net, as wide as the longest rectangle. */
export const wrapPaper = (task: WrapTask) => ({ x: 0, y: 0, width: MAX_LENGTH, height: 4 * task.radius + task.height });

const inHalves = (value: number) => Number.isInteger(value * 2);

/* eslint-disable lingui/no-unlocalized-strings -- developer messages of the content tests, never shown to a child */
/** What is wrong with a wrap task, for the content tests (empty when all is well). */
export function wrapProblems(task: WrapTask): string[] {
  const problems: string[] = [];
  if (!inHalves(task.radius) || task.radius < 1) problems.push('a radius of at least 1, in half units');
  if (!inHalves(task.height) || task.height < 1 || task.height > 8) problems.push('a height of 1 to 8, in half units');
  // Room beyond the answer, so that too long can be tried too.
  if (wrapLength(task) > MAX_LENGTH - 4) problems.push('the side does not fit the paper');
  // The start (a diameter, in half units) and the answer both on the finest step's marks.
  const finest = Math.min(...wrapSteps(task));
  const onMark = (value: number) => Math.abs(value / finest - Math.round(value / finest)) < 1e-9;
  if (!onMark(2 * task.pi * task.radius) || !onMark(wrapStart(task))) problems.push('no step of the stepper reaches the answer');
  if (checkWrap(task, wrapStart(task)).correct) problems.push('solved at start');
  return problems;
}
