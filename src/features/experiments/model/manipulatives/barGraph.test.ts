import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import type { BarGraphSpec, BarGraphTask } from '../../content/manipulativeTypes.ts';
import { changeBar, checkBarGraph, chooseAnswer, initialBarGraph, pictureCount, tallyGroups } from './barGraph.ts';
import { manipulativeProblems } from './validate.ts';

const build: BarGraphTask = { kind: 'build', prompt: msg`build`, values: [4, 0, 6] };
const read: BarGraphTask = { kind: 'read', prompt: msg`read`, values: [4, 2, 6], options: [msg`a`, msg`b`], correctIndex: 1 };

describe('bar graph', () => {
  it('raises bars in steps within the axis and counts the bars still off', () => {
    let state = initialBarGraph(build);
    expect(state.values).toEqual([0, 0, 0]);
    expect(checkBarGraph(build, state)).toEqual({ correct: false, feedback: 'bars-differ', detail: 2 });
    state = changeBar(state, 0, 2, 2, 10);
    expect(state.values[0]).toBe(4);
    state = changeBar(state, 2, 10, 2, 10);
    expect(state.values[2]).toBe(10);
    state = changeBar(state, 2, -2, 2, 10);
    expect(checkBarGraph(build, state).correct).toBe(true);
    expect(changeBar(state, 1, -1, 2, 10)).toBe(state);
    expect(changeBar(state, 7, 1, 2, 10)).toBe(state);
  });

  it('shows the finished graph for reading and checks the chosen answer', () => {
    const state = initialBarGraph(read);
    expect(state.values).toEqual([4, 2, 6]);
    expect(checkBarGraph(read, state).feedback).toBe('no-choice');
    expect(checkBarGraph(read, chooseAnswer(state, 0)).feedback).toBe('wrong-choice');
    expect(checkBarGraph(read, chooseAnswer(state, 1)).correct).toBe(true);
  });

  it('groups tally marks by five', () => {
    expect(tallyGroups(12)).toEqual({ fives: 2, rest: 2 });
    expect(tallyGroups(0)).toEqual({ fives: 0, rest: 0 });
  });

  it('draws one picture for every step in a picture graph, and its rows must fit and have a key', () => {
    expect(pictureCount(6, 1)).toBe(6);
    expect(pictureCount(6, 2)).toBe(3);
    expect(pictureCount(0, 2)).toBe(0);
    const spec: BarGraphSpec = {
      type: 'bar-graph',
      display: 'pictures',
      unit: msg`öğrenci`,
      title: msg`t`,
      axisLabel: msg`a`,
      categories: [
        { id: 'a', label: msg`A`, emoji: '🍎' },
        { id: 'b', label: msg`B`, emoji: '🍐' },
      ],
      max: 10,
      step: 2,
      tally: true,
      tasks: [{ kind: 'build', prompt: msg`p`, values: [4, 6] }],
    };
    expect(manipulativeProblems(spec)).toEqual([]);
    expect(manipulativeProblems({ ...spec, step: 1, max: 20 })).toEqual(['bar-graph: a picture row too long for its board']);
    expect(manipulativeProblems({ ...spec, unit: undefined })).toEqual(['bar-graph: a picture graph without the unit of its key']);
    expect(manipulativeProblems({ ...spec, display: undefined, unit: undefined })).toEqual([]);
  });
});
