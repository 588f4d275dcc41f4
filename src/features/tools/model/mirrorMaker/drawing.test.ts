import { describe, expect, it } from 'vitest';
import { addStroke, canUndo, clearDrawing, EMPTY_DRAWING, undo, UNDO_LIMIT, type Stroke } from './drawing.ts';

const stroke = (x: number): Stroke => ({ color: '#000000', width: 0.01, points: [{ x, y: 0.5 }], mode: 'radial', axes: 6 });

describe('drawing history', () => {
  it('adds strokes and undoes them one by one', () => {
    const two = addStroke(addStroke(EMPTY_DRAWING, stroke(0.1)), stroke(0.2));
    expect(two.strokes).toHaveLength(2);
    expect(undo(two).strokes).toEqual([stroke(0.1)]);
    expect(undo(undo(two))).toEqual(EMPTY_DRAWING);
    expect(canUndo(EMPTY_DRAWING)).toBe(false);
    expect(undo(EMPTY_DRAWING)).toBe(EMPTY_DRAWING);
  });

  it('ignores empty strokes', () => {
    expect(addStroke(EMPTY_DRAWING, { ...stroke(0), points: [] })).toBe(EMPTY_DRAWING);
  });

  it('lets a clear be undone', () => {
    const drawn = addStroke(EMPTY_DRAWING, stroke(0.3));
    const cleared = clearDrawing(drawn);
    expect(cleared.strokes).toEqual([]);
    expect(undo(cleared).strokes).toEqual([stroke(0.3)]);
    expect(clearDrawing(EMPTY_DRAWING)).toBe(EMPTY_DRAWING);
  });

  it('keeps at most the last 50 steps', () => {
    let drawing = EMPTY_DRAWING;
    for (let i = 0; i < UNDO_LIMIT + 10; i += 1) drawing = addStroke(drawing, stroke(i / 100));
    expect(drawing.past).toHaveLength(UNDO_LIMIT);
  });
});
