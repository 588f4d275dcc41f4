import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MoneyPiece, MoneySpec, MoneyTask } from '../../content/manipulativeTypes.ts';
import {
  MAX_PIECES,
  addPieces,
  checkMoney,
  emptyTable,
  isNote,
  liraAndKurus,
  pieceCount,
  tableValue,
  type MoneyState,
} from '../../model/manipulatives/money.ts';
import { Stepper } from './Stepper.tsx';
import { TaskFrame } from './TaskFrame.tsx';
import { useTaskRun, type TaskRun } from './useTaskRun.ts';
import * as css from './manipulative.css.ts';

const VIEW_WIDTH = 420;
const INK = '#1b2a22';
/** Simple drawings, not pictures of real money: each note its own colour and its value written large. */
const NOTE_COLOURS: Partial<Record<MoneyPiece, string>> = {
  500: '#c4b5fd',
  1000: '#fca5a5',
  2000: '#86efac',
  5000: '#fdba74',
  10000: '#93c5fd',
  20000: '#f9a8d4',
};
const COIN_RADIUS: Partial<Record<MoneyPiece, number>> = { 1: 12, 5: 13, 10: 14, 25: 15, 50: 16, 100: 18 };

/** "5", "50", "1": the number written on a piece. */
const faceValue = (piece: MoneyPiece) => (piece >= 100 ? piece / 100 : piece);

/** The pieces on the table, notes in the first rows and coins below them, drawn with their values. */
function Table({ state, pieces, liraWord, kurusWord }: { state: MoneyState; pieces: readonly MoneyPiece[]; liraWord: string; kurusWord: string }) {
  const notes = [...pieces].reverse().flatMap((piece) => (isNote(piece) ? Array.from({ length: state[piece] ?? 0 }, () => piece) : []));
  const coins = [...pieces].reverse().flatMap((piece) => (isNote(piece) ? [] : Array.from({ length: state[piece] ?? 0 }, () => piece)));
  const notesPerRow = 5;
  const coinsPerRow = 10;
  const noteRows = Math.ceil(notes.length / notesPerRow);
  const coinTop = 12 + noteRows * 52;
  const height = Math.max(120, coinTop + Math.ceil(coins.length / coinsPerRow) * 42 + 10);
  return (
    <svg viewBox={`0 0 ${VIEW_WIDTH} ${height}`} className={css.svg} aria-hidden="true">
      <rect x={0} y={0} width={VIEW_WIDTH} height={height} rx={10} fill="#f3efe2" />
      {notes.map((piece, i) => {
        const x = 10 + (i % notesPerRow) * 82;
        const y = 10 + Math.floor(i / notesPerRow) * 52;
        return (
          // Identical pieces: their place in the row is their identity.
          <g key={`n${i}`}>
            <rect x={x} y={y} width={76} height={44} rx={4} fill={NOTE_COLOURS[piece]} stroke={INK} strokeWidth={1.5} />
            <rect x={x + 5} y={y + 5} width={66} height={34} rx={3} fill="none" stroke={INK} strokeOpacity={0.35} />
            <text x={x + 38} y={y + 26} fontSize={17} fontWeight={800} textAnchor="middle" fill={INK}>
              {faceValue(piece)}
            </text>
            <text x={x + 38} y={y + 38} fontSize={9} textAnchor="middle" fill={INK}>
              {liraWord}
            </text>
          </g>
        );
      })}
      {coins.map((piece, i) => {
        const r = COIN_RADIUS[piece] ?? 14;
        const cx = 28 + (i % coinsPerRow) * 40;
        const cy = coinTop + 20 + Math.floor(i / coinsPerRow) * 42;
        return (
          // Identical pieces: their place in the row is their identity.
          <g key={`c${i}`}>
            <circle cx={cx} cy={cy} r={r} fill={piece === 100 ? '#d1d5db' : '#e7c45a'} stroke={INK} strokeWidth={1.5} />
            {piece === 100 ? <circle cx={cx} cy={cy} r={r - 5} fill="#e7c45a" stroke={INK} strokeOpacity={0.4} /> : null}
            <text x={cx} y={cy + 2} fontSize={11} fontWeight={800} textAnchor="middle" fill={INK}>
              {faceValue(piece)}
            </text>
            <text x={cx} y={cy + 10} fontSize={6} textAnchor="middle" fill={INK}>
              {piece === 100 ? liraWord : kurusWord}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

function MoneyBoard({ spec, task, run }: { spec: MoneySpec; task: MoneyTask; run: TaskRun }) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<MoneyState>(emptyTable);
  const change = (next: MoneyState) => {
    setState(next);
    run.clear();
  };

  /** "3 lira 50 kuruş", "50 kuruş", "12 lira". */
  const amountText = (amount: number) => {
    const { lira, kurus } = liraAndKurus(amount);
    if (lira === 0) return t`${kurus} kuruş`;
    if (kurus === 0) return t`${lira} lira`;
    return t`${lira} lira ${kurus} kuruş`;
  };
  const pieceName = (piece: MoneyPiece) => {
    const value = faceValue(piece);
    if (isNote(piece)) return t`${value} liralık banknot`;
    return piece === 100 ? t`1 liralık madeni para` : t`${value} kuruşluk madeni para`;
  };

  const total = amountText(tableValue(state));
  const count = pieceCount(state);
  const onTable = spec.pieces
    .filter((piece) => (state[piece] ?? 0) > 0)
    .map((piece) => {
      const n = state[piece] ?? 0;
      const name = pieceName(piece);
      return t`${n} tane ${name}`;
    })
    .join(', ');
  const label = count === 0 ? t`Masa boş.` : t`Masada ${onTable} var; hepsi ${total}.`;

  const check = () => {
    const verdict = checkMoney(task, state, spec.pieces);
    const messages = {
      correct: task.kind === 'fewest' ? t`Masada ${total} var; bunu ${count} parayla ödedin.` : t`Masada tam ${total} var.`,
      'too-little': t`Masada ${total} var; bu, istenenden az. Para ekle.`,
      'too-much': t`Masada ${total} var; bu, istenenden çok. Para çıkar.`,
      'more-pieces': t`Tutar doğru, ama bunu daha az parayla da ödeyebilirsin. Küçük paraların yerine büyük bir para kullan.`,
    } as const;
    run.report({ correct: verdict.correct, message: messages[verdict.feedback] });
  };

  return (
    <TaskFrame run={run} prompt={i18n._(task.prompt)} onCheck={check}>
      <div className={css.board}>
        <figure className={css.figure}>
          {/* The table is the picture; the caption stays readable text (a figure may not take the img role). */}
          <div role="img" aria-label={label}>
            <Table state={state} pieces={spec.pieces} liraWord={t`lira`} kurusWord={t`kuruş`} />
          </div>
          <figcaption className={css.caption}>
            <Trans>Paraları − ve + düğmeleriyle masaya koy ya da masadan al. Resimler gerçek paralar değil, yalnızca değerlerini gösterir.</Trans>
          </figcaption>
        </figure>
        <div className={css.controls}>
          {[...spec.pieces].reverse().map((piece) => {
            const n = state[piece] ?? 0;
            const name = pieceName(piece);
            const value = faceValue(piece);
            return (
              <Stepper
                key={piece}
                label={isNote(piece) ? t`${value} lira` : piece === 100 ? t`1 lira` : t`${value} kuruş`}
                value={n}
                valueText={t`${n} tane`}
                decreaseLabel={t`Masadan bir ${name} al`}
                increaseLabel={t`Masaya bir ${name} koy`}
                canDecrease={n > 0}
                canIncrease={n < MAX_PIECES}
                onStep={(steps) => change(addPieces(state, piece, steps))}
              />
            );
          })}
          <p className={css.readout}>
            <Trans>Masadaki para: {total}</Trans>
          </p>
        </div>
      </div>
    </TaskFrame>
  );
}

/** Turkish lira coins and notes: make an amount, pay with the fewest pieces, give change. */
export default function MoneyManipulative({ spec }: { spec: MoneySpec }) {
  const run = useTaskRun(spec.tasks.length);
  const task = spec.tasks[run.index];
  return task ? <MoneyBoard key={run.key} spec={spec} task={task} run={run} /> : null;
}
