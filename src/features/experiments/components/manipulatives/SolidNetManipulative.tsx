import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { NetSquare, SolidNetSpec, SolidNetTask } from '../../content/manipulativeTypes.ts';
import {
  addSquare,
  checkSolidNet,
  chooseNet,
  currentNet,
  foldNet,
  freePlaces,
  initialSolidNet,
  type CubeFace,
  type SolidNetState,
} from '../../model/manipulatives/solidNet.ts';
import { Stepper } from './Stepper.tsx';
import { TaskFrame } from './TaskFrame.tsx';
import { useTaskRun, type TaskRun } from './useTaskRun.ts';
import * as css from './SolidNetManipulative.css.ts';

const LINE = '#1b2a22';

/** Squared paper holding a net: its squares numbered, and (to complete a net) the free places as buttons. */
function NetPaper({
  net,
  places = [],
  added,
  marked,
  onAdd,
  placeLabel,
}: {
  net: readonly NetSquare[];
  places?: readonly NetSquare[];
  added?: NetSquare | null;
  marked?: number;
  onAdd?: (place: NetSquare) => void;
  placeLabel?: (column: number, row: number) => string;
}) {
  const all = [...net, ...places];
  const minC = Math.min(...all.map((s) => s[0]));
  const minR = Math.min(...all.map((s) => s[1]));
  const columns = Math.max(...all.map((s) => s[0])) - minC + 1;
  const rows = Math.max(...all.map((s) => s[1])) - minR + 1;
  const cells = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const column = c + minC;
      const row = r + minR;
      const index = net.findIndex((s) => s[0] === column && s[1] === row);
      if (index >= 0) {
        cells.push(
          <div key={`${c}-${r}`} className={css.square} data-marked={marked === index} aria-hidden="true">
            {index + 1}
          </div>,
        );
      } else if (places.some((s) => s[0] === column && s[1] === row) && onAdd && placeLabel) {
        const on = added?.[0] === column && added?.[1] === row;
        cells.push(
          <button
            key={`${c}-${r}`}
            type="button"
            className={css.place}
            aria-pressed={on}
            aria-label={placeLabel(c + 1, r + 1)}
            onClick={() => onAdd([column, row])}
          >
            {on ? net.length + 1 : '+'}
          </button>,
        );
      } else cells.push(<div key={`${c}-${r}`} className={css.empty} aria-hidden="true" />);
    }
  }
  return (
    <div className={css.paper} style={{ gridTemplateColumns: `repeat(${columns}, 44px)` }}>
      {cells}
    </div>
  );
}

/** Where the squares lie, row by row, for a screen reader: "satır 1: sütun 2; satır 2: sütun 1, 2, 3". */
function useNetWords() {
  const { t } = useLingui();
  return (net: readonly NetSquare[]) => {
    const minC = Math.min(...net.map((s) => s[0]));
    const minR = Math.min(...net.map((s) => s[1]));
    const rows = new Map<number, number[]>();
    for (const [column, row] of net) rows.set(row - minR + 1, [...(rows.get(row - minR + 1) ?? []), column - minC + 1]);
    return [...rows.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([row, columns]) => {
        const list = columns.sort((a, b) => a - b).join(', ');
        return t`satır ${row}: sütun ${list}`;
      })
      .join('; ');
  };
}

const FACE_SLOTS: { face: CubeFace; points: string; x: number; y: number }[][] = [
  [
    { face: 'top', points: '60,10 103,35 60,60 17,35', x: 60, y: 40 },
    { face: 'south', points: '17,35 60,60 60,110 17,85', x: 38, y: 78 },
    { face: 'east', points: '60,60 103,35 103,85 60,110', x: 82, y: 78 },
  ],
  [
    { face: 'bottom', points: '60,10 103,35 60,60 17,35', x: 60, y: 40 },
    { face: 'north', points: '17,35 60,60 60,110 17,85', x: 38, y: 78 },
    { face: 'west', points: '60,60 103,35 103,85 60,110', x: 82, y: 78 },
  ],
];

/** The cube folded so far, seen from the front and from behind: each face shows the number of the square on it. */
function FoldedCube({ net, step }: { net: readonly NetSquare[]; step: number }) {
  const { t } = useLingui();
  const folded = foldNet(net);
  if (!folded) return null;
  const onFace = (face: CubeFace) =>
    folded.order
      .slice(0, step)
      .filter((i) => folded.faces[i] === face)
      .map((i) => i + 1);
  const faceName: Record<CubeFace, string> = {
    top: t`üst`,
    bottom: t`alt`,
    south: t`ön`,
    north: t`arka`,
    east: t`sağ`,
    west: t`sol`,
  };
  const and = t`ve`;
  const words = (['bottom', 'south', 'east', 'north', 'west', 'top'] as const)
    .map((face) => {
      const squares = onFace(face);
      const name = faceName[face];
      const list = squares.join(` ${and} `);
      return squares.length === 0 ? t`${name} yüz boş` : t`${name} yüzde ${list}`;
    })
    .join(', ');
  return (
    <svg viewBox="0 0 250 130" className={css.cube} role="img" aria-label={t`Katlanan küp: ${words}.`}>
      {FACE_SLOTS.map((slots, view) => (
        <g key={view} transform={`translate(${view * 125} 0)`}>
          {slots.map((slot) => {
            const squares = onFace(slot.face);
            const clash = squares.length > 1;
            return (
              <g key={slot.face}>
                <polygon
                  points={slot.points}
                  fill={squares.length === 0 ? '#ffffff' : clash ? '#f6d5cf' : '#d9efe1'}
                  stroke={LINE}
                  strokeWidth={2}
                  strokeDasharray={squares.length === 0 ? '4 3' : undefined}
                />
                <text x={slot.x} y={slot.y} fontSize={14} fontWeight={800} textAnchor="middle" fill={LINE}>
                  {squares.join('+')}
                </text>
              </g>
            );
          })}
          <text x={60} y={126} fontSize={10} textAnchor="middle" fill={LINE}>
            {view === 0 ? t`Önden: üst, ön, sağ` : t`Arkadan: alt, arka, sol`}
          </text>
        </g>
      ))}
    </svg>
  );
}

function SolidNetBoard({ task, run }: { task: SolidNetTask; run: TaskRun }) {
  const { t, i18n } = useLingui();
  const netWords = useNetWords();
  const [state, setState] = useState<SolidNetState>(initialSolidNet);
  const [step, setStep] = useState(0);
  const change = (next: SolidNetState) => {
    setState(next);
    setStep(0);
    run.clear();
  };
  const net = currentNet(task, state);
  const size = net?.length ?? 0;
  const folded = net ? foldNet(net) : null;
  const clash = folded && step === size && new Set(folded.faces).size < size;
  const shape = netWords(net ?? (task.kind === 'choose' ? [] : task.net));

  const check = () => {
    const verdict = checkSolidNet(task, state);
    const messages = {
      correct: task.kind === 'opposite' ? t`Doğru: katlanınca bu iki kare karşılıklı yüzler olur.` : t`Bu açınım katlanınca bir küp olur.`,
      'no-choice': t`Önce bir seçim yap.`,
      'wrong-net': t`Bu açınım katlanınca iki kare aynı yüze gelir. Katlama düğmeleriyle dene.`,
      'no-square': t`Önce kesikli çizgili yerlerden birine kare ekle.`,
      overlap: t`Bu yere eklenen kare katlanınca başka bir kareyle aynı yüze gelir. Başka bir yer dene.`,
      'wrong-face': t`Bu kare, seçilen kareye komşu bir yüz olur. Karşılıklı yüzler açınımda birbirine değmez.`,
      'same-face': t`Bu, sorulan karenin kendisi. Ona karşılıklı olan kareyi seç.`,
    } as const;
    run.report({ correct: verdict.correct, message: messages[verdict.feedback] });
  };

  return (
    <TaskFrame run={run} prompt={i18n._(task.prompt)} onCheck={check}>
      <div className={css.board}>
        <div className={css.controls}>
          {task.kind === 'choose' ? (
            <ul className={css.nets} aria-label={t`Açınımlar`}>
              {task.nets.map((option, i) => {
                const number = i + 1;
                const words = netWords(option);
                return (
                  <li key={i} className={css.netCard}>
                    <NetPaper net={option} />
                    <button
                      type="button"
                      className={css.toggle}
                      aria-pressed={state.choice === i}
                      aria-label={t`${number}. açınım (${words})`}
                      onClick={() => change(chooseNet(state, i))}
                    >
                      {state.choice === i ? <span aria-hidden="true">✓</span> : null}
                      <Trans>{number}. açınım</Trans>
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : null}
          {task.kind === 'complete' ? (
            <>
              <p className={css.hint}>
                <Trans>Kesikli çizgili yerler boş. Altıncı kareyi eklemek istediğin yere dokun.</Trans>
              </p>
              <NetPaper
                net={task.net}
                places={freePlaces(task.net)}
                added={state.added}
                onAdd={(place) => change(addSquare(state, place))}
                placeLabel={(column, row) => t`Kare ekle: sütun ${column}, satır ${row}`}
              />
              <p className={css.readout}>{t`Açınımın kareleri: ${shape}.`}</p>
            </>
          ) : null}
          {task.kind === 'opposite' ? (
            <>
              <NetPaper net={task.net} marked={task.face - 1} />
              <p className={css.readout}>{t`Açınımın kareleri (1’den 6’ya sırayla): ${shape}. Sorulan kare çift çerçeveli.`}</p>
              <ul className={css.toggleRow} aria-label={t`Kareler`}>
                {task.net.map((_, i) => {
                  const number = i + 1;
                  return (
                    <li key={i}>
                      <button type="button" className={css.toggle} aria-pressed={state.choice === i} onClick={() => change(chooseNet(state, i))}>
                        {state.choice === i ? <span aria-hidden="true">✓</span> : null}
                        {t`${number}. kare`}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </>
          ) : null}
        </div>
        <figure className={css.figure}>
          {net && folded ? (
            <>
              <FoldedCube net={net} step={step} />
              <Stepper
                label={t`Katlama`}
                value={step}
                valueText={t`${step} / ${size} kare katlandı`}
                decreaseLabel={t`Bir adım aç`}
                increaseLabel={t`Bir adım katla`}
                canDecrease={step > 0}
                canIncrease={step < size}
                onStep={(steps) => setStep(Math.min(size, Math.max(0, step + steps)))}
              />
              {clash ? (
                <p className={css.hint}>
                  <Trans>İki kare aynı yüze geldi: bu açınım küp olmuyor.</Trans>
                </p>
              ) : null}
            </>
          ) : (
            <p className={css.hint}>
              <Trans>Bir açınım seçince onu burada adım adım katlayabilirsin.</Trans>
            </p>
          )}
          <figcaption className={css.caption}>
            <Trans>1 numaralı kare masada kalır; öteki kareler sırayla onun çevresine katlanır. Boş yüzler kesikli çizgilidir.</Trans>
          </figcaption>
        </figure>
      </div>
    </TaskFrame>
  );
}

/** Nets of a cube: choose the net that folds, complete a net with its sixth square, find opposite faces; fold step by step. */
export default function SolidNetManipulative({ spec }: { spec: SolidNetSpec }) {
  const run = useTaskRun(spec.tasks.length);
  const task = spec.tasks[run.index];
  return task ? <SolidNetBoard key={run.key} task={task} run={run} /> : null;
}
