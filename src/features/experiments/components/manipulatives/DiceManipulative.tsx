import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import type { DiceSpec, DiceTask, DieFace } from '../../content/manipulativeTypes.ts';
import {
  checkDice,
  chooseDiceAnswer,
  eventProbabilityText,
  FACES,
  initialDice,
  roll,
  rollCount,
  toggleFace,
  type DiceState,
} from '../../model/manipulatives/dice.ts';
import { AnswerChoices } from './AnswerChoices.tsx';
import { TaskFrame } from './TaskFrame.tsx';
import { useTaskRun, type TaskRun } from './useTaskRun.ts';
import * as css from './manipulative.css.ts';

const INK = '#1b2a22';
/** Where a face's pips sit on a 3 × 3 grid (0 to 8, row by row), as on a real die. */
const PIPS: Record<DieFace, readonly number[]> = { 1: [4], 2: [2, 6], 3: [2, 4, 6], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };

/** A die's face with its pips, drawn `size` pixels wide; the number is read from the button or figure around it. */
function DieFacePicture({ face, size, marked = false }: { face: DieFace; size: number; marked?: boolean }) {
  return (
    <svg viewBox="0 0 30 30" width={size} height={size} aria-hidden="true" focusable="false">
      <rect x={1} y={1} width={28} height={28} rx={6} fill={marked ? '#dbeafe' : '#ffffff'} stroke={INK} strokeWidth={2} />
      {PIPS[face].map((at) => (
        <circle key={at} cx={8 + (at % 3) * 7} cy={8 + Math.floor(at / 3) * 7} r={2.6} fill={INK} />
      ))}
    </svg>
  );
}

function DiceBoard({ spec, task, run, taskIndex }: { spec: DiceSpec; task: DiceTask; run: TaskRun; taskIndex: number }) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<DiceState>(initialDice);
  const seed = spec.seed + taskIndex;
  const change = (next: DiceState) => {
    setState(next);
    run.clear();
  };
  const rolled = state.rolls.length;
  const last = state.rolls.at(-1);
  const event = task.kind === 'event';
  const outcomes = state.marked.length;
  const chance = eventProbabilityText(outcomes);
  const markedText = state.marked.join(', ');
  const happened = state.rolls.filter((face) => state.marked.includes(face)).length;

  const check = () => {
    const verdict = checkDice(task, state);
    const detail = verdict.correct ? 0 : (verdict.detail ?? 0);
    const messages = {
      correct: event ? t`Doğru çıktıları seçtin: olasılık ${chance}.` : t`Doğru cevap.`,
      'nothing-marked': t`Önce olayın gerçekleştiği yüzleri seç.`,
      'extra-face': t`Seçtiğin ${detail} yüz bu olayı gerçekleştirmiyor. Her yüz için sor: bu sayı gelirse olay olur mu?`,
      'missing-face': t`${detail} çıktı eksik. Zarın bütün yüzlerine tek tek bak.`,
      'no-choice': t`Önce bir cevap seç.`,
      'wrong-choice': t`Bu cevap uyuşmuyor. Olayın kaç çıktısı olduğunu say ve bütün çıktıların sayısıyla (6) karşılaştır.`,
    };
    run.report({ correct: verdict.correct, message: messages[verdict.feedback] });
  };

  return (
    <TaskFrame run={run} prompt={i18n._(task.prompt)} onCheck={check}>
      <div className={css.board}>
        <figure className={css.figure}>
          <div className={css.dieShown}>
            <DieFacePicture face={last ?? 6} size={120} />
          </div>
          <figcaption className={css.caption}>
            {last === undefined ? <Trans>Zar henüz atılmadı. Bir zarın 6 yüzü var: 1, 2, 3, 4, 5 ve 6.</Trans> : <Trans>Son atış: {last}</Trans>}
          </figcaption>
        </figure>
        <div className={css.controls}>
          {event ? (
            <>
              <ul className={css.toggleRow} aria-label={t`Olayın çıktıları`}>
                {FACES.map((face) => {
                  const on = state.marked.includes(face);
                  return (
                    <li key={face}>
                      <button
                        type="button"
                        className={css.toggle}
                        aria-pressed={on}
                        aria-label={t`${face} gelmesi`}
                        onClick={() => change(toggleFace(state, face))}
                      >
                        <DieFacePicture face={face} size={32} marked={on} />
                        <span aria-hidden="true">{face}</span>
                      </button>
                    </li>
                  );
                })}
              </ul>
              <p className={css.readout} aria-live="polite">
                {outcomes === 0 ? (
                  <Trans>Henüz çıktı seçmedin.</Trans>
                ) : (
                  <Trans>
                    Seçtiğin çıktılar: {markedText}. Olasılık = {outcomes} ÷ 6 = {chance}
                  </Trans>
                )}
              </p>
            </>
          ) : (
            <AnswerChoices options={task.options} chosen={state.choice} onChoose={(i) => change(chooseDiceAnswer(state, i))} />
          )}
          <div className={css.toggleRow}>
            <Button variant="secondary" onClick={() => setState(roll(state, seed, 1))}>
              <Trans>1 kez at</Trans>
            </Button>
            <Button variant="secondary" onClick={() => setState(roll(state, seed, 10))}>
              <Trans>10 kez at</Trans>
            </Button>
            <Button variant="secondary" onClick={() => setState(roll(state, seed, 60))}>
              <Trans>60 kez at</Trans>
            </Button>
          </div>
          <p className={css.hint} aria-live="polite">
            {rolled === 0 ? (
              <Trans>Atışların sonuçları burada sayılır.</Trans>
            ) : (
              <Trans>
                {rolled} kez atıldı; son sonuç: {last}.
              </Trans>
            )}
          </p>
          {rolled > 0 ? (
            <table className={css.table}>
              <caption className={css.hint}>
                <Trans>Deney sonuçları</Trans>
              </caption>
              <thead>
                <tr>
                  <th className={css.cell} scope="col">
                    <Trans>Yüz</Trans>
                  </th>
                  <th className={css.cell} scope="col">
                    <Trans>Gelme sayısı</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {FACES.map((face) => (
                  <tr key={face}>
                    <th className={css.cell} scope="row">
                      {face}
                    </th>
                    <td className={css.cell}>{`${rollCount(state, face)} / ${rolled}`}</td>
                  </tr>
                ))}
                {event && outcomes > 0 ? (
                  <tr>
                    <th className={css.cell} scope="row">
                      <Trans>Olay gerçekleşti</Trans>
                    </th>
                    <td className={css.cell}>{`${happened} / ${rolled}`}</td>
                  </tr>
                ) : null}
              </tbody>
            </table>
          ) : null}
        </div>
      </div>
    </TaskFrame>
  );
}

/** One die: mark the outcomes that make an event happen and see its probability, choose answers, and roll to test them. */
export default function DiceManipulative({ spec }: { spec: DiceSpec }) {
  const run = useTaskRun(spec.tasks.length);
  const task = spec.tasks[run.index];
  return task ? <DiceBoard key={run.key} spec={spec} task={task} run={run} taskIndex={run.index} /> : null;
}
