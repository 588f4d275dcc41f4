import { useRef, useState, type KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import type { GeoboardSpec, GeoboardTask } from '../../content/manipulativeTypes.ts';
import { checkGeoboard, emptyGeoboard, removeLastCorner, toggleCorner, type GeoboardState } from '../../model/manipulatives/geoboard.ts';
import { TaskFrame } from './TaskFrame.tsx';
import { useTaskRun, type TaskRun } from './useTaskRun.ts';
import * as css from './GeoboardManipulative.css.ts';

const MOVES: Record<string, [number, number]> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowDown: [0, 1],
  ArrowUp: [0, -1],
};

function GeoboardBoard({ spec, task, run }: { spec: GeoboardSpec; task: GeoboardTask; run: TaskRun }) {
  const { t, i18n } = useLingui();
  const pegs = spec.pegs;
  const [state, setState] = useState<GeoboardState>(() => emptyGeoboard(pegs));
  // One peg is in the Tab order; the arrow keys move between pegs (a roving tab stop).
  const [focused, setFocused] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const change = (next: GeoboardState) => {
    setState(next);
    run.clear();
  };

  const keyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    let next: number;
    if (move) {
      const column = Math.min(pegs - 1, Math.max(0, (focused % pegs) + move[0]));
      const row = Math.min(pegs - 1, Math.max(0, Math.floor(focused / pegs) + move[1]));
      next = row * pegs + column;
    } else if (event.key === 'Home') next = Math.floor(focused / pegs) * pegs;
    else if (event.key === 'End') next = Math.floor(focused / pegs) * pegs + pegs - 1;
    else return;
    event.preventDefault();
    setFocused(next);
    buttons.current[next]?.focus();
  };

  const cornerCount = state.corners.length;
  const centre = (peg: number) => ({ x: (peg % pegs) * css.CELL + css.CELL / 2, y: Math.floor(peg / pegs) * css.CELL + css.CELL / 2 });
  const points = state.corners.map(centre);
  const pointsText = points.map(({ x, y }) => `${x},${y}`).join(' ');
  const size = pegs * css.CELL;

  const check = () => {
    const verdict = checkGeoboard(task, state);
    const made = verdict.correct ? 0 : (verdict.detail ?? 0);
    const messages = {
      correct: t`Lastiğin istenen şekli yaptı. Köşeleri ve kenarları saydığın için tebrikler!`,
      'too-few': t`Bir şekil için en az 3 köşe gerekir. Lastiği başka çivilere de tak.`,
      'straight-corner': t`Köşelerinden biri düz bir çizginin üstünde; orada köşe oluşmuyor. O çiviyi kaldır ya da başka bir çivi seç.`,
      crossing: t`Lastik kendi üstünden geçiyor. Çivileri şeklin çevresinde sırayla seç.`,
      corners: t`Şeklinin ${made} köşesi var. Köşe sayısını görevle karşılaştır.`,
      shape: t`Bu şekil istenen şekil değil. Kenarlarını ve köşelerindeki açıları yeniden incele.`,
      'right-angles': t`Şeklinde ${made} dik açı var. Kaç dik açı istendiğine yeniden bak.`,
      slanted: t`Şeklinin eğik kenarları var. Çevreyi birim uzunluklarla sayabilmek için kenarları tahtanın çizgileri boyunca çiz.`,
      'perimeter-too-small': t`Şeklinin çevresi ${made} birim; istenenden kısa.`,
      'perimeter-too-big': t`Şeklinin çevresi ${made} birim; istenenden uzun.`,
      'area-too-small': t`Şeklinin alanı istenenden küçük.`,
      'area-too-big': t`Şeklinin alanı istenenden büyük.`,
    } as const;
    run.report({ correct: verdict.correct, message: messages[verdict.feedback] });
  };

  return (
    <TaskFrame run={run} prompt={i18n._(task.prompt)} onCheck={check}>
      <div className={css.layout}>
        <div
          className={css.board}
          role="group"
          aria-label={t`Geometri tahtası: ${pegs} sıra, her sırada ${pegs} çivi; lastik ${cornerCount} çiviye takılı.`}
          style={{ gridTemplateColumns: `repeat(${pegs}, ${css.CELL}px)`, width: size + 4 }}
          onKeyDown={keyDown}
        >
          <svg className={css.drawing} viewBox={`0 0 ${size} ${size}`} width={size} height={size} aria-hidden="true">
            {cornerCount >= 3 ? (
              <polygon points={pointsText} fill="#2563eb" fillOpacity={0.18} stroke="#1d4ed8" strokeWidth={4} strokeLinejoin="round" />
            ) : null}
            {cornerCount === 2 ? <polyline points={pointsText} fill="none" stroke="#1d4ed8" strokeWidth={4} /> : null}
          </svg>
          {Array.from({ length: pegs * pegs }, (_, index) => {
            const row = Math.floor(index / pegs) + 1;
            const column = (index % pegs) + 1;
            const order = state.corners.indexOf(index) + 1;
            return (
              <button
                key={index}
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                className={css.peg}
                tabIndex={index === focused ? 0 : -1}
                aria-pressed={order > 0}
                aria-label={order > 0 ? t`Çivi: satır ${row}, sütun ${column}; ${order}. köşe` : t`Çivi: satır ${row}, sütun ${column}`}
                onFocus={() => setFocused(index)}
                onClick={() => change(toggleCorner(state, index))}
              >
                <span className={css.pin} aria-hidden="true">
                  {order > 0 ? order : null}
                </span>
              </button>
            );
          })}
        </div>
        <div className={css.side}>
          <p className={css.hint}>
            <Trans>
              Köşe olacak çivilere sırayla dokun; lastik son çividen ilk çiviye kendiliğinden kapanır. Klavyede ok tuşlarıyla çiviler arasında gez, Enter ya da
              Boşluk ile köşe ekle ya da kaldır.
            </Trans>
          </p>
          <p className={css.readout}>
            <Trans>Köşe sayısı: {cornerCount}</Trans>
          </p>
          <div className={css.buttons}>
            <Button variant="secondary" size="sm" aria-disabled={cornerCount === 0} onClick={() => cornerCount > 0 && change(removeLastCorner(state))}>
              <Trans>Son köşeyi kaldır</Trans>
            </Button>
            <Button variant="ghost" size="sm" onClick={() => change(emptyGeoboard(pegs))}>
              <Trans>Tahtayı temizle</Trans>
            </Button>
          </div>
        </div>
      </div>
    </TaskFrame>
  );
}

/** A geoboard: stretch a band over pegs to make a polygon with the corners, sides, right angles, perimeter or area asked for. */
export default function GeoboardManipulative({ spec }: { spec: GeoboardSpec }) {
  const run = useTaskRun(spec.tasks.length);
  const task = spec.tasks[run.index];
  return task ? <GeoboardBoard key={run.key} spec={spec} task={task} run={run} /> : null;
}
