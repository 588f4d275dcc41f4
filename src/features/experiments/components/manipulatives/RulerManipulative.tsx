import { useId, useState, type PointerEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import type { RulerObject, RulerSpec, RulerTask } from '../../content/manipulativeTypes.ts';
import { checkRuler, initialRuler, moveLineEnd, type RulerState } from '../../model/manipulatives/ruler.ts';
import { sliderKeyDown } from './sliderKeys.ts';
import { TaskFrame } from './TaskFrame.tsx';
import { useTaskRun, type TaskRun } from './useTaskRun.ts';
import * as css from './manipulative.css.ts';

const VIEW_WIDTH = 400;
const ZERO_X = 20;
const RULER_PX = 360;
const RULER_TOP = 78;
const INK = '#1b2a22';

const OBJECT_COLOURS: Record<RulerObject, string> = {
  pencil: '#facc15',
  crayon: '#ef4444',
  ribbon: '#ec4899',
  leaf: '#16a34a',
  key: '#94a3b8',
  eraser: '#60a5fa',
};

/** The thing to measure, lying just above the ruler from `x0` to `x1`. */
function Thing({ object, x0, x1 }: { object: RulerObject; x0: number; x1: number }) {
  const colour = OBJECT_COLOURS[object];
  const width = x1 - x0;
  switch (object) {
    case 'pencil':
    case 'crayon': {
      const tip = Math.min(18, width / 4);
      return (
        <g stroke={INK} strokeWidth={1.5}>
          <rect x={x0} y={44} width={width - tip} height={22} fill={colour} />
          <polygon points={`${x1 - tip},44 ${x1},55 ${x1 - tip},66`} fill={object === 'pencil' ? '#fde6c4' : colour} />
        </g>
      );
    }
    case 'ribbon':
      return <rect x={x0} y={50} width={width} height={10} fill={colour} stroke={INK} strokeWidth={1} />;
    case 'leaf':
      return <path d={`M${x0} 55 Q${x0 + width / 2} 22 ${x1} 55 Q${x0 + width / 2} 88 ${x0} 55 Z`} fill={colour} stroke={INK} strokeWidth={1.5} />;
    case 'key':
      return (
        <g stroke={INK} strokeWidth={1.5} fill={colour}>
          <circle cx={x0 + 12} cy={55} r={11} />
          <rect x={x0 + 22} y={51} width={width - 22} height={8} />
          <rect x={x1 - 12} y={59} width={5} height={8} />
        </g>
      );
    case 'eraser':
      return <rect x={x0} y={40} width={width} height={28} rx={4} fill={colour} stroke={INK} strokeWidth={1.5} />;
  }
}

function RulerBoard({ spec, task, run }: { spec: RulerSpec; task: RulerTask; run: TaskRun }) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const [state, setState] = useState<RulerState>(initialRuler);
  const change = (next: RulerState) => {
    setState(next);
    run.clear();
  };
  const maxMm = spec.lengthCm * 10;
  const pxPerMm = RULER_PX / maxMm;
  const xOf = (mm: number) => ZERO_X + mm * pxPerMm;
  const step = spec.millimetres ? 1 : 10;
  const range = { min: 0, max: maxMm, step, bigStep: spec.millimetres ? 10 : 50 };

  /** "6 cm 5 mm", "7 cm". */
  const lengthText = (mm: number) => {
    const cm = Math.floor(mm / 10);
    const rest = mm % 10;
    return rest === 0 ? t`${cm} cm` : t`${cm} cm ${rest} mm`;
  };
  const objectNames: Record<RulerObject, string> = {
    pencil: t`Kalem`,
    crayon: t`Pastel boya`,
    ribbon: t`Kurdele`,
    leaf: t`Yaprak`,
    key: t`Anahtar`,
    eraser: t`Silgi`,
  };

  let label: string;
  if (task.kind === 'measure') {
    const name = objectNames[task.object];
    const from = lengthText(task.startMm);
    const to = lengthText(task.startMm + task.lengthMm);
    label =
      task.startMm === 0
        ? t`${name} cetvelin üstünde; bir ucu 0 çizgisinde, öbür ucu ${to} çizgisinde.`
        : t`${name} cetvelin üstünde; bir ucu ${from} çizgisinde, öbür ucu ${to} çizgisinde.`;
  } else {
    const drawn = lengthText(state.endMm);
    label = t`Cetvelin 0 çizgisinden başlayan çizginin uzunluğu ${drawn}.`;
  }

  const moveTo = (mm: number) => change({ ...state, endMm: Math.round(mm / step) * step });
  const pointer = (event: PointerEvent<HTMLDivElement>) => {
    if (task.kind !== 'draw' || (event.type === 'pointermove' && event.buttons === 0)) return;
    // Keep the drag when the finger leaves the picture.
    if (event.type === 'pointerdown') event.currentTarget.setPointerCapture?.(event.pointerId);
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0) return;
    const x = ((event.clientX - box.left) / box.width) * VIEW_WIDTH;
    moveTo(Math.min(maxMm, Math.max(0, (x - ZERO_X) / pxPerMm)));
  };

  const check = () => {
    const verdict = checkRuler(task, state);
    const unit = task.kind === 'measure' && task.unit === 'mm' ? t`mm` : t`cm`;
    const written = state.answer.trim();
    const length = lengthText(task.lengthMm);
    const messages = {
      correct: task.kind === 'measure' ? t`Evet, uzunluk ${written} ${unit}.` : t`Çizgin tam ${length} uzunluğunda.`,
      'not-a-number': t`Önce uzunluğu bir sayı olarak yaz, örneğin 7 ya da 6,5.`,
      'too-short': task.kind === 'measure' ? t`Yazdığın uzunluk gerçek uzunluktan kısa.` : t`Çizgin istenenden kısa.`,
      'too-long': task.kind === 'measure' ? t`Yazdığın uzunluk gerçek uzunluktan uzun.` : t`Çizgin istenenden uzun.`,
      'read-end': t`Bu cisim 0 çizgisinden başlamıyor. Bitiş çizgisini değil, iki ucun arasındaki uzunluğu bul.`,
    } as const;
    run.report({ correct: verdict.correct, message: messages[verdict.feedback] });
  };

  const cmMarks = Array.from({ length: spec.lengthCm + 1 }, (_, cm) => cm);
  const mmMarks = spec.millimetres ? Array.from({ length: maxMm + 1 }, (_, mm) => mm).filter((mm) => mm % 10 !== 0) : [];
  const picture = (
    <svg viewBox={`0 0 ${VIEW_WIDTH} 150`} className={css.svg} role="img" aria-label={label}>
      {task.kind === 'measure' ? <Thing object={task.object} x0={xOf(task.startMm)} x1={xOf(task.startMm + task.lengthMm)} /> : null}
      {task.kind === 'draw' ? (
        <>
          <line x1={xOf(0)} x2={xOf(state.endMm)} y1={62} y2={62} stroke="#1d4ed8" strokeWidth={5} strokeLinecap="round" />
          <circle cx={xOf(state.endMm)} cy={62} r={10} fill="#1d4ed8" fillOpacity={0.25} stroke="#1d4ed8" strokeWidth={2} />
        </>
      ) : null}
      <rect x={ZERO_X - 12} y={RULER_TOP} width={RULER_PX + 24} height={52} rx={4} fill="#fef3c7" stroke={INK} />
      {mmMarks.map((mm) => (
        <line key={mm} x1={xOf(mm)} x2={xOf(mm)} y1={RULER_TOP} y2={RULER_TOP + (mm % 5 === 0 ? 14 : 9)} stroke={INK} strokeWidth={0.8} />
      ))}
      {cmMarks.map((cm) => (
        <g key={cm}>
          <line x1={xOf(cm * 10)} x2={xOf(cm * 10)} y1={RULER_TOP} y2={RULER_TOP + 20} stroke={INK} strokeWidth={1.5} />
          <text x={xOf(cm * 10)} y={RULER_TOP + 36} fontSize={12} textAnchor="middle" fill={INK}>
            {cm}
          </text>
        </g>
      ))}
      <text x={ZERO_X + RULER_PX - 4} y={RULER_TOP + 48} fontSize={10} textAnchor="end" fill={INK}>
        {t`cm`}
      </text>
    </svg>
  );

  return (
    <TaskFrame run={run} prompt={i18n._(task.prompt)} onCheck={check}>
      <div className={css.root}>
        <figure className={css.figure}>
          {task.kind === 'draw' ? (
            <div
              className={css.dial}
              role="slider"
              tabIndex={0}
              aria-label={t`Çizginin ucu`}
              aria-valuemin={0}
              aria-valuemax={maxMm}
              aria-valuenow={state.endMm}
              aria-valuetext={lengthText(state.endMm)}
              onKeyDown={sliderKeyDown(state.endMm, range, moveTo)}
              onPointerDown={pointer}
              onPointerMove={pointer}
            >
              {picture}
            </div>
          ) : (
            picture
          )}
          <figcaption className={css.caption}>
            {task.kind === 'draw' ? (
              spec.millimetres ? (
                <Trans>Çizginin ucunu sürükle ya da seçip ok tuşlarıyla 1 mm (Shift ile 1 cm) oynat.</Trans>
              ) : (
                <Trans>Çizginin ucunu sürükle ya da seçip ok tuşlarıyla 1 cm oynat.</Trans>
              )
            ) : (
              <Trans>Cetvelin üstündeki cismin iki ucuna bak ve uzunluğunu bul.</Trans>
            )}
          </figcaption>
        </figure>
        {task.kind === 'measure' ? (
          <label className={css.field} htmlFor={inputId}>
            {task.unit === 'mm' ? <Trans>Uzunluk (mm)</Trans> : <Trans>Uzunluk (cm)</Trans>}
            <input
              id={inputId}
              className={css.input}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={state.answer}
              onChange={(event) => change({ ...state, answer: event.target.value })}
            />
          </label>
        ) : (
          <div className={css.checkRow} role="group" aria-label={t`Çizgiyi uzat ya da kısalt`}>
            <Button variant="secondary" size="sm" aria-label={t`Çizgiyi 1 cm kısalt`} onClick={() => change(moveLineEnd(state, -10, maxMm))}>
              <Trans>− 1 cm</Trans>
            </Button>
            <Button variant="secondary" size="sm" aria-label={t`Çizgiyi 1 cm uzat`} onClick={() => change(moveLineEnd(state, 10, maxMm))}>
              <Trans>+ 1 cm</Trans>
            </Button>
            {spec.millimetres ? (
              <>
                <Button variant="secondary" size="sm" aria-label={t`Çizgiyi 1 mm kısalt`} onClick={() => change(moveLineEnd(state, -1, maxMm))}>
                  <Trans>− 1 mm</Trans>
                </Button>
                <Button variant="secondary" size="sm" aria-label={t`Çizgiyi 1 mm uzat`} onClick={() => change(moveLineEnd(state, 1, maxMm))}>
                  <Trans>+ 1 mm</Trans>
                </Button>
              </>
            ) : null}
          </div>
        )}
      </div>
    </TaskFrame>
  );
}

/** A ruler: read the length of a thing lying on it, or draw a line of a given length from zero. */
export default function RulerManipulative({ spec }: { spec: RulerSpec }) {
  const run = useTaskRun(spec.tasks.length);
  const task = spec.tasks[run.index];
  return task ? <RulerBoard key={run.key} spec={spec} task={task} run={run} /> : null;
}
