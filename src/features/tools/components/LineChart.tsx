import { useEffect, useId, useRef, useState } from 'react';
import * as styles from './LineChart.css.ts';

export type ChartPoint = { x: number; y: number };

type ChartSeries = {
  id: string;
  color: string;
  points: readonly ChartPoint[];
};

type LineChartProps = {
  /** Visible caption, also the chart's accessible name. */
  caption: string;
  /** A sentence that says what the curve shows, for screen readers. */
  description: string;
  series: readonly ChartSeries[];
  xDomain: readonly [number, number];
  yDomain: readonly [number, number];
  xTicks: readonly number[];
  yTicks: readonly number[];
  formatX: (x: number) => string;
  formatY: (y: number) => string;
  /** An x to mark with a dashed line and the first series' value there. */
  cursorX?: number;
  /** Text next to the cursor (e.g. "73,5°"). */
  cursorLabel?: string;
};

const DEFAULT_WIDTH = 640;
const HEIGHT = 240;
/** Below this width every other x tick is dropped so the labels do not collide. */
const NARROW = 480;
const PAD = { top: 16, right: 16, bottom: 30, left: 52 };

/** A small, dependency-free SVG line chart sized by its container. */
export function LineChart({ caption, description, series, xDomain, yDomain, xTicks, yTicks, formatX, formatY, cursorX, cursorLabel }: LineChartProps) {
  const descriptionId = useId();
  const figure = useRef<HTMLElement | null>(null);
  // The drawing is as wide as its box, so text keeps its real size on a phone.
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const element = figure.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const shownXTicks = width < NARROW ? xTicks.filter((_, index) => index % 2 === 0) : xTicks;
  const [x0, x1] = xDomain;
  const [y0, y1] = yDomain;
  const sx = (x: number) => PAD.left + ((x - x0) / (x1 - x0)) * (width - PAD.left - PAD.right);
  const sy = (y: number) => HEIGHT - PAD.bottom - ((Math.min(Math.max(y, y0), y1) - y0) / (y1 - y0)) * (HEIGHT - PAD.top - PAD.bottom);
  const cursorValue = cursorX === undefined ? undefined : valueAt(series[0]?.points ?? [], cursorX);

  return (
    <figure ref={figure} className={styles.figure}>
      <figcaption className={styles.caption}>{caption}</figcaption>
      <svg viewBox={`0 0 ${width} ${HEIGHT}`} className={styles.svg} role="img" aria-label={caption} aria-describedby={descriptionId}>
        <desc id={descriptionId}>{description}</desc>
        {yTicks.map((tick) => (
          <g key={`y${tick}`}>
            <line x1={PAD.left} x2={width - PAD.right} y1={sy(tick)} y2={sy(tick)} className={tick === 0 ? styles.zeroLine : styles.grid} />
            <text x={PAD.left - 8} y={sy(tick) + 4} textAnchor="end" className={styles.axisText}>
              {formatY(tick)}
            </text>
          </g>
        ))}
        {shownXTicks.map((tick) => (
          <text key={`x${tick}`} x={sx(tick)} y={HEIGHT - 8} textAnchor="middle" className={styles.axisText}>
            {formatX(tick)}
          </text>
        ))}
        {series.map((line) => (
          <polyline
            key={line.id}
            fill="none"
            stroke={line.color}
            strokeWidth={3}
            strokeLinejoin="round"
            points={line.points.map((p) => `${sx(p.x).toFixed(1)},${sy(p.y).toFixed(1)}`).join(' ')}
          />
        ))}
        {cursorX !== undefined && cursorValue !== undefined ? (
          <g>
            <line x1={sx(cursorX)} x2={sx(cursorX)} y1={PAD.top} y2={HEIGHT - PAD.bottom} className={styles.cursor} />
            <circle cx={sx(cursorX)} cy={sy(cursorValue)} r={6} fill={series[0]?.color} stroke="#ffffff" strokeWidth={2} />
            {cursorLabel ? (
              <text
                x={sx(cursorX) + (sx(cursorX) > width / 2 ? -10 : 10)}
                y={Math.max(sy(cursorValue) - 10, PAD.top + 12)}
                textAnchor={sx(cursorX) > width / 2 ? 'end' : 'start'}
                className={styles.cursorLabel}
              >
                {cursorLabel}
              </text>
            ) : null}
          </g>
        ) : null}
      </svg>
    </figure>
  );
}

/** Linear interpolation of a sampled curve (points sorted by x). */
export function valueAt(points: readonly ChartPoint[], x: number): number | undefined {
  if (points.length === 0) return undefined;
  const after = points.findIndex((p) => p.x >= x);
  if (after <= 0) return (after === 0 ? points[0] : points[points.length - 1])?.y;
  const a = points[after - 1]!;
  const b = points[after]!;
  return a.y + ((b.y - a.y) * (x - a.x)) / (b.x - a.x || 1);
}
