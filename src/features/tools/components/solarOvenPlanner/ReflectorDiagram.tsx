import { useLingui } from '@lingui/react/macro';
import * as styles from './SolarOvenPlanner.css.ts';

const DEG = Math.PI / 180;

type ReflectorDiagramProps = { sunAltitude: number; lidAngle: number };

/** Side view: sunlight hits the foil lid and drops straight into the box. */
export function ReflectorDiagram({ sunAltitude, lidAngle }: ReflectorDiagramProps) {
  const { t } = useLingui();
  const hinge = { x: 190, y: 130 };
  const lidEnd = { x: hinge.x - 110 * Math.cos(lidAngle * DEG), y: hinge.y - 110 * Math.sin(lidAngle * DEG) };
  const hit = { x: hinge.x - 60 * Math.cos(lidAngle * DEG), y: hinge.y - 60 * Math.sin(lidAngle * DEG) };
  const h = Math.max(sunAltitude, 5) * DEG;
  const from = { x: hit.x - 120 * Math.cos(h), y: hit.y - 120 * Math.sin(h) };
  const arc = 28;
  const arcEnd = { x: hinge.x - arc * Math.cos(lidAngle * DEG), y: hinge.y - arc * Math.sin(lidAngle * DEG) };
  return (
    <svg
      viewBox="0 0 240 180"
      className={styles.angleFigure}
      role="img"
      aria-label={t`Yandan görünüş: Güneş ışığı folyo kapaktan yansıyıp kutunun içine düşer.`}
    >
      <rect x="50" y="130" width="140" height="40" fill="#c08a4f" stroke="#6b4423" strokeWidth="2" />
      <rect x="58" y="150" width="124" height="14" fill="#1b1b1b" />
      <line x1={hinge.x} y1={hinge.y} x2={lidEnd.x} y2={lidEnd.y} stroke="#8a99a6" strokeWidth="6" strokeLinecap="round" />
      <line x1={from.x} y1={from.y} x2={hit.x} y2={hit.y} stroke="#e0a100" strokeWidth="3" />
      <line x1={hit.x} y1={hit.y} x2={hit.x} y2="150" stroke="#e0a100" strokeWidth="3" strokeDasharray="6 4" />
      <circle cx={from.x} cy={from.y} r="12" fill="#ffcc33" stroke="#e0a100" strokeWidth="2" />
      <path d={`M ${hinge.x - arc} ${hinge.y} A ${arc} ${arc} 0 0 1 ${arcEnd.x} ${arcEnd.y}`} fill="none" stroke="#1b2a22" strokeWidth="2" />
      <text x={hinge.x - arc - 4} y={hinge.y - 6} textAnchor="end" fontSize="14" fontWeight="700" fill="#1b2a22">
        {Math.round(lidAngle)}°
      </text>
    </svg>
  );
}
