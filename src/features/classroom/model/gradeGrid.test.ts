import { describe, expect, it } from 'vitest';
import { gridKeyAction, type GridPosition } from './gradeGrid.ts';

const size = { rows: 4, cols: 3 };
const at: GridPosition = { row: 1, col: 1 };
const key = (name: string, extra: { ctrlKey?: boolean; altKey?: boolean } = {}) => ({ key: name, ...extra });

describe('gridKeyAction (the score grid’s keyboard)', () => {
  it('moves with the arrows, one cell at a time, and stops at the edges', () => {
    expect(gridKeyAction(key('ArrowUp'), at, size, false, true)).toEqual({ type: 'move', to: { row: 0, col: 1 } });
    expect(gridKeyAction(key('ArrowDown'), at, size, false, true)).toEqual({ type: 'move', to: { row: 2, col: 1 } });
    expect(gridKeyAction(key('ArrowLeft'), at, size, false, true)).toEqual({ type: 'move', to: { row: 1, col: 0 } });
    expect(gridKeyAction(key('ArrowRight'), at, size, false, true)).toEqual({ type: 'move', to: { row: 1, col: 2 } });
    expect(gridKeyAction(key('ArrowUp'), { row: 0, col: 0 }, size, false, true)).toEqual({ type: 'move', to: { row: 0, col: 0 } });
    expect(gridKeyAction(key('ArrowRight'), { row: 3, col: 2 }, size, false, true)).toEqual({ type: 'move', to: { row: 3, col: 2 } });
    expect(gridKeyAction(key('ArrowDown'), { row: 3, col: 2 }, size, false, true)).toEqual({ type: 'move', to: { row: 3, col: 2 } });
  });

  it('goes to the row’s ends with Home and End, to the grid’s corners with Ctrl, and a page with Page Up/Down', () => {
    expect(gridKeyAction(key('Home'), at, size, false, true)).toEqual({ type: 'move', to: { row: 1, col: 0 } });
    expect(gridKeyAction(key('End'), at, size, false, true)).toEqual({ type: 'move', to: { row: 1, col: 2 } });
    expect(gridKeyAction(key('Home', { ctrlKey: true }), at, size, false, true)).toEqual({ type: 'move', to: { row: 0, col: 0 } });
    expect(gridKeyAction(key('End', { ctrlKey: true }), at, size, false, true)).toEqual({ type: 'move', to: { row: 3, col: 2 } });
    expect(gridKeyAction(key('PageDown'), at, size, false, true)).toEqual({ type: 'move', to: { row: 3, col: 1 } });
    expect(gridKeyAction(key('PageUp'), at, size, false, true)).toEqual({ type: 'move', to: { row: 0, col: 1 } });
  });

  it('starts an edit with Enter or F2 from the cell’s score, and with a digit from that digit', () => {
    expect(gridKeyAction(key('Enter'), at, size, false, true)).toEqual({ type: 'edit', text: null });
    expect(gridKeyAction(key('F2'), at, size, false, true)).toEqual({ type: 'edit', text: null });
    expect(gridKeyAction(key('7'), at, size, false, true)).toEqual({ type: 'edit', text: '7' });
    expect(gridKeyAction(key('0'), at, size, false, true)).toEqual({ type: 'edit', text: '0' });
  });

  it('starts no edit in a cell that may not be edited, nor for letters or shortcuts', () => {
    expect(gridKeyAction(key('Enter'), at, size, false, false)).toEqual({ type: 'none' });
    expect(gridKeyAction(key('7'), at, size, false, false)).toEqual({ type: 'none' });
    expect(gridKeyAction(key('a'), at, size, false, true)).toEqual({ type: 'none' });
    expect(gridKeyAction(key('1', { ctrlKey: true }), at, size, false, true)).toEqual({ type: 'none' });
    expect(gridKeyAction(key('1', { altKey: true }), at, size, false, true)).toEqual({ type: 'none' });
    expect(gridKeyAction(key('Tab'), at, size, false, true)).toEqual({ type: 'none' });
  });

  it('while editing, saves with Enter and moves down (staying on the last row), cancels with Escape, and leaves other keys to the input', () => {
    expect(gridKeyAction(key('Enter'), at, size, true, true)).toEqual({ type: 'save', then: { row: 2, col: 1 } });
    expect(gridKeyAction(key('Enter'), { row: 3, col: 0 }, size, true, true)).toEqual({ type: 'save', then: { row: 3, col: 0 } });
    expect(gridKeyAction(key('Escape'), at, size, true, true)).toEqual({ type: 'cancel' });
    expect(gridKeyAction(key('ArrowDown'), at, size, true, true)).toEqual({ type: 'none' });
    expect(gridKeyAction(key('5'), at, size, true, true)).toEqual({ type: 'none' });
  });

  it('does nothing in an empty grid', () => {
    expect(gridKeyAction(key('ArrowDown'), { row: 0, col: 0 }, { rows: 0, cols: 3 }, false, true)).toEqual({ type: 'none' });
  });
});
