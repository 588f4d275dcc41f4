import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import type { VennTask } from '../../content/manipulativeTypes.ts';
import { checkVenn, chooseVennAnswer, inSet, initialVenn, placeVennItem, selectVennItem, vennRegions, vennSolution } from './venn.ts';

const items = [1, 2, 3, 6].map((n) => ({ id: String(n), label: msg`n` }));
const sort: VennTask = { kind: 'sort', prompt: msg`sort`, sets: { a: msg`A`, b: msg`B` }, items, answer: ['a', 'both', 'b', 'outside'] };
const read: VennTask = {
  kind: 'read',
  prompt: msg`read`,
  sets: { a: msg`A`, b: msg`B` },
  items,
  placed: ['a', 'both', 'b', 'outside'],
  options: [msg`x`, msg`y`],
  correctIndex: 1,
};

describe('venn model', () => {
  it('places the picked-up item and picks up the next unplaced one', () => {
    let state = initialVenn(sort);
    expect(state.selected).toBe(0);
    expect(checkVenn(sort, state)).toEqual({ correct: false, feedback: 'unplaced', detail: 4 });
    state = placeVennItem(state, 'a');
    expect(state.selected).toBe(1);
    state = selectVennItem(state, 3);
    state = placeVennItem(state, 'b');
    expect(state.selected).toBe(1);
    state = placeVennItem(placeVennItem(state, 'both'), 'b');
    expect(state.selected).toBeNull();
    expect(placeVennItem(state, 'a')).toBe(state);
    expect(checkVenn(sort, state)).toEqual({ correct: false, feedback: 'misplaced', detail: 1 });
    state = placeVennItem(selectVennItem(state, 3), 'outside');
    expect(checkVenn(sort, state).correct).toBe(true);
  });

  it('puts a picked item down again when it is picked twice, and ignores unknown items', () => {
    const state = initialVenn(sort);
    expect(selectVennItem(state, 0).selected).toBeNull();
    expect(selectVennItem(state, 9)).toBe(state);
  });

  it('shows the items of a reading task in place and checks the chosen answer', () => {
    const state = initialVenn(read);
    expect(state.placed).toEqual(['a', 'both', 'b', 'outside']);
    expect(checkVenn(read, state).feedback).toBe('no-choice');
    expect(checkVenn(read, chooseVennAnswer(state, 0)).feedback).toBe('wrong-choice');
    expect(checkVenn(read, chooseVennAnswer(state, 1)).correct).toBe(true);
  });

  it('knows the regions and the members of each set, and solves its tasks', () => {
    expect(vennRegions(false)).toEqual(['a', 'outside']);
    expect(inSet('both', 'a') && inSet('both', 'b') && !inSet('b', 'a') && !inSet(null, 'a')).toBe(true);
    expect(checkVenn(sort, vennSolution(sort)).correct).toBe(true);
    expect(checkVenn(read, vennSolution(read)).correct).toBe(true);
  });
});
