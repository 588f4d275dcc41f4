import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import type { PatternSpec, PatternTask } from '../../content/manipulativeTypes.ts';
import { MAX_SQUARES, changeSquares, checkPattern, initialPattern, placePiece, removeLastPiece, type PatternState } from '../../model/manipulatives/pattern.ts';
import { Stepper } from './Stepper.tsx';
import { TaskFrame } from './TaskFrame.tsx';
import { useTaskRun, type TaskRun } from './useTaskRun.ts';
import * as css from './manipulative.css.ts';

const INK = '#1b2a22';
const BOX = 46;
const SQUARE = 12;
const STACK = 5;

/** A figure of `count` squares, stacked bottom up in columns of five. */
function Figure({ count, x, bottom, colour }: { count: number; x: number; bottom: number; colour: string }) {
  return (
    <g>
      {Array.from({ length: count }, (_, i) => (
        <rect
          key={i}
          x={x + Math.floor(i / STACK) * (SQUARE + 1)}
          y={bottom - ((i % STACK) + 1) * (SQUARE + 1)}
          width={SQUARE}
          height={SQUARE}
          fill={colour}
          stroke={INK}
          strokeWidth={1}
        />
      ))}
    </g>
  );
}

function PatternBoard({ spec, task, run }: { spec: PatternSpec; task: PatternTask; run: TaskRun }) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<PatternState>(initialPattern);
  const change = (next: PatternState) => {
    setState(next);
    run.clear();
  };
  const token = (id: string) => spec.tokens.find((candidate) => candidate.id === id);
  const tokenName = (id: string) => {
    const found = token(id);
    return found ? i18n._(found.label) : '';
  };

  const check = () => {
    const verdict = checkPattern(task, state);
    const place = verdict.correct ? 0 : (verdict.detail ?? 0);
    const step = task.kind === 'grow' ? task.askStep : 0;
    const answer = task.kind === 'grow' ? task.answer : 0;
    const messages = {
      correct: task.kind === 'repeat' ? t`Örüntüyü doğru sürdürdün.` : t`Evet, ${step}. adımda ${answer} kare var.`,
      incomplete: t`Hâlâ boş yer var. Bütün boş yerleri doldur.`,
      'wrong-piece': t`${place}. boş yerdeki parça örüntüye uymuyor. Tekrar eden birimi bul ve oradan devam et.`,
      'too-few': t`Bu adımda daha çok kare olmalı. Her adımda kaç kare eklendiğine bak.`,
      'too-many': t`Bu adımda daha az kare olmalı. Her adımda kaç kare eklendiğine bak.`,
    } as const;
    run.report({ correct: verdict.correct, message: messages[verdict.feedback] });
  };

  if (task.kind === 'repeat') {
    const shownNames = task.shown.map(tokenName).join(', ');
    const placedNames = state.placed.map(tokenName).join(', ');
    const empty = task.answer.length - state.placed.length;
    const label =
      state.placed.length === 0
        ? t`Örüntü: ${shownNames}; ardından ${empty} boş yer.`
        : t`Örüntü: ${shownNames}; ardından senin koyduğun ${placedNames}; ${empty} boş yer kaldı.`;
    const slots = [...task.shown.map((id) => ({ id, mine: false })), ...task.answer.map((_, i) => ({ id: state.placed[i], mine: true }))];
    const full = state.placed.length >= task.answer.length;
    return (
      <TaskFrame run={run} prompt={i18n._(task.prompt)} onCheck={check}>
        <figure className={css.figure}>
          <svg viewBox={`0 0 ${slots.length * (BOX + 6) + 6} ${BOX + 12}`} className={css.svg} role="img" aria-label={label}>
            {slots.map((slot, i) => {
              const x = 6 + i * (BOX + 6);
              const found = slot.id ? token(slot.id) : undefined;
              return (
                <g key={i}>
                  <rect
                    x={x}
                    y={6}
                    width={BOX}
                    height={BOX}
                    rx={8}
                    fill={slot.mine ? '#fff1e3' : '#ffffff'}
                    stroke={slot.mine ? '#b93f0a' : '#93a89a'}
                    strokeWidth={2}
                    strokeDasharray={slot.mine && !found ? '5 4' : undefined}
                  />
                  <text x={x + BOX / 2} y={6 + BOX / 2 + 9} fontSize={26} textAnchor="middle" fill={INK}>
                    {found ? found.emoji : '?'}
                  </text>
                </g>
              );
            })}
          </svg>
          <figcaption className={css.caption}>
            <Trans>Turuncu çerçeveli kutular senin dolduracağın boş yerler.</Trans>
          </figcaption>
        </figure>
        <div className={css.controls}>
          <ul className={css.toggleRow} aria-label={t`Parçalar`}>
            {spec.tokens.map((piece) => {
              const name = i18n._(piece.label);
              return (
                <li key={piece.id}>
                  <button
                    type="button"
                    className={css.toggle}
                    aria-label={t`${name} koy`}
                    aria-disabled={full}
                    onClick={() => !full && change(placePiece(task, state, piece.id))}
                  >
                    <span aria-hidden="true">{piece.emoji}</span> {name}
                  </button>
                </li>
              );
            })}
          </ul>
          <div className={css.checkRow}>
            <Button variant="ghost" size="sm" aria-disabled={state.placed.length === 0} onClick={() => change(removeLastPiece(state))}>
              <Trans>Son koyduğunu geri al</Trans>
            </Button>
          </div>
        </div>
      </TaskFrame>
    );
  }

  const askStep = task.askStep;
  const squares = state.squares;
  const termsText = task.terms
    .map((count, i) => {
      const step = i + 1;
      return t`${step}. adım ${count} kare`;
    })
    .join(', ');
  const label = t`Büyüyen örüntü: ${termsText}. Senin kurduğun ${askStep}. adımda ${squares} kare var.`;
  const slotWidth = 90;
  const figures = [...task.terms.map((count) => ({ count, mine: false })), { count: squares, mine: true }];
  return (
    <TaskFrame run={run} prompt={i18n._(task.prompt)} onCheck={check}>
      <div className={css.board}>
        <figure className={css.figure}>
          <svg viewBox={`0 0 ${figures.length * slotWidth + 10} 130`} className={css.svg} role="img" aria-label={label}>
            {figures.map((figure, i) => {
              const x = 10 + i * slotWidth;
              const step = figure.mine ? askStep : i + 1;
              return (
                <g key={i}>
                  {figure.mine ? (
                    <rect x={x - 6} y={4} width={slotWidth - 8} height={122} rx={8} fill="#fff1e3" stroke="#b93f0a" strokeDasharray="5 4" />
                  ) : null}
                  <Figure count={figure.count} x={x} bottom={96} colour={figure.mine ? '#f59e0b' : '#60a5fa'} />
                  <text x={x} y={116} fontSize={12} fill={INK}>
                    {t`${step}. adım`}
                  </text>
                </g>
              );
            })}
          </svg>
          <figcaption className={css.caption}>
            <Trans>Turuncu çerçevede senin kurduğun adım var. Kareler beşerli sütunlar hâlinde dizilir.</Trans>
          </figcaption>
        </figure>
        <div className={css.controls}>
          <Stepper
            label={t`Kareler`}
            value={squares}
            valueText={t`${squares} kare`}
            decreaseLabel={t`Bir kare çıkar`}
            increaseLabel={t`Bir kare ekle`}
            canDecrease={squares > 0}
            canIncrease={squares < MAX_SQUARES}
            onStep={(steps) => change(changeSquares(state, steps))}
          />
          <p className={css.hint}>
            <Trans>Klavyede + ve − ya da ok tuşlarıyla kare ekle, çıkar; Shift ile 10’ar.</Trans>
          </p>
        </div>
      </div>
    </TaskFrame>
  );
}

/** Continue a repeating pattern piece by piece, or build the next figure of a growing one. */
export default function PatternManipulative({ spec }: { spec: PatternSpec }) {
  const run = useTaskRun(spec.tasks.length);
  const task = spec.tasks[run.index];
  return task ? <PatternBoard key={run.key} spec={spec} task={task} run={run} /> : null;
}
