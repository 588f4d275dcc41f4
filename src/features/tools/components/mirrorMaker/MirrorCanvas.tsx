import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import type { Stroke } from '../../model/mirrorMaker/drawing.ts';
import { mirrorLineAngles, type Point } from '../../model/mirrorMaker/symmetry.ts';
import { drawStroke, renderDrawing } from '../../model/mirrorMaker/renderDrawing.ts';
import * as styles from './MirrorMaker.css.ts';

type Brush = Omit<Stroke, 'points'>;

type MirrorCanvasProps = {
  strokes: readonly Stroke[];
  brush: Brush;
  onStroke: (stroke: Stroke) => void;
  /** The canvas element's id: the tool finds it by id to save a PNG. */
  canvasId: string;
};

const DEG = Math.PI / 180;

/** The square drawing surface: pointer input (finger, pen, mouse) drawn in every symmetric copy. */
export function MirrorCanvas({ strokes, brush, onStroke, canvasId }: MirrorCanvasProps) {
  const { t } = useLingui();
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const active = useRef<{ pointerId: number; points: Point[] } | null>(null);
  const [pixels, setPixels] = useState(0);

  // Match the bitmap to the displayed size × device pixel ratio, so lines stay sharp.
  useEffect(() => {
    const element = canvas.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? 0;
      setPixels(Math.round(width * (window.devicePixelRatio || 1)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context || pixels === 0) return;
    element.width = pixels;
    element.height = pixels;
    renderDrawing(context, strokes, pixels);
  }, [strokes, pixels]);

  const toPoint = (event: PointerEvent<HTMLCanvasElement>): Point => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: (event.clientX - rect.left) / rect.width, y: (event.clientY - rect.top) / rect.height };
  };

  const paint = (points: Point[]) => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (element && context) drawStroke(context, { ...brush, points }, element.width);
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (active.current || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const point = toPoint(event);
    active.current = { pointerId: event.pointerId, points: [point] };
    paint([point]);
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const stroke = active.current;
    if (!stroke || stroke.pointerId !== event.pointerId) return;
    const point = toPoint(event);
    const last = stroke.points[stroke.points.length - 1]!;
    stroke.points.push(point);
    paint([last, point]);
  };

  const finish = (event: PointerEvent<HTMLCanvasElement>) => {
    const stroke = active.current;
    if (!stroke || stroke.pointerId !== event.pointerId) return;
    active.current = null;
    onStroke({ ...brush, points: stroke.points });
  };

  return (
    <div className={styles.stage}>
      <canvas
        ref={canvas}
        id={canvasId}
        className={styles.canvas}
        role="img"
        aria-label={t`Simetri çizim alanı: parmağınızla, kalemle ya da fareyle çizin.`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={finish}
        onPointerCancel={finish}
      />
      <svg viewBox="0 0 100 100" className={styles.guides} aria-hidden="true">
        {mirrorLineAngles(brush.mode, brush.axes).map((angle) => (
          <line
            key={angle}
            x1={50 - 71 * Math.cos(angle * DEG)}
            y1={50 - 71 * Math.sin(angle * DEG)}
            x2={50 + 71 * Math.cos(angle * DEG)}
            y2={50 + 71 * Math.sin(angle * DEG)}
            stroke="#64748b"
            strokeWidth="0.4"
            strokeDasharray="1.5 1.5"
          />
        ))}
      </svg>
    </div>
  );
}
