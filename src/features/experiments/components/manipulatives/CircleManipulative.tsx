import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CirclePart, CircleSpec, CircleTask } from '../../content/manipulativeTypes.ts';
import { slicePath } from '../../model/manipulatives/chart.ts';
import {
  checkCircle,
  choosePart,
  CIRCLE_PARTS,
  COMPASS_MM,
  decimalText,
  initialCircle,
  openCompass,
  sectorMeasure,
  turnSector,
  type CircleState,
} from '../../model/manipulatives/circle.ts';
import { Stepper } from './Stepper.tsx';
import { TaskFrame } from './TaskFrame.tsx';
import { useTaskRun, type TaskRun } from './useTaskRun.ts';
import * as css from './manipulative.css.ts';

const INK = '#1b2a22';
const ACCENT = '#2563eb';
/** The ruler: 3 px to the millimetre, its 10 cm 300 px. The circle is drawn at half that scale, to fit above it. */
const PX_PER_MM = 3;
const RULER = { x: 20, y: 190 } as const;

const centimetres = (mm: number) => decimalText(mm / 10);

/** The compass on its ruler, opened to `openingMm`, and the circle it draws about its point. */
function CompassPicture({ openingMm, label }: { openingMm: number; label: string }) {
  const legs = RULER.x + openingMm * PX_PER_MM;
  const radius = (openingMm * PX_PER_MM) / 2;
  const centre = { x: 180, y: 80 };
  return (
    <svg viewBox="0 0 360 232" className={css.svg} role="img" aria-label={label}>
      <defs>
        <clipPath id="compass-paper">
          <rect x={0} y={0} width={360} height={150} />
        </clipPath>
      </defs>
      <g clipPath="url(#compass-paper)">
        <circle cx={centre.x} cy={centre.y} r={radius} fill="none" stroke={ACCENT} strokeWidth={2} />
        <line x1={centre.x} y1={centre.y} x2={centre.x + radius} y2={centre.y} stroke={ACCENT} strokeWidth={2} strokeDasharray="6 4" />
      </g>
      <circle cx={centre.x} cy={centre.y} r={3.5} fill={INK} />
      <rect x={RULER.x - 10} y={RULER.y} width={320} height={38} fill="#fde68a" stroke={INK} />
      {Array.from({ length: 101 }, (_, mm) => (
        <line
          key={mm}
          x1={RULER.x + mm * PX_PER_MM}
          x2={RULER.x + mm * PX_PER_MM}
          y1={RULER.y}
          y2={RULER.y + (mm % 10 === 0 ? 14 : mm % 5 === 0 ? 10 : 6)}
          stroke={INK}
        />
      ))}
      {Array.from({ length: 11 }, (_, cm) => (
        <text key={cm} x={RULER.x + cm * 10 * PX_PER_MM} y={RULER.y + 32} fontSize={14} textAnchor="middle" fill={INK}>
          {cm}
        </text>
      ))}
      <g stroke={INK} strokeWidth={4} strokeLinecap="round">
        <line x1={RULER.x} y1={RULER.y} x2={(RULER.x + legs) / 2} y2={RULER.y - 34} />
        <line x1={legs} y1={RULER.y} x2={(RULER.x + legs) / 2} y2={RULER.y - 34} />
      </g>
      <circle cx={(RULER.x + legs) / 2} cy={RULER.y - 36} r={6} fill={INK} />
    </svg>
  );
}

const AT = { x: 200, y: 140, r: 110 } as const;
const pointOn = (degrees: number) => ({ x: AT.x + AT.r * Math.cos((degrees * Math.PI) / 180), y: AT.y + AT.r * Math.sin((degrees * Math.PI) / 180) });
const POINTS = { A: pointOn(-50), B: pointOn(200), C: pointOn(20), D: pointOn(95), E: pointOn(150) };

/** A circle with its centre O, a radius [OA], a diameter [BC] and a chord [DE], each drawn its own way. */
function PartsPicture({ chosen, label }: { chosen: CirclePart | null; label: string }) {
  const width = (part: CirclePart) => (chosen === part ? 5 : 2.5);
  const point = (name: keyof typeof POINTS, dx: number, dy: number) => (
    <g key={name}>
      <circle cx={POINTS[name].x} cy={POINTS[name].y} r={4} fill={INK} />
      <text x={POINTS[name].x + dx} y={POINTS[name].y + dy} fontSize={16} fontWeight={700} fill={INK}>
        {name}
      </text>
    </g>
  );
  return (
    <svg viewBox="0 0 400 280" className={css.svg} role="img" aria-label={label}>
      <circle cx={AT.x} cy={AT.y} r={AT.r} fill="none" stroke={INK} strokeWidth={2} />
      <line x1={AT.x} y1={AT.y} x2={POINTS.A.x} y2={POINTS.A.y} stroke="#16a34a" strokeWidth={width('radius')} />
      <line x1={POINTS.B.x} y1={POINTS.B.y} x2={POINTS.C.x} y2={POINTS.C.y} stroke={ACCENT} strokeWidth={width('diameter')} strokeDasharray="10 5" />
      <line x1={POINTS.D.x} y1={POINTS.D.y} x2={POINTS.E.x} y2={POINTS.E.y} stroke="#db2777" strokeWidth={width('chord')} strokeDasharray="3 4" />
      <circle cx={AT.x} cy={AT.y} r={chosen === 'centre' ? 7 : 4.5} fill={INK} />
      <text x={AT.x - 20} y={AT.y + 22} fontSize={16} fontWeight={700} fill={INK}>
        O
      </text>
      {point('A', 8, -6)}
      {point('B', -22, 4)}
      {point('C', 8, 4)}
      {point('D', -4, 22)}
      {point('E', -22, 16)}
    </svg>
  );
}

/** A circle of the task's radius (drawn to no scale) with the sector of the chosen central angle from twelve o'clock. */
function SectorPicture({ angle, radiusText, label }: { angle: number; radiusText: string; label: string }) {
  return (
    <svg viewBox="0 0 300 260" className={css.svg} role="img" aria-label={label}>
      <circle cx={150} cy={130} r={110} fill="#f3f7f4" stroke={INK} strokeWidth={2} />
      {angle > 0 ? <path d={slicePath(150, 130, 110, 0, angle)} fill="#93c5fd" stroke={ACCENT} strokeWidth={2} /> : null}
      <line x1={150} y1={130} x2={150} y2={20} stroke={INK} strokeWidth={2} />
      <circle cx={150} cy={130} r={4} fill={INK} />
      <text x={144} y={80} fontSize={15} fontWeight={700} textAnchor="end" fill={INK} stroke="#ffffff" strokeWidth={3} paintOrder="stroke">
        {radiusText}
      </text>
    </svg>
  );
}

function CircleBoard({ spec, task, run }: { spec: CircleSpec; task: CircleTask; run: TaskRun }) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<CircleState>(initialCircle);
  const change = (next: CircleState) => {
    setState(next);
    run.clear();
  };
  const names: Record<CirclePart, string> = { centre: t`O noktası`, radius: '[OA]', diameter: '[BC]', chord: '[DE]' };
  const about: Record<CirclePart, string> = {
    centre: t`O, çemberin merkezidir: çemberin bütün noktaları O’ya eşit uzaklıktadır.`,
    radius: t`[OA], merkezi çemberin bir noktasına birleştirir: bir yarıçaptır.`,
    diameter: t`[BC], merkezden geçerek çemberin iki noktasını birleştirir: bir çaptır.`,
    chord: t`[DE], çemberin iki noktasını birleştirir ama merkezden geçmez; bu yüzden çap değildir.`,
  };

  const angle = state.angle;
  const step = spec.angleStep;
  const radiusCm = task.kind === 'sector' ? task.radius : 0;
  const pi = task.kind === 'sector' ? decimalText(task.pi) : '';

  const check = () => {
    const verdict = checkCircle(task, state);
    if (task.kind === 'part') {
      const chosen = state.part === null ? '' : about[state.part];
      run.report({
        correct: verdict.correct,
        message: state.part === null ? t`Önce bir seçenek seç.` : verdict.correct ? about[state.part] : t`${chosen} Soruyu yeniden oku.`,
      });
      return;
    }
    if (task.kind === 'radius') {
      const wanted = centimetres(task.radiusMm);
      const messages = {
        correct: t`Pergel ${wanted} cm açık: çizdiği çemberin yarıçapı ${wanted} cm.`,
        'too-small': t`Pergelin açıklığı istenen yarıçaptan küçük. Sivri ucun cetvelin 0’ında durduğuna dikkat et.`,
        'too-big': t`Pergelin açıklığı istenen yarıçaptan büyük.`,
        'used-diameter': t`Pergeli çap kadar açtın. Pergelin açıklığı yarıçaptır: çapın yarısı.`,
      } as const;
      run.report({ correct: verdict.correct, message: messages[verdict.feedback as keyof typeof messages] });
      return;
    }
    const made = decimalText(sectorMeasure(task, state.angle));
    const target = decimalText(task.target);
    const messages = {
      correct: task.measure === 'arc' ? t`${angle}° merkez açının gördüğü yay ${target} cm.` : t`${angle}° merkez açılı daire diliminin alanı ${target} cm².`,
      'no-angle': t`Önce merkez açıyı büyüt.`,
      'wrong-angle':
        task.measure === 'arc'
          ? t`Bu açıyla yay uzunluğu ${made} cm olur; istenen ${target} cm. Yay, çemberin açı ÷ 360’ı kadardır.`
          : t`Bu açıyla dilimin alanı ${made} cm² olur; istenen ${target} cm². Dilim, dairenin açı ÷ 360’ı kadardır.`,
    } as const;
    run.report({ correct: verdict.correct, message: messages[verdict.feedback as keyof typeof messages] });
  };

  const opening = centimetres(state.openingMm);
  const chosenName = state.part === null ? t`hiçbiri` : names[state.part];
  return (
    <TaskFrame run={run} prompt={i18n._(task.prompt)} onCheck={check}>
      <div className={css.board}>
        <figure className={css.figure}>
          {task.kind === 'radius' ? (
            <CompassPicture openingMm={state.openingMm} label={t`Pergel cetvelde ${opening} cm açık; çizdiği çemberin yarıçapı ${opening} cm.`} />
          ) : null}
          {task.kind === 'part' ? (
            <PartsPicture
              chosen={state.part}
              label={t`Merkezi O olan bir çember; üzerinde A, B, C, D ve E noktaları ve [OA], [BC], [DE] doğru parçaları. Seçilen: ${chosenName}.`}
            />
          ) : null}
          {task.kind === 'sector' ? (
            <SectorPicture
              angle={state.angle}
              radiusText={t`r = ${radiusCm} cm`}
              label={t`Yarıçapı ${radiusCm} cm olan daire; merkez açısı ${angle}° olan dilim boyalı.`}
            />
          ) : null}
        </figure>
        <div className={css.controls}>
          {task.kind === 'radius' ? (
            <Stepper
              label={t`Pergelin açıklığı`}
              value={state.openingMm}
              valueText={`${opening} cm`}
              decreaseLabel={t`Pergeli 5 mm kapat`}
              increaseLabel={t`Pergeli 5 mm aç`}
              canDecrease={state.openingMm > COMPASS_MM.min}
              canIncrease={state.openingMm < COMPASS_MM.max}
              onStep={(steps) => change(openCompass(state, steps))}
            />
          ) : null}
          {task.kind === 'part' ? (
            <ul className={css.toggleRow} aria-label={t`Seçenekler`}>
              {CIRCLE_PARTS.map((part) => (
                <li key={part}>
                  <button type="button" className={css.toggle} aria-pressed={state.part === part} onClick={() => change(choosePart(state, part))}>
                    {state.part === part ? <span aria-hidden="true">✓</span> : null}
                    {names[part]}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {task.kind === 'sector' ? (
            <>
              <Stepper
                label={t`Merkez açı`}
                value={state.angle}
                valueText={`${state.angle}°`}
                decreaseLabel={t`Merkez açıyı ${step}° küçült`}
                increaseLabel={t`Merkez açıyı ${step}° büyüt`}
                canDecrease={state.angle > 0}
                canIncrease={state.angle < 360}
                onStep={(steps) => change(turnSector(state, steps, spec.angleStep))}
              />
              <p className={css.readout}>{t`Yarıçap ${radiusCm} cm, π = ${pi}. Dilim, dairenin ${angle}/360’ı.`}</p>
              <p className={css.hint}>{task.measure === 'arc' ? t`Yay uzunluğu = 2 · π · r · (α ÷ 360)` : t`Daire diliminin alanı = π · r² · (α ÷ 360)`}</p>
            </>
          ) : null}
        </div>
      </div>
    </TaskFrame>
  );
}

/** A compass on a ruler, the parts of a circle, and sectors whose arc or area the child works out. */
export default function CircleManipulative({ spec }: { spec: CircleSpec }) {
  const run = useTaskRun(spec.tasks.length);
  const task = spec.tasks[run.index];
  return task ? <CircleBoard key={run.key} spec={spec} task={task} run={run} /> : null;
}
