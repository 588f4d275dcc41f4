import { describe, expect, it } from 'vitest';
import { classifyReducer, classifyScore, initialClassifyState, isPlacedCorrectly, type ClassifyItem } from './classify.ts';

const items: ClassifyItem[] = [
  { id: 'sun', categoryId: 'natural' },
  { id: 'lamp', categoryId: 'artificial' },
];
const reduce = classifyReducer.bind(null, items);

describe('classify', () => {
  it('selects by tap, then places in a category with right/wrong feedback', () => {
    let state = reduce(initialClassifyState, { type: 'select', itemId: 'sun' });
    expect(state.selected).toBe('sun');
    state = reduce(state, { type: 'place', itemId: 'sun', categoryId: 'natural' });
    expect(state.selected).toBeNull();
    expect(state.lastPlaced).toBe('sun');
    expect(isPlacedCorrectly(items[0]!, state)).toBe(true);
    state = reduce(state, { type: 'place', itemId: 'lamp', categoryId: 'natural' });
    expect(isPlacedCorrectly(items[1]!, state)).toBe(false);
    expect(classifyScore(items, state)).toEqual({ correct: 1, placed: 2, total: 2, finished: true });
  });

  it('a second tap on the selected item puts it down', () => {
    const once = reduce(initialClassifyState, { type: 'select', itemId: 'lamp' });
    expect(reduce(once, { type: 'select', itemId: 'lamp' }).selected).toBeNull();
  });

  it('keeps a placed item where it is and ignores unknown items', () => {
    const placed = reduce(initialClassifyState, { type: 'place', itemId: 'lamp', categoryId: 'natural' });
    expect(reduce(placed, { type: 'place', itemId: 'lamp', categoryId: 'artificial' })).toBe(placed);
    expect(reduce(placed, { type: 'select', itemId: 'lamp' })).toBe(placed);
    expect(reduce(placed, { type: 'select', itemId: 'moon' })).toBe(placed);
  });

  it('starts over on reset', () => {
    const placed = reduce(initialClassifyState, { type: 'place', itemId: 'sun', categoryId: 'natural' });
    expect(classifyScore(items, reduce(placed, { type: 'reset' }))).toEqual({ correct: 0, placed: 0, total: 2, finished: false });
  });
});
