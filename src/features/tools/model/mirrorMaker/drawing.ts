import type { Point, SymmetryMode } from './symmetry.ts';

export type Stroke = {
  color: string;
  /** Brush width as a fraction of the canvas width, so a drawing keeps its look at any size. */
  width: number;
  /** Points as fractions of the canvas width and height (0–1). */
  points: readonly Point[];
  mode: SymmetryMode;
  axes: number;
};

/** The strokes on the canvas, and every earlier version of them for undo. */
export type Drawing = { strokes: readonly Stroke[]; past: readonly (readonly Stroke[])[] };

export const EMPTY_DRAWING: Drawing = { strokes: [], past: [] };

/** How many steps back undo can go; older ones are dropped to bound memory. */
export const UNDO_LIMIT = 50;

const remember = (drawing: Drawing): Drawing['past'] => [...drawing.past, drawing.strokes].slice(-UNDO_LIMIT);

export const addStroke = (drawing: Drawing, stroke: Stroke): Drawing =>
  stroke.points.length === 0 ? drawing : { strokes: [...drawing.strokes, stroke], past: remember(drawing) };

/** Clearing can be undone too: a child who taps it by mistake gets the picture back. */
export const clearDrawing = (drawing: Drawing): Drawing => (drawing.strokes.length === 0 ? drawing : { strokes: [], past: remember(drawing) });

export function undo(drawing: Drawing): Drawing {
  const previous = drawing.past[drawing.past.length - 1];
  return previous === undefined ? drawing : { strokes: previous, past: drawing.past.slice(0, -1) };
}

export const canUndo = (drawing: Drawing): boolean => drawing.past.length > 0;
