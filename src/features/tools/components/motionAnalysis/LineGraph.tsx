import { niceRange, niceTicks, pathOf, scale } from '../../model/plot.ts';
import { formatSignificant } from '../../model/numberFormat.ts';
import * as styles from './MotionAnalysisTool.css.ts';

type LineGraphProps = {
  title: string;
  /** Screen-reader summary of what the graph shows right now. */
  description: string;
  xLabel: string;
  yLabel: string;
  points: readonly (readonly [number, number])[];
  xDomain: readonly [number, number];
  yExtent: readonly [number, number];
  cursor: readonly [number, number];
  tone: 'position' | 'velocity';
};

const WIDTH = 360;
const HEIGHT = 220;
const PAD = { left: 46, right: 12, top: 12, bottom: 36 };

/** A small SVG line graph with a time cursor: the dot moves along the curve as the animation runs. */
export function LineGraph({ title, description, xLabel, yLabel, points, xDomain, yExtent, cursor, tone }: LineGraphProps) {
  const yDomain = niceRange(Math.min(yExtent[0], 0), Math.max(yExtent[1], 0));
  const sx = scale(xDomain, [PAD.left, WIDTH - PAD.right]);
  const sy = scale(yDomain, [HEIGHT - PAD.bottom, PAD.top]);
  const xTicks = niceTicks(xDomain[0], xDomain[1], 5);
  const yTicks = niceTicks(yDomain[0], yDomain[1], 4);
  const path = pathOf(points.map(([x, y]) => [sx(x), sy(y)] as const));
  const [cx, cy] = [sx(cursor[0]), sy(cursor[1])];

  return (
    <figure className={styles.graph}>
      <figcaption className={styles.graphTitle}>{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.graphSvg} role="img" aria-label={description}>
        {yTicks.map((tick) => (
          <g key={`y${tick}`}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={sy(tick)} y2={sy(tick)} className={tick === 0 ? styles.axis : styles.gridLine} />
            <text x={PAD.left - 6} y={sy(tick)} className={styles.tickLabel} textAnchor="end" dominantBaseline="middle">
              {formatSignificant(tick, 4)}
            </text>
          </g>
        ))}
        {xTicks.map((tick) => (
          <g key={`x${tick}`}>
            <line x1={sx(tick)} x2={sx(tick)} y1={PAD.top} y2={HEIGHT - PAD.bottom} className={styles.gridLine} />
            <text x={sx(tick)} y={HEIGHT - PAD.bottom + 14} className={styles.tickLabel} textAnchor="middle">
              {formatSignificant(tick, 4)}
            </text>
          </g>
        ))}
        <line x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={HEIGHT - PAD.bottom} className={styles.axis} />
        <text x={WIDTH - PAD.right} y={HEIGHT - 4} className={styles.axisLabel} textAnchor="end">
          {xLabel}
        </text>
        <text x={4} y={PAD.top - 2} className={styles.axisLabel} dominantBaseline="hanging" transform={`rotate(-90 4 ${PAD.top - 2})`} textAnchor="end">
          {yLabel}
        </text>
        <path d={path} className={styles.curve[tone]} data-testid={`${tone}-curve`} />
        <line x1={cx} x2={cx} y1={PAD.top} y2={HEIGHT - PAD.bottom} className={styles.cursorLine} />
        <circle cx={cx} cy={cy} r={6} className={styles.cursorDot[tone]} />
      </svg>
    </figure>
  );
}
