import { Trans } from '@lingui/react/macro';
import type { RunState } from '../../model/blocks/interpreter.ts';
import type { Heading } from '../../model/blocks/program.ts';
import type { Cell, Stage } from '../../model/blocks/stage.ts';
import * as styles from './blocks.css.ts';

const CELL = 48;
const ROTATION: Record<Heading, number> = { north: 0, east: 90, south: 180, west: 270 };
const COLOURS = {
  floor: '#fdfbf3',
  grid: '#d3dfd6',
  canopy: '#2f7d4a',
  trunk: '#7c4a21',
  coloured: '#fbbf24',
  colouredMark: '#92400e',
  target: '#b93f0a',
  painted: '#f97316',
  goal: '#1d4ed8',
  nut: '#8b5a2b',
  nutCap: '#5b3716',
  token: '#ffffff',
  tokenRing: '#b93f0a',
  arrow: '#b93f0a',
  trail: '#b93f0a',
  crash: '#b91c1c',
  fur: '#c2410c',
  ear: '#9a3412',
  muzzle: '#fed7aa',
  eye: '#1b2a22',
} as const;

type PuzzleStageProps = {
  stage: Stage;
  state: RunState;
  /** The cells walked so far, start first: drawn as a dotted trail so the way taken stays visible. */
  trail: readonly Cell[];
  /** Where the character bumped into a wall, if it did. */
  crashAt?: Cell | undefined;
  /** What the picture shows now, for screen readers. */
  label: string;
};

const centre = (cell: Cell) => ({ cx: cell.x * CELL + CELL / 2, cy: cell.y * CELL + CELL / 2 });
const inside = (stage: Stage, cell: Cell) => cell.x >= 0 && cell.y >= 0 && cell.x < stage.width && cell.y < stage.height;

function Tree({ cell }: { cell: Cell }) {
  const { cx, cy } = centre(cell);
  return (
    <g>
      <rect x={cx - 4} y={cy + 4} width={8} height={14} rx={2} fill={COLOURS.trunk} />
      <circle cx={cx} cy={cy - 2} r={15} fill={COLOURS.canopy} />
      <circle cx={cx - 6} cy={cy - 7} r={4} fill="#3f9a5e" />
    </g>
  );
}

function Nut({ cell }: { cell: Cell }) {
  const { cx, cy } = centre(cell);
  return (
    <g>
      <ellipse cx={cx} cy={cy + 3} rx={9} ry={10} fill={COLOURS.nut} />
      <path d={`M ${cx - 10} ${cy - 2} Q ${cx} ${cy - 14} ${cx + 10} ${cy - 2} Z`} fill={COLOURS.nutCap} />
    </g>
  );
}

function Goal({ cell }: { cell: Cell }) {
  const { cx, cy } = centre(cell);
  return (
    <g>
      <path d={`M ${cx - 15} ${cy - 1} L ${cx} ${cy - 16} L ${cx + 15} ${cy - 1} Z`} fill={COLOURS.goal} />
      <rect x={cx - 11} y={cy - 2} width={22} height={17} fill={COLOURS.goal} />
      <rect x={cx - 4} y={cy + 5} width={8} height={10} rx={3} fill={COLOURS.floor} />
    </g>
  );
}

/** The grid, its trees, hazelnuts, tiles and goal, the way walked and Fındık (with an arrow for its heading). */
export function PuzzleStage({ stage, state, trail, crashAt, label }: PuzzleStageProps) {
  const width = stage.width * CELL;
  const height = stage.height * CELL;
  const here = centre(state);
  const points = trail.map((cell) => {
    const { cx, cy } = centre(cell);
    return `${cx},${cy}`;
  });

  return (
    <figure className={styles.stageFigure}>
      <svg className={styles.stageSvg} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
        <rect width={width} height={height} fill={COLOURS.floor} />
        {Array.from({ length: stage.width + 1 }, (_, x) => (
          <line key={`v${x}`} x1={x * CELL} x2={x * CELL} y1={0} y2={height} stroke={COLOURS.grid} strokeWidth={1} />
        ))}
        {Array.from({ length: stage.height + 1 }, (_, y) => (
          <line key={`h${y}`} x1={0} x2={width} y1={y * CELL} y2={y * CELL} stroke={COLOURS.grid} strokeWidth={1} />
        ))}
        {stage.colouredTiles.map((cell) => {
          const { cx, cy } = centre(cell);
          return (
            <g key={`c${cell.x},${cell.y}`}>
              <rect x={cell.x * CELL + 2} y={cell.y * CELL + 2} width={CELL - 4} height={CELL - 4} rx={6} fill={COLOURS.coloured} />
              {/* A mark as well as a colour, so the tile is told apart without seeing colours. */}
              <path d={`M ${cx} ${cy - 8} L ${cx + 8} ${cy} L ${cx} ${cy + 8} L ${cx - 8} ${cy} Z`} fill="none" stroke={COLOURS.colouredMark} strokeWidth={2} />
            </g>
          );
        })}
        {stage.paintTargets.map((cell, index) => (
          <rect
            key={`p${cell.x},${cell.y}`}
            x={cell.x * CELL + 3}
            y={cell.y * CELL + 3}
            width={CELL - 6}
            height={CELL - 6}
            rx={4}
            fill={state.painted.includes(index) ? COLOURS.painted : 'none'}
            stroke={COLOURS.target}
            strokeWidth={2}
            strokeDasharray={state.painted.includes(index) ? undefined : '5 4'}
          />
        ))}
        {stage.walls.map((cell) => (
          <Tree key={`w${cell.x},${cell.y}`} cell={cell} />
        ))}
        {stage.goal ? <Goal cell={stage.goal} /> : null}
        {stage.nuts.map((cell, index) => (state.collected.includes(index) ? null : <Nut key={`n${cell.x},${cell.y}`} cell={cell} />))}
        {points.length > 1 ? (
          <polyline points={points.join(' ')} fill="none" stroke={COLOURS.trail} strokeWidth={3} strokeDasharray="2 6" strokeLinecap="round" opacity={0.7} />
        ) : null}
        {crashAt && inside(stage, crashAt) ? (
          <g>
            <circle {...centre(crashAt)} r={18} fill="none" stroke={COLOURS.crash} strokeWidth={4} />
            <path
              d={`M ${centre(crashAt).cx - 10} ${centre(crashAt).cy - 10} l 20 20 m 0 -20 l -20 20`}
              stroke={COLOURS.crash}
              strokeWidth={4}
              strokeLinecap="round"
            />
          </g>
        ) : null}
        <g className={styles.character} style={{ transform: `translate(${here.cx}px, ${here.cy}px)` }}>
          <circle r={19} fill={COLOURS.token} stroke={COLOURS.tokenRing} strokeWidth={3} />
          <g style={{ transform: `rotate(${ROTATION[state.heading]}deg)` }}>
            <path d="M 0 -30 L 8 -20 L -8 -20 Z" fill={COLOURS.arrow} />
          </g>
          {/* Fındık drawn, not an emoji: the stage must read the same where no emoji font is installed. */}
          <path d="M -12 -7 L -8 -18 L -3 -9 Z M 12 -7 L 8 -18 L 3 -9 Z" fill={COLOURS.ear} />
          <circle cy={1} r={11} fill={COLOURS.fur} />
          <ellipse cy={5.5} rx={6.5} ry={4.5} fill={COLOURS.muzzle} />
          <circle cx={-4.5} cy={-2} r={2} fill={COLOURS.eye} />
          <circle cx={4.5} cy={-2} r={2} fill={COLOURS.eye} />
          <circle cy={3.5} r={1.7} fill={COLOURS.eye} />
        </g>
      </svg>
      <figcaption>
        <ul className={styles.legend}>
          <li className={styles.legendItem}>
            <span aria-hidden="true">🐿️</span> <Trans>Fındık (ok baktığı yönü gösterir)</Trans>
          </li>
          {stage.walls.length > 0 ? (
            <li className={styles.legendItem}>
              <span aria-hidden="true">🌳</span> <Trans>ağaç: geçilmez</Trans>
            </li>
          ) : null}
          {stage.goal ? (
            <li className={styles.legendItem}>
              <span aria-hidden="true">🏠</span> <Trans>hedef: Fındık’ın yuvası</Trans>
            </li>
          ) : null}
          {stage.nuts.length > 0 ? (
            <li className={styles.legendItem}>
              <span aria-hidden="true">🌰</span> <Trans>toplanacak fındık</Trans>
            </li>
          ) : null}
          {stage.colouredTiles.length > 0 ? (
            <li className={styles.legendItem}>
              <span className={styles.swatch} style={{ background: COLOURS.coloured }} aria-hidden="true" /> <Trans>renkli kare</Trans>
            </li>
          ) : null}
          {stage.paintTargets.length > 0 ? (
            <li className={styles.legendItem}>
              <span className={styles.swatch} style={{ border: `2px dashed ${COLOURS.target}` }} aria-hidden="true" /> <Trans>boyanacak kare</Trans>
            </li>
          ) : null}
        </ul>
      </figcaption>
    </figure>
  );
}
