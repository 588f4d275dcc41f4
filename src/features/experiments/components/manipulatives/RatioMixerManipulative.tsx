import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RatioMixerSpec, RatioTask } from '../../content/manipulativeTypes.ts';
import { checkMix, emptyJug, pour, type MixState } from '../../model/manipulatives/ratioMixer.ts';
import { Stepper } from './Stepper.tsx';
import { TaskFrame } from './TaskFrame.tsx';
import { useTaskRun, type TaskRun } from './useTaskRun.ts';
import * as css from './manipulative.css.ts';

const INK = '#1b2a22';
const JUG = { x: 250, y: 30, width: 120, height: 190 } as const;

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase('tr-TR') + text.slice(1);

/** A small glass of one thing, in the recipe card. */
function Glass({ x, y, colour, emoji }: { x: number; y: number; colour: string; emoji: string }) {
  return (
    <g>
      <path d={`M${x} ${y} L${x + 4} ${y + 30} H${x + 22} L${x + 26} ${y} Z`} fill={colour} stroke={INK} strokeWidth={1.5} />
      <text x={x + 13} y={y + 22} fontSize={12} textAnchor="middle">
        {emoji}
      </text>
    </g>
  );
}

function MixerBoard({ spec, task, run }: { spec: RatioMixerSpec; task: RatioTask; run: TaskRun }) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<MixState>(emptyJug);
  const change = (next: MixState) => {
    setState(next);
    run.clear();
  };
  const firstName = i18n._(spec.first.label);
  const secondName = i18n._(spec.second.label);
  const { first: a, second: b } = task.ratio;
  const { first: x, second: y } = state;
  const label = t`Tarif: ${a} bardak ${firstName}, ${b} bardak ${secondName}. Sürahide ${x} bardak ${firstName} ve ${y} bardak ${secondName} var.`;

  // The jug fills from the bottom: first the first thing's cups, then the second's, one band per cup.
  const cupHeight = JUG.height / (spec.maxCups * 2);
  const bands = [...Array.from({ length: x }, () => spec.first), ...Array.from({ length: y }, () => spec.second)];

  const check = () => {
    const verdict = checkMix(task, state);
    const messages = {
      correct: t`${a} : ${b} ile ${x} : ${y} eşit oranlar; tadı tarifle aynı.`,
      'missing-first': t`Sürahide hiç ${firstName} yok.`,
      'missing-second': t`Sürahide hiç ${secondName} yok.`,
      'too-much-first': t`Karışımda ${firstName} tarife göre fazla; tadı değişir. Tarifteki oranı koru.`,
      'too-much-second': t`Karışımda ${secondName} tarife göre fazla; tadı değişir. Tarifteki oranı koru.`,
      'wrong-amount': t`Oran doğru, tadı tarifle aynı! Ama istenen miktar bu değil; görevi yeniden oku.`,
    } as const;
    run.report({ correct: verdict.correct, message: messages[verdict.feedback] });
  };

  return (
    <TaskFrame run={run} prompt={i18n._(task.prompt)} onCheck={check}>
      <div className={css.board}>
        <figure className={css.figure}>
          <svg viewBox="0 0 400 240" className={css.svg} role="img" aria-label={label}>
            <rect x={8} y={20} width={210} height={120} rx={10} fill="#fff1e3" stroke="#b93f0a" />
            <text x={18} y={40} fontSize={13} fontWeight={700} fill={INK}>
              {t`Tarif`}
            </text>
            {Array.from({ length: a }, (_, i) => (
              <Glass key={`a${i}`} x={18 + i * 30} y={50} colour={spec.first.colour} emoji={spec.first.emoji} />
            ))}
            {Array.from({ length: b }, (_, i) => (
              <Glass key={`b${i}`} x={18 + i * 30} y={92} colour={spec.second.colour} emoji={spec.second.emoji} />
            ))}
            <text x={18} y={160} fontSize={13} fill={INK}>
              {t`Oran ${a} : ${b}`}
            </text>
            {bands.map((thing, i) => (
              <rect
                key={i}
                x={JUG.x + 2}
                y={JUG.y + JUG.height - (i + 1) * cupHeight}
                width={JUG.width - 4}
                height={cupHeight}
                fill={thing.colour}
                stroke="#ffffff"
                strokeWidth={0.5}
              />
            ))}
            <path
              d={`M${JUG.x} ${JUG.y} V${JUG.y + JUG.height} H${JUG.x + JUG.width} V${JUG.y} M${JUG.x + JUG.width} ${JUG.y + 30} q22 10 0 60`}
              fill="none"
              stroke={INK}
              strokeWidth={3}
            />
            <text x={JUG.x + JUG.width / 2} y={JUG.y - 8} fontSize={13} textAnchor="middle" fill={INK}>
              {t`${x} : ${y}`}
            </text>
          </svg>
          <figcaption className={css.caption}>
            <Trans>Sürahideki her bant bir bardak. Tarif kartı ile sürahideki bardak sayılarını karşılaştır.</Trans>
          </figcaption>
        </figure>
        <div className={css.controls}>
          {(['first', 'second'] as const).map((which) => {
            const thing = spec[which];
            const name = i18n._(thing.label);
            const cups = state[which];
            return (
              <Stepper
                key={which}
                label={`${thing.emoji} ${capitalised(name)}`}
                value={cups}
                valueText={t`${cups} bardak`}
                decreaseLabel={t`Bir bardak ${name} çıkar`}
                increaseLabel={t`Bir bardak ${name} ekle`}
                canDecrease={cups > 0}
                canIncrease={cups < spec.maxCups}
                onStep={(steps) => change(pour(state, which, steps, spec.maxCups))}
              />
            );
          })}
          <p className={css.readout}>
            <Trans>
              Sürahide: {x} bardak {firstName}, {y} bardak {secondName}
            </Trans>
          </p>
        </div>
      </div>
    </TaskFrame>
  );
}

/** Two things mixed in a jug (juice and water, paint and water): keep the taste by keeping the ratio. */
export default function RatioMixerManipulative({ spec }: { spec: RatioMixerSpec }) {
  const run = useTaskRun(spec.tasks.length);
  const task = spec.tasks[run.index];
  return task ? <MixerBoard key={run.key} spec={spec} task={task} run={run} /> : null;
}
