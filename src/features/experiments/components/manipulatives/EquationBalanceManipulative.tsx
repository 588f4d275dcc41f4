import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import type { EquationBalanceSpec, EquationBalanceTask } from '../../content/manipulativeTypes.ts';
import {
  applyMove,
  balanceSolution,
  checkBalance,
  equationText,
  initialBalance,
  isRefusal,
  solvedValue,
  type BalanceMove,
  type BalanceState,
  type MoveRefusal,
  type Pan,
} from '../../model/manipulatives/equationBalance.ts';
import { Stepper } from './Stepper.tsx';
import { TaskFrame } from './TaskFrame.tsx';
import { useTaskRun, type TaskRun } from './useTaskRun.ts';
import * as css from './manipulative.css.ts';

const INK = '#1b2a22';
const BEAM_Y = 40;
const PAN_Y = 214;
const PAN_WIDTH = 156;
const X_SIZE = 24;
const UNIT_SIZE = 20;
const UNITS_PER_ROW = 7;
const DIVISORS = { min: 2, max: 6 } as const;

/** A pan's contents, stacked from the pan upwards: a row of x-boxes, then rows of unit weights. */
function PanLoad({ pan, centre }: { pan: Pan; centre: number }) {
  const left = centre - PAN_WIDTH / 2 + 6;
  const xTop = PAN_Y - 4 - X_SIZE;
  return (
    <g aria-hidden="true">
      {Array.from({ length: pan.x }, (_, i) => (
        <g key={`x${i}`}>
          <rect x={left + i * X_SIZE} y={xTop} width={X_SIZE - 2} height={X_SIZE - 2} rx={3} fill="#fde68a" stroke={INK} strokeWidth={1.5} />
          <text x={left + i * X_SIZE + (X_SIZE - 2) / 2} y={xTop + 16} fontSize={14} fontStyle="italic" fontWeight={700} textAnchor="middle" fill={INK}>
            x
          </text>
        </g>
      ))}
      {Array.from({ length: pan.units }, (_, i) => {
        const row = Math.floor(i / UNITS_PER_ROW);
        const column = i % UNITS_PER_ROW;
        const base = pan.x > 0 ? xTop - 2 : PAN_Y - 4;
        const cx = left + column * UNIT_SIZE + UNIT_SIZE / 2;
        const cy = base - row * UNIT_SIZE - UNIT_SIZE / 2;
        return (
          <g key={`u${i}`}>
            <circle cx={cx} cy={cy} r={UNIT_SIZE / 2 - 1} fill="#bfdbfe" stroke={INK} strokeWidth={1.2} />
            <text x={cx} y={cy + 4} fontSize={11} fontWeight={700} textAnchor="middle" fill={INK}>
              1
            </text>
          </g>
        );
      })}
    </g>
  );
}

function BalanceBoard({ task, run }: { task: EquationBalanceTask; run: TaskRun }) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<BalanceState>(() => initialBalance(task));
  const [steps, setSteps] = useState<readonly string[]>(() => [equationText(initialBalance(task))]);
  const [divisor, setDivisor] = useState<number>(DIVISORS.min);
  const [note, setNote] = useState<string | null>(null);
  const movesId = useId();
  const equation = equationText(state);

  const refusals = (refusal: MoveRefusal): string => {
    const messages: Record<MoveRefusal, string> = {
      'no-unit-left': t`Sol kefede çıkarılacak birim yok. Terazi dengede kalsın diye her hamle iki kefeye birden yapılır.`,
      'no-unit-right': t`Sağ kefede çıkarılacak birim yok. Terazi dengede kalsın diye her hamle iki kefeye birden yapılır.`,
      'no-x-left': t`Sol kefede çıkarılacak x kutusu yok. Terazi dengede kalsın diye her hamle iki kefeye birden yapılır.`,
      'no-x-right': t`Sağ kefede çıkarılacak x kutusu yok. Terazi dengede kalsın diye her hamle iki kefeye birden yapılır.`,
      'pan-full': t`Kefe dolu, daha fazla ekleyemezsin.`,
      'not-divisible': t`Kefelerdeki sayıların hepsi ${divisor} ile tam bölünmüyor. Başka bir bölen dene ya da önce başka bir hamle yap.`,
    };
    return messages[refusal];
  };

  const move = (next: BalanceMove) => {
    const result = applyMove(state, next);
    if (isRefusal(result)) {
      setNote(refusals(result));
      return;
    }
    const text = equationText(result);
    setState(result);
    setSteps((list) => [...list, text]);
    setNote(t`Terazi dengede. Denklem: ${text}`);
    run.clear();
  };

  const startAgain = () => {
    const start = initialBalance(task);
    setState(start);
    setSteps([equationText(start)]);
    setNote(null);
    run.clear();
  };

  const check = () => {
    const verdict = checkBalance(state);
    const messages = {
      correct: () => {
        const value = balanceSolution(task) ?? solvedValue(state);
        const side = (pan: Pan) => {
          const terms = [pan.x === 0 ? '' : pan.x === 1 ? String(value) : `${pan.x} · ${value}`, pan.units === 0 ? '' : String(pan.units)].filter(Boolean);
          return terms.length === 0 ? '0' : terms.join(' + ');
        };
        const leftTotal = task.left.x * value + task.left.units;
        const rightTotal = task.right.x * value + task.right.units;
        const proof = `${side(task.left)} = ${side(task.right)} → ${leftTotal} = ${rightTotal}`;
        return t`x tek başına kaldı: x = ${value}. Sağlama: ${proof}.`;
      },
      'x-on-both-sides': () => t`İki kefede de x kutusu var. İki kefeden de aynı sayıda x kutusu çıkar.`,
      'no-x': () => t`Kefelerde hiç x kutusu kalmadı. Baştan al ve x kutularını bir kefede bırak.`,
      'units-beside-x': () => t`x kutularının yanında birim ağırlıklar var. İki kefeden de aynı sayıda birim çıkar.`,
      'several-x': () => {
        const count = verdict.correct ? 1 : (verdict.detail ?? 0);
        return t`Kefede ${count} x kutusu var; x’in tek başına kalması gerekiyor. İki kefeyi de aynı sayıya böl.`;
      },
    } as const;
    run.report({ correct: verdict.correct, message: messages[verdict.feedback]() });
  };

  const panText = ({ x, units }: Pan) => t`${x} x kutusu ve ${units} birim ağırlık`;
  const leftText = panText(state.left);
  const rightText = panText(state.right);
  const label = t`Terazi dengede. Sol kefede ${leftText}, sağ kefede ${rightText} var.`;

  return (
    <TaskFrame run={run} prompt={i18n._(task.prompt)} onCheck={check}>
      <div className={css.board}>
        <figure className={css.figure}>
          <svg viewBox="0 0 400 250" className={css.svg} role="img" aria-label={label}>
            <path d={`M200 ${BEAM_Y} L180 240 H220 Z`} fill="#e5e7eb" stroke={INK} strokeWidth={2} />
            <line x1={40} x2={360} y1={BEAM_Y} y2={BEAM_Y} stroke={INK} strokeWidth={5} strokeLinecap="round" />
            <circle cx={200} cy={BEAM_Y} r={6} fill={INK} />
            {[100, 300].map((centre) => (
              <g key={centre} aria-hidden="true">
                <line x1={centre} x2={centre - PAN_WIDTH / 2 + 4} y1={BEAM_Y} y2={PAN_Y} stroke={INK} />
                <line x1={centre} x2={centre + PAN_WIDTH / 2 - 4} y1={BEAM_Y} y2={PAN_Y} stroke={INK} />
                <path
                  d={`M${centre - PAN_WIDTH / 2} ${PAN_Y} H${centre + PAN_WIDTH / 2} l-10 12 H${centre - PAN_WIDTH / 2 + 10} Z`}
                  fill="#d1d5db"
                  stroke={INK}
                  strokeWidth={2}
                />
              </g>
            ))}
            <PanLoad pan={state.left} centre={100} />
            <PanLoad pan={state.right} centre={300} />
            <text x={200} y={20} fontSize={16} fontWeight={700} textAnchor="middle" fill={INK}>
              {equation}
            </text>
          </svg>
          <figcaption className={css.caption}>
            <Trans>Sarı kutuların her biri x, mavi yuvarlakların her biri 1 birim ağırlığında. Terazi dengede olduğu için iki kefe eşit ağırlıkta.</Trans>
          </figcaption>
        </figure>
        <div className={css.controls}>
          <div role="group" aria-labelledby={movesId} className={css.controls}>
            <p id={movesId} className={css.hint}>
              <Trans>İki kefeye de aynı hamleyi yap:</Trans>
            </p>
            <div className={css.toggleRow}>
              <Button variant="secondary" onClick={() => move({ kind: 'remove-unit' })}>
                <Trans>1 birim çıkar</Trans>
              </Button>
              <Button variant="secondary" onClick={() => move({ kind: 'add-unit' })}>
                <Trans>1 birim ekle</Trans>
              </Button>
              <Button variant="secondary" onClick={() => move({ kind: 'remove-x' })}>
                <Trans>1 x çıkar</Trans>
              </Button>
              <Button variant="secondary" onClick={() => move({ kind: 'add-x' })}>
                <Trans>1 x ekle</Trans>
              </Button>
            </div>
            <Stepper
              label={t`Bölen`}
              value={divisor}
              valueText={`÷ ${divisor}`}
              decreaseLabel={t`Böleni azalt`}
              increaseLabel={t`Böleni artır`}
              canDecrease={divisor > DIVISORS.min}
              canIncrease={divisor < DIVISORS.max}
              onStep={(steps) => setDivisor((current) => Math.min(DIVISORS.max, Math.max(DIVISORS.min, current + steps)))}
            />
            <Button variant="secondary" onClick={() => move({ kind: 'divide', by: divisor })}>
              <Trans>İki kefeyi de böl: ÷ {divisor}</Trans>
            </Button>
          </div>
          <p className={css.readout} aria-live="polite">
            {note ?? t`Denklem: ${equation}`}
          </p>
          <div>
            <p className={css.hint}>
              <Trans>Adımların:</Trans>
            </p>
            <ol className={css.hint}>
              {steps.map((step, i) => (
                <li key={i}>{step}</li>
              ))}
            </ol>
          </div>
          <Button variant="ghost" size="sm" onClick={startAgain}>
            <Trans>Baştan al</Trans>
          </Button>
        </div>
      </div>
    </TaskFrame>
  );
}

/** A two-pan balance holding x-boxes and unit weights: solve an equation by doing the same to both pans. */
export default function EquationBalanceManipulative({ spec }: { spec: EquationBalanceSpec }) {
  const run = useTaskRun(spec.tasks.length);
  const task = spec.tasks[run.index];
  return task ? <BalanceBoard key={run.key} task={task} run={run} /> : null;
}
