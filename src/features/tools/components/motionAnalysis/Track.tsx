import { niceTicks, scale } from '../../model/plot.ts';
import { formatSignificant } from '../../model/numberFormat.ts';
import * as styles from './MotionAnalysisTool.css.ts';

const WIDTH = 720;
const HEIGHT = 110;
const PAD = 36;

/** The road with position marks and the car at x(t), facing the way it moves. */
export function Track({ x, v, range, label }: { x: number; v: number; range: readonly [number, number]; label: string }) {
  const sx = scale(range, [PAD, WIDTH - PAD]);
  const ticks = niceTicks(range[0], range[1], 8);
  const carX = sx(x);
  const facing = v < 0 ? -1 : 1;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.track} role="img" aria-label={label}>
      <rect x={0} y={62} width={WIDTH} height={22} className={styles.road} />
      <line x1={0} x2={WIDTH} y1={73} y2={73} className={styles.roadLine} />
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={sx(tick)} x2={sx(tick)} y1={84} y2={92} className={styles.tick} />
          <text x={sx(tick)} y={106} textAnchor="middle" className={styles.trackLabel}>
            {formatSignificant(tick, 4)} m
          </text>
        </g>
      ))}
      <g transform={`translate(${carX} 0) scale(${facing} 1)`}>
        <path d="M-26 58 L-26 44 Q-24 40 -18 40 L-10 40 L-2 30 L12 30 L20 40 L24 41 Q28 42 28 48 L28 58 Z" className={styles.carBody} />
        <rect x={-6} y={33} width={8} height={7} className={styles.carWindow} />
        <rect x={5} y={33} width={8} height={7} className={styles.carWindow} />
        <circle cx={-15} cy={59} r={6} className={styles.wheel} />
        <circle cx={17} cy={59} r={6} className={styles.wheel} />
      </g>
    </svg>
  );
}
