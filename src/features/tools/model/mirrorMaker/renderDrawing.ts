import type { Stroke } from './drawing.ts';
import { symmetryMatrices, transformAbout } from './symmetry.ts';

const CENTER = { x: 0.5, y: 0.5 };
const BACKGROUND = '#ffffff';

/** Draws one stroke in all its symmetric copies onto a square canvas of `size` pixels. */
export function drawStroke(context: CanvasRenderingContext2D, stroke: Stroke, size: number): void {
  context.strokeStyle = stroke.color;
  context.fillStyle = stroke.color;
  context.lineWidth = stroke.width * size;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  for (const matrix of symmetryMatrices(stroke.mode, stroke.axes)) {
    const points = stroke.points.map((p) => transformAbout(matrix, p, CENTER));
    const [first, ...rest] = points;
    if (!first) continue;
    if (rest.length === 0) {
      // A tap leaves a dot.
      context.beginPath();
      context.arc(first.x * size, first.y * size, (stroke.width * size) / 2, 0, 2 * Math.PI);
      context.fill();
      continue;
    }
    context.beginPath();
    context.moveTo(first.x * size, first.y * size);
    for (const point of rest) context.lineTo(point.x * size, point.y * size);
    context.stroke();
  }
}

/** Paints the whole picture: a white page (so the saved PNG is not transparent) and every stroke. */
export function renderDrawing(context: CanvasRenderingContext2D, strokes: readonly Stroke[], size: number): void {
  context.fillStyle = BACKGROUND;
  context.fillRect(0, 0, size, size);
  for (const stroke of strokes) drawStroke(context, stroke, size);
}
