import type { ChartSpec, ChartTask } from '../../content/manipulativeTypes.ts';
import { clamp, correct, wrong, type Verdict } from './verdict.ts';

/** A pie chart's whole, in degrees. */
export const FULL_TURN = 360;

/** The values drawn, one row per series, and for a reading task the answer chosen. */
export type ChartState = { readonly values: readonly (readonly number[])[]; readonly choice: number | null };

/** `values-differ` carries how many values are off; `pie-not-whole` the slices' total in degrees. */
export type ChartFeedback = 'values-differ' | 'pie-not-whole' | 'no-choice' | 'wrong-choice';

/** A slice's angle: its share of the table's total, in degrees. */
export function pieAngles(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  // Multiplying first keeps a whole angle whole (7 of 30 is 84°, not 84.00000000000001°).
  return counts.map((count) => (total === 0 ? 0 : (count * FULL_TURN) / total));
}

/** What the child must draw: the table's counts, or for a pie chart each slice's angle. */
const chartTarget = (spec: Pick<ChartSpec, 'display'>, task: ChartTask): number[][] =>
  spec.display === 'pie' ? task.values.map(pieAngles) : task.values.map((row) => [...row]);

/** The largest value one control may reach: the axis's top, or the whole turn of a pie. */
export const chartLimit = (spec: Pick<ChartSpec, 'display' | 'max'>): number => (spec.display === 'pie' ? FULL_TURN : spec.max);

/** A building task starts from nothing drawn; a reading task shows the finished chart. */
export const initialChart = (spec: Pick<ChartSpec, 'display'>, task: ChartTask): ChartState => {
  const target = chartTarget(spec, task);
  if (task.kind === 'read') return { values: target, choice: null };
  return { values: target.map((row, s) => (task.given?.includes(s) ? row : row.map(() => 0))), choice: null };
};

/** Whether the child draws series `series` of a task (not given already, nor a finished chart to read). */
export const drawsSeries = (task: ChartTask, series: number): boolean => task.kind === 'build' && !task.given?.includes(series);

/** Raise or lower one value (series `series`, category `category`) by whole steps, between 0 and `limit`. */
export function changeValue(state: ChartState, series: number, category: number, steps: number, step: number, limit: number): ChartState {
  const current = state.values[series]?.[category];
  if (current === undefined) return state;
  const next = clamp((current + steps * step) / step, 0, Math.floor(limit / step)) * step;
  if (next === current) return state;
  return { ...state, values: state.values.map((row, s) => (s === series ? row.map((value, c) => (c === category ? next : value)) : row)) };
}

export const chooseChartAnswer = (state: ChartState, choice: number): ChartState => ({ ...state, choice });

const sum = (row: readonly number[]) => row.reduce((total, value) => total + value, 0);

/**
 * A pie chart whose slices do not make a whole turn is told so first, since that is the mistake behind the
 * others (a slice measured as its count rather than its share of 360°).
 */
export function checkChart(spec: Pick<ChartSpec, 'display'>, task: ChartTask, state: ChartState): Verdict<ChartFeedback> {
  if (task.kind === 'read') {
    if (state.choice === null) return wrong('no-choice');
    return state.choice === task.correctIndex ? correct : wrong('wrong-choice');
  }
  const target = chartTarget(spec, task);
  const off = target.reduce((count, row, s) => count + row.filter((value, c) => state.values[s]?.[c] !== value).length, 0);
  if (off === 0) return correct;
  const drawn = sum(state.values[0] ?? []);
  if (spec.display === 'pie' && drawn !== FULL_TURN) return wrong('pie-not-whole', drawn);
  return wrong('values-differ', off);
}

export const chartSolution = (spec: Pick<ChartSpec, 'display'>, task: ChartTask): ChartState => ({
  values: chartTarget(spec, task),
  choice: task.kind === 'read' ? task.correctIndex : null,
});

/**
 * A pie slice's corners on a circle of radius `r` about (`cx`, `cy`), from `start` degrees for `sweep` degrees,
 * clockwise from twelve o'clock, as an SVG path. A whole turn is drawn as a circle, which an arc cannot be.
 */
export function slicePath(cx: number, cy: number, r: number, start: number, sweep: number): string {
  if (sweep >= FULL_TURN) return `M ${cx} ${cy - r} A ${r} ${r} 0 1 1 ${cx} ${cy + r} A ${r} ${r} 0 1 1 ${cx} ${cy - r} Z`;
  const point = (degrees: number) => {
    const radians = ((degrees - 90) * Math.PI) / 180;
    return `${round(cx + r * Math.cos(radians))} ${round(cy + r * Math.sin(radians))}`;
  };
  const large = sweep > 180 ? 1 : 0;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- SVG path commands
  return `M ${cx} ${cy} L ${point(start)} A ${r} ${r} 0 ${large} 1 ${point(start + sweep)} Z`;
}

/** Slices in the table's order clockwise from twelve o'clock, each from where the last ended; what would spill past a whole turn is cut off. */
export function pieSlices(angles: readonly number[]): { start: number; sweep: number }[] {
  return angles.reduce<{ start: number; sweep: number }[]>((slices, angle) => {
    const last = slices.at(-1);
    const start = last ? last.start + last.sweep : 0;
    return [...slices, { start, sweep: Math.max(0, Math.min(angle, FULL_TURN - start)) }];
  }, []);
}

const round = (value: number) => Math.round(value * 100) / 100;

/* eslint-disable lingui/no-unlocalized-strings -- developer messages of the content tests, never shown to a child */
/** What is wrong with a chart's tasks, for the content tests. */
export function chartProblems(spec: ChartSpec): string[] {
  const problems: string[] = [];
  const seriesCount = spec.display === 'pie' ? 1 : spec.series.length;
  if (spec.display === 'pie' && spec.series.length !== 1) problems.push('a pie chart has one series');
  if (spec.display === 'grouped-bars' && (spec.series.length < 2 || spec.series.length > 3)) problems.push('grouped bars need two or three series');
  if (spec.display === 'line' && spec.series.length > 3) problems.push('at most three lines');
  if (spec.categories.length < 2 || spec.categories.length > 8) problems.push('two to eight categories');
  if (spec.step <= 0 || !Number.isInteger(spec.step)) problems.push('a whole positive step');
  const limit = chartLimit(spec);
  spec.tasks.forEach((task, i) => {
    const say = (problem: string) => problems.push(`task ${i + 1}: ${problem}`);
    if (task.values.length !== seriesCount || task.values.some((row) => row.length !== spec.categories.length)) {
      say('one row per series, one value per category');
      return;
    }
    const target = chartTarget(spec, task);
    if (target.some((row) => row.some((value) => value < 0 || value > limit || value % spec.step !== 0))) {
      say(spec.display === 'pie' ? 'slice angles not whole steps' : 'values off the axis steps');
    }
    if (spec.display === 'pie' && task.values.some((row) => row.some((value) => value <= 0))) say('a slice of nothing');
    if (task.kind === 'build' && task.given !== undefined) {
      if (spec.display === 'pie') say('a pie has nothing to give');
      if (task.given.some((series) => series < 0 || series >= seriesCount)) say('gives a series the chart has not');
      if (task.given.length >= seriesCount) say('gives every series: nothing left to draw');
    }
    if (task.kind === 'read' && (task.correctIndex < 0 || task.correctIndex >= task.options.length)) say('correct index');
    if (!checkChart(spec, task, chartSolution(spec, task)).correct) say('no solution');
    if (checkChart(spec, task, initialChart(spec, task)).correct) say('solved at start');
  });
  return problems;
}
