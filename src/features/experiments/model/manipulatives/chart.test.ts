import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import type { ChartSpec } from '../../content/manipulativeTypes.ts';
import {
  changeValue,
  chartProblems,
  drawsSeries,
  chartSolution,
  checkChart,
  chooseChartAnswer,
  initialChart,
  pieAngles,
  pieSlices,
  slicePath,
} from './chart.ts';

const grouped: ChartSpec = {
  type: 'chart',
  display: 'grouped-bars',
  title: msg`Hafta sonu etkinlikleri`,
  axisLabel: msg`Öğrenci sayısı`,
  categories: [
    { id: 'books', label: msg`Kitap` },
    { id: 'sport', label: msg`Spor` },
  ],
  series: [
    { id: 'a', label: msg`6-A`, colour: '#2563eb' },
    { id: 'b', label: msg`6-B`, colour: '#f59e0b' },
  ],
  max: 12,
  step: 2,
  tasks: [
    {
      kind: 'build',
      prompt: msg`Çiz.`,
      values: [
        [8, 10],
        [4, 12],
      ],
    },
  ],
};

const pie: ChartSpec = {
  ...grouped,
  display: 'pie',
  categories: [
    { id: 'football', label: msg`Futbol` },
    { id: 'basket', label: msg`Basketbol` },
    { id: 'volley', label: msg`Voleybol` },
  ],
  series: [{ id: 'all', label: msg`Öğrenciler`, colour: '#2563eb' }],
  step: 15,
  tasks: [
    { kind: 'build', prompt: msg`Daire grafiğini çiz.`, values: [[12, 6, 6]] },
    { kind: 'read', prompt: msg`Kaç öğrenci futbolu seçti?`, values: [[12, 6, 6]], options: [msg`12`, msg`180`], correctIndex: 0 },
  ],
};

describe('chart model', () => {
  it('raises grouped bars by whole steps within the axis and counts the values still off', () => {
    const task = grouped.tasks[0]!;
    let state = initialChart(grouped, task);
    expect(state.values).toEqual([
      [0, 0],
      [0, 0],
    ]);
    state = changeValue(state, 0, 0, 4, 2, 12);
    state = changeValue(state, 1, 1, 99, 2, 12);
    expect(state.values).toEqual([
      [8, 0],
      [0, 12],
    ]);
    expect(changeValue(state, 1, 1, 1, 2, 12)).toBe(state);
    expect(checkChart(grouped, task, state)).toEqual({ correct: false, feedback: 'values-differ', detail: 2 });
    state = changeValue(changeValue(state, 0, 1, 5, 2, 12), 1, 0, 2, 2, 12);
    expect(checkChart(grouped, task, state).correct).toBe(true);
  });

  it('turns counts into exact slice angles, multiplying before dividing', () => {
    expect(pieAngles([12, 6, 6])).toEqual([180, 90, 90]);
    expect(pieAngles([7, 23])).toEqual([84, 276]);
    expect(pieAngles([0, 0])).toEqual([0, 0]);
  });

  it('tells a pie that is not a whole turn before the slices that are off', () => {
    const task = pie.tasks[0]!;
    let state = initialChart(pie, task);
    // Slices drawn as the counts themselves, the usual mistake: 12°, 6°… here in steps of 15°.
    state = changeValue(state, 0, 0, 1, 15, 360);
    expect(checkChart(pie, task, state)).toEqual({ correct: false, feedback: 'pie-not-whole', detail: 15 });
    state = changeValue(changeValue(changeValue(state, 0, 0, 11, 15, 360), 0, 1, 6, 15, 360), 0, 2, 6, 15, 360);
    expect(state.values).toEqual([[180, 90, 90]]);
    expect(checkChart(pie, task, state).correct).toBe(true);
    const swapped = { ...state, values: [[90, 180, 90]] };
    expect(checkChart(pie, task, swapped)).toEqual({ correct: false, feedback: 'values-differ', detail: 2 });
  });

  it('shows a reading task finished and checks the answer chosen', () => {
    const task = pie.tasks[1]!;
    const state = initialChart(pie, task);
    expect(state.values).toEqual([[180, 90, 90]]);
    expect(checkChart(pie, task, state).feedback).toBe('no-choice');
    expect(checkChart(pie, task, chooseChartAnswer(state, 1)).feedback).toBe('wrong-choice');
    expect(checkChart(pie, task, chartSolution(pie, task)).correct).toBe(true);
  });

  it('draws a slice clockwise from twelve o’clock and a whole turn as a circle', () => {
    expect(slicePath(100, 100, 50, 0, 90)).toBe('M 100 100 L 100 50 A 50 50 0 0 1 150 100 Z');
    expect(slicePath(100, 100, 50, 90, 270)).toContain('A 50 50 0 1 1');
    expect(slicePath(100, 100, 50, 0, 360)).not.toContain('L');
  });

  it('lays slices one after another and cuts off what spills past a whole turn', () => {
    expect(pieSlices([180, 90, 90])).toEqual([
      { start: 0, sweep: 180 },
      { start: 180, sweep: 90 },
      { start: 270, sweep: 90 },
    ]);
    expect(pieSlices([300, 90, 30])).toEqual([
      { start: 0, sweep: 300 },
      { start: 300, sweep: 60 },
      { start: 360, sweep: 0 },
    ]);
  });

  it('finds tasks that cannot be drawn or are drawn at the start', () => {
    expect(chartProblems(grouped)).toEqual([]);
    expect(chartProblems(pie)).toEqual([]);
    expect(
      chartProblems({
        ...grouped,
        tasks: [
          {
            kind: 'build',
            prompt: msg`Çiz.`,
            values: [
              [7, 10],
              [4, 12],
            ],
          },
        ],
      }),
    ).toContain('task 1: values off the axis steps');
    expect(chartProblems({ ...grouped, tasks: [{ kind: 'build', prompt: msg`Çiz.`, values: [[8, 10]] }] })).toContain(
      'task 1: one row per series, one value per category',
    );
    expect(chartProblems({ ...pie, tasks: [{ kind: 'build', prompt: msg`Çiz.`, values: [[7, 6, 6]] }] })).toContain('task 1: slice angles not whole steps');
    expect(
      chartProblems({
        ...grouped,
        tasks: [
          {
            kind: 'build',
            prompt: msg`Çiz.`,
            values: [
              [0, 0],
              [0, 0],
            ],
          },
        ],
      }),
    ).toContain('task 1: solved at start');
    expect(chartProblems({ ...pie, series: grouped.series })).toContain('a pie chart has one series');
    expect(chartProblems({ ...grouped, series: [grouped.series[0]!] })).toContain('grouped bars need two or three series');
  });

  it('draws given series from the start and leaves the others to the child', () => {
    const task = {
      kind: 'build',
      prompt: msg`Çiz.`,
      values: [
        [8, 10],
        [4, 12],
      ],
      given: [1],
    } as const;
    const state = initialChart(grouped, task);
    expect(state.values).toEqual([
      [0, 0],
      [4, 12],
    ]);
    expect([drawsSeries(task, 0), drawsSeries(task, 1)]).toEqual([true, false]);
    expect(checkChart(grouped, task, state)).toEqual({ correct: false, feedback: 'values-differ', detail: 2 });
    expect(chartProblems({ ...grouped, tasks: [task] })).toEqual([]);
    expect(chartProblems({ ...grouped, tasks: [{ ...task, given: [0, 1] }] })).toContain('task 1: gives every series: nothing left to draw');
    expect(chartProblems({ ...grouped, tasks: [{ ...task, given: [2] }] })).toContain('task 1: gives a series the chart has not');
  });
});
