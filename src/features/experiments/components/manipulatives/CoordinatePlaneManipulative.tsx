import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import type { CoordinatePlaneSpec, CoordinatePlaneTask, CoordinatePoint } from '../../content/manipulativeTypes.ts';
import {
  checkPlane,
  chooseCoordinates,
  clearMarks,
  initialPlane,
  isMarked,
  moveCursor,
  pairText,
  placeCursor,
  signed,
  toggleMark,
  type PlaneState,
} from '../../model/manipulatives/coordinatePlane.ts';
import { AnswerChoices } from './AnswerChoices.tsx';
import { TaskFrame } from './TaskFrame.tsx';
import { useTaskRun, type TaskRun } from './useTaskRun.ts';
import * as css from './manipulative.css.ts';

const INK = '#1b2a22';
const SIZE = 400;
const MARGIN = 24;

const KEY_MOVES: Record<string, [number, number]> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
};

function PlaneBoard({ spec, task, run }: { spec: CoordinatePlaneSpec; task: CoordinatePlaneTask; run: TaskRun }) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<PlaneState>(initialPlane);
  const range = spec.range;
  const step = (SIZE - 2 * MARGIN) / (2 * range);
  const toX = (x: number) => SIZE / 2 + x * step;
  const toY = (y: number) => SIZE / 2 - y * step;
  const ticks = Array.from({ length: 2 * range + 1 }, (_, i) => i - range);
  const labelEvery = range > 6 ? 2 : 1;
  const plotting = task.kind === 'plot';

  const change = (next: PlaneState) => {
    if (next === state) return;
    setState(next);
    run.clear();
  };

  const cursorText = pairText(state.cursor);
  const marksText = state.marks.length === 0 ? t`yok` : state.marks.map(pairText).join(', ');
  const shownPoint = task.kind === 'read' ? task.point : null;
  const shownName = shownPoint?.label ?? '';
  const shownText = shownPoint ? t`Düzlemde ${shownName} noktası işaretli.` : '';
  const label = plotting
    ? t`Koordinat düzlemi, eksenler −${range} ile ${range} arasında. İmleç ${cursorText} noktasında. İşaretli noktalar: ${marksText}.`
    : t`Koordinat düzlemi, eksenler −${range} ile ${range} arasında. ${shownText}`;

  const keyDown = (event: KeyboardEvent) => {
    const moveBy = KEY_MOVES[event.key];
    if (moveBy) {
      event.preventDefault();
      change(moveCursor(state, moveBy[0], moveBy[1], range));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      change(toggleMark(state));
    } else if (event.key === 'Home') {
      event.preventDefault();
      change(placeCursor(state, { x: 0, y: 0 }, range));
    }
  };

  /** A tap marks (or unmarks) the crossing nearest to it. */
  const tap = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0) return;
    const scale = SIZE / box.width;
    const x = Math.round(((event.clientX - box.left) * scale - SIZE / 2) / step);
    const y = Math.round((SIZE / 2 - (event.clientY - box.top) * scale) / step);
    change(toggleMark(placeCursor(state, { x, y }, range)));
  };

  const check = () => {
    const verdict = checkPlane(task, state);
    const count = verdict.correct ? 0 : (verdict.detail ?? 0);
    const messages = {
      correct: task.kind === 'plot' ? t`Bütün noktalar doğru yerde.` : t`Koordinatları doğru okudun.`,
      empty: t`Henüz hiç nokta işaretlemedin. İmleci taşı ve Enter’a bas ya da düzlemde bir kesişime dokun.`,
      swapped: t`Bir noktanın koordinatlarını yer değiştirmişsin. Sıralı ikilide önce x (yatay eksen), sonra y (dikey eksen) gelir.`,
      'wrong-points': t`${count} nokta istenen noktalardan biri değil. Önce x ekseninde sağa ya da sola, sonra y ekseninde yukarı ya da aşağı say.`,
      missing: t`İşaretlediğin noktalar doğru ama ${count} nokta eksik.`,
      'no-choice': t`Önce bir cevap seç.`,
      'wrong-choice': t`Bu sıralı ikili noktayla uyuşmuyor. Noktadan x eksenine ve y eksenine dik inerek yeniden oku.`,
    } as const;
    run.report({ correct: verdict.correct, message: messages[verdict.feedback] });
  };

  const dot = (point: CoordinatePoint, key: string) => (
    <g key={key}>
      <circle cx={toX(point.x)} cy={toY(point.y)} r={6} fill="#b91c1c" stroke={INK} strokeWidth={1.5} />
      {point.label ? (
        <text x={toX(point.x) + 8} y={toY(point.y) - 8} fontSize={14} fontWeight={700} fill={INK}>
          {point.label}
        </text>
      ) : null}
    </g>
  );

  const board = (
    <svg viewBox={`0 0 ${SIZE} ${SIZE}`} className={css.svg} role="img" aria-label={label} onPointerDown={plotting ? tap : undefined}>
      {ticks.map((value) => (
        <g key={value}>
          <line x1={toX(value)} x2={toX(value)} y1={MARGIN} y2={SIZE - MARGIN} stroke="#d3dfd6" />
          <line x1={MARGIN} x2={SIZE - MARGIN} y1={toY(value)} y2={toY(value)} stroke="#d3dfd6" />
        </g>
      ))}
      <line x1={MARGIN - 10} x2={SIZE - MARGIN + 12} y1={SIZE / 2} y2={SIZE / 2} stroke={INK} strokeWidth={2} />
      <line x1={SIZE / 2} x2={SIZE / 2} y1={SIZE - MARGIN + 10} y2={MARGIN - 12} stroke={INK} strokeWidth={2} />
      <path d={`M${SIZE - MARGIN + 14} ${SIZE / 2} l-8 -5 v10 Z M${SIZE / 2} ${MARGIN - 14} l-5 8 h10 Z`} fill={INK} />
      <text x={SIZE - 14} y={SIZE / 2 - 8} fontSize={14} fontStyle="italic" fill={INK}>
        x
      </text>
      <text x={SIZE / 2 + 8} y={14} fontSize={14} fontStyle="italic" fill={INK}>
        y
      </text>
      {ticks
        .filter((value) => value !== 0 && value % labelEvery === 0)
        .map((value) => (
          <g key={`n${value}`} fontSize={10} fill={INK}>
            <text x={toX(value)} y={SIZE / 2 + 14} textAnchor="middle">
              {signed(value)}
            </text>
            <text x={SIZE / 2 - 5} y={toY(value) + 4} textAnchor="end">
              {signed(value)}
            </text>
          </g>
        ))}
      <text x={SIZE / 2 - 5} y={SIZE / 2 + 14} fontSize={10} textAnchor="end" fill={INK}>
        0
      </text>
      {shownPoint ? dot(shownPoint, 'shown') : null}
      {state.marks.map((mark) => dot(mark, `${mark.x},${mark.y}`))}
      {plotting ? (
        <rect
          x={toX(state.cursor.x) - 10}
          y={toY(state.cursor.y) - 10}
          width={20}
          height={20}
          fill="none"
          stroke="#1d4ed8"
          strokeWidth={2.5}
          strokeDasharray="4 3"
        />
      ) : null}
    </svg>
  );

  return (
    <TaskFrame run={run} prompt={i18n._(task.prompt)} onCheck={check}>
      <div className={css.board}>
        <figure className={css.figure}>
          {plotting ? (
            <div className={css.dial} tabIndex={0} role="application" aria-roledescription={t`koordinat düzlemi`} aria-label={label} onKeyDown={keyDown}>
              {board}
            </div>
          ) : (
            board
          )}
          <figcaption className={css.caption}>
            {plotting ? (
              <Trans>Düzlemde bir kesişime dokunarak nokta koy ya da kaldır. Klavyede ok tuşlarıyla imleci taşı, Enter ya da Boşluk ile noktayı koy.</Trans>
            ) : (
              <Trans>Noktadan eksenlere dik inerek koordinatlarını oku.</Trans>
            )}
          </figcaption>
        </figure>
        <div className={css.controls}>
          {task.kind === 'plot' ? (
            <>
              <p className={css.readout} aria-live="polite">
                <Trans>İmleç: {cursorText}</Trans>
              </p>
              <div className={css.toggleRow} role="group" aria-label={t`İmleci taşı`}>
                <Button variant="secondary" aria-label={t`İmleci sola taşı`} onClick={() => change(moveCursor(state, -1, 0, range))}>
                  ←
                </Button>
                <Button variant="secondary" aria-label={t`İmleci yukarı taşı`} onClick={() => change(moveCursor(state, 0, 1, range))}>
                  ↑
                </Button>
                <Button variant="secondary" aria-label={t`İmleci aşağı taşı`} onClick={() => change(moveCursor(state, 0, -1, range))}>
                  ↓
                </Button>
                <Button variant="secondary" aria-label={t`İmleci sağa taşı`} onClick={() => change(moveCursor(state, 1, 0, range))}>
                  →
                </Button>
              </div>
              <Button onClick={() => change(toggleMark(state))}>
                {isMarked(state, state.cursor) ? <Trans>Noktayı kaldır</Trans> : <Trans>Noktayı koy</Trans>}
              </Button>
              <p className={css.hint}>
                <Trans>İşaretlediğin noktalar: {marksText}</Trans>
              </p>
              <Button variant="ghost" size="sm" onClick={() => change(clearMarks(state))}>
                <Trans>Noktaları sil</Trans>
              </Button>
            </>
          ) : (
            <AnswerChoices options={task.options} chosen={state.choice} onChoose={(i) => change(chooseCoordinates(state, i))} />
          )}
        </div>
      </div>
    </TaskFrame>
  );
}

/** A coordinate plane: mark points by keyboard or touch, or read a point's coordinates. */
export default function CoordinatePlaneManipulative({ spec }: { spec: CoordinatePlaneSpec }) {
  const run = useTaskRun(spec.tasks.length);
  const task = spec.tasks[run.index];
  return task ? <PlaneBoard key={run.key} spec={spec} task={task} run={run} /> : null;
}
