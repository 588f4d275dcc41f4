import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ScaleChoice, ScaleState } from '../../model/manipulatives/balanceScale.ts';
import type { BalanceScaleSpec, ScaleTask } from '../../content/manipulativeTypes.ts';
import { addMass, beamTilt, checkScale, chooseSide, initialScale, kilogramsAndGrams, massesTotal, panLoads } from '../../model/manipulatives/balanceScale.ts';
import { Stepper } from './Stepper.tsx';
import { TaskFrame } from './TaskFrame.tsx';
import { useTaskRun, type TaskRun } from './useTaskRun.ts';
import * as css from './manipulative.css.ts';

const INK = '#1b2a22';
const PIVOT = { x: 210, y: 58 } as const;
const ARM = 140;
const TILT_DEGREES = 12;
const HANG = 72;
const PIECE = { width: 40, height: 18 } as const;

/** One pan hanging from a beam end at (x, y), with what lies on it drawn from its floor up. */
function Pan({ x, y, children }: { x: number; y: number; children?: ReactNode }) {
  const floor = y + HANG;
  return (
    <g>
      <line x1={x} y1={y} x2={x - 52} y2={floor} stroke={INK} strokeWidth={1.5} />
      <line x1={x} y1={y} x2={x + 52} y2={floor} stroke={INK} strokeWidth={1.5} />
      <path d={`M${x - 60} ${floor} H${x + 60} Q${x} ${floor + 26} ${x - 60} ${floor} Z`} fill="#cbd5e1" stroke={INK} strokeWidth={1.5} />
      <g transform={`translate(${x} ${floor})`}>{children}</g>
    </g>
  );
}

function ScaleBoard({ spec, task, run }: { spec: BalanceScaleSpec; task: ScaleTask; run: TaskRun }) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<ScaleState>(() => initialScale(spec));
  const change = (next: ScaleState) => {
    setState(next);
    run.clear();
  };

  // A box of counters (a non-standard unit) is counted, not added up in grams.
  const counterName = spec.counter ? i18n._(spec.counter.label) : null;
  const counted = (grams: number) => {
    const count = grams / (spec.masses[0] ?? 1);
    return `${count} ${counterName}`;
  };

  /** "750 g", or "1 kg 250 g" when asked for kilograms (and the mass is at least 1 kg); nothing for an unlabelled load. */
  const massText = (grams: number, show: 'g' | 'kg' | 'none' = 'kg') => {
    if (show === 'none') return '';
    if (counterName !== null) return counted(grams);
    const { kg, g } = kilogramsAndGrams(grams);
    if (show === 'g' || kg === 0) return t`${grams} g`;
    return g === 0 ? t`${kg} kg` : t`${kg} kg ${g} g`;
  };
  const massName = (grams: number) => {
    if (counterName !== null) return counterName;
    const kg = grams / 1000;
    return grams >= 1000 && grams % 1000 === 0 ? t`${kg} kg` : t`${grams} g`;
  };

  const loads = panLoads(task, spec.masses, state);
  const unlabelledTask = task.kind === 'compare' && (task.left.show === 'none' || task.right.show === 'none');
  const solved = run.verdict?.correct === true;
  // A compare task holds the beam level until the child's answer is right; then it lets go.
  const tilt = task.kind === 'compare' && !solved ? 0 : beamTilt(loads.left, loads.right);
  const angle = (tilt * TILT_DEGREES * Math.PI) / 180;
  const left = { x: PIVOT.x - ARM * Math.cos(angle), y: PIVOT.y - ARM * Math.sin(angle) };
  const right = { x: PIVOT.x + ARM * Math.cos(angle), y: PIVOT.y + ARM * Math.sin(angle) };
  const total = massesTotal(spec.masses, state.counts);
  const totalText = massText(total);

  const pieces = spec.masses.flatMap((grams, i) => Array.from({ length: state.counts[i] ?? 0 }, () => grams));
  const piecesText = spec.masses
    .map((grams, i) => ({ name: massName(grams), count: state.counts[i] ?? 0 }))
    .filter(({ count }) => count > 0)
    .map(({ name, count }) => (counterName !== null ? `${count} ${name}` : t`${count} tane ${name}`))
    .join(', ');
  const tiltText = tilt < 0 ? t`Sol kefe aşağıda.` : tilt > 0 ? t`Sağ kefe aşağıda.` : t`Terazi dengede.`;

  let label: string;
  if (task.kind === 'compare') {
    const describe = (load: typeof task.left) => {
      const name = i18n._(load.label);
      const mass = massText(load.grams, load.show);
      return mass === '' ? name : t`${name} (${mass})`;
    };
    const leftText = describe(task.left);
    const rightText = describe(task.right);
    label = solved
      ? t`Sol kefede ${leftText}, sağ kefede ${rightText}. ${tiltText}`
      : t`Sol kefede ${leftText}, sağ kefede ${rightText}. Terazi kilitli, kefeler şimdilik aynı hizada.`;
  } else {
    const objectName = task.kind === 'balance' ? i18n._(task.object.label) : '';
    const onLeft = task.kind === 'balance' ? t`Sol kefede ${objectName} var.` : t`Sol kefe boş.`;
    const onRight =
      pieces.length === 0 ? t`Sağ kefe boş.` : counterName !== null ? t`Sağ kefede ${piecesText}.` : t`Sağ kefede ${piecesText}; toplam ${totalText}.`;
    label = `${onLeft} ${onRight} ${tiltText}`;
  }

  const check = () => {
    const verdict = checkScale(task, spec.masses, state);
    const making = task.kind === 'make';
    const objectName = task.kind === 'balance' ? i18n._(task.object.label) : '';
    const counterMessages =
      counterName === null
        ? null
        : {
            correct: making ? t`Sağ kefede tam ${totalText} var.` : t`Terazi dengede: ${objectName}, ${totalText} ağırlığında.`,
            empty: t`Sağ kefe boş. Kutudan bir ${counterName} koy.`,
            'too-light': t`Sağ kefe yukarıda kaldı: ${counterName} az geldi. Bir ${counterName} daha koy.`,
            'too-heavy': t`Sağ kefe aşağı indi: ${counterName} çok geldi. Bir ${counterName} al.`,
          };
    const messages = {
      correct:
        task.kind === 'compare'
          ? t`Doğru tahmin! Terazinin kilidi açıldı; resimde kefelerin durumuna bak.`
          : making
            ? t`Sağ kefede tam ${totalText} var.`
            : t`Terazi dengede. Sol kefedeki cismin kütlesi ${totalText}.`,
      empty: t`Sağ kefe boş. Kutudan bir kütle koy.`,
      'too-light': making ? t`Sağ kefedeki kütleler istenenden az. Kütle ekle.` : t`Sağ kefe yukarıda kaldı: kütleler hafif geldi. Kütle ekle.`,
      'too-heavy': making
        ? t`Sağ kefedeki kütleler istenenden fazla. Bir kütleyi kaldır ya da daha hafif olanla değiştir.`
        : t`Sağ kefe aşağı indi: kütleler ağır geldi. Bir kütleyi kaldır ya da daha hafif olanla değiştir.`,
      'no-choice': t`Önce bir cevap seç.`,
      'wrong-choice': unlabelledTask
        ? t`Bu tahmin tutmadı. İkisini ellerinde tuttuğunu düşün: hangisi daha ağır?`
        : t`Bu tahmin tutmadı. İki kütleyi aynı birime, grama çevirip yeniden karşılaştır.`,
      ...(task.kind === 'compare' ? {} : counterMessages),
    } as const;
    run.report({ correct: verdict.correct, message: messages[verdict.feedback] });
  };

  const choices: { id: ScaleChoice; text: string }[] = [
    { id: 'left', text: t`Sol kefe aşağı iner` },
    { id: 'right', text: t`Sağ kefe aşağı iner` },
    { id: 'level', text: t`Terazi dengede kalır` },
  ];

  const loadOnPan = (emoji: string, caption: string) => (
    <>
      <text x={0} y={-8} fontSize={34} textAnchor="middle">
        {emoji}
      </text>
      {caption ? (
        <text x={0} y={22} fontSize={12} fontWeight={700} textAnchor="middle" fill={INK}>
          {caption}
        </text>
      ) : null}
    </>
  );

  return (
    <TaskFrame run={run} prompt={i18n._(task.prompt)} onCheck={check}>
      <div className={css.board}>
        <figure className={css.figure}>
          <svg viewBox="0 0 420 250" className={css.svg} role="img" aria-label={label}>
            <rect x={0} y={0} width={420} height={250} rx={10} fill="#f7faf5" />
            <path d={`M${PIVOT.x} ${PIVOT.y} L${PIVOT.x - 14} 232 H${PIVOT.x + 14} Z`} fill="#94a3b8" stroke={INK} />
            <rect x={PIVOT.x - 60} y={232} width={120} height={12} rx={3} fill="#64748b" stroke={INK} />
            <line x1={left.x} y1={left.y} x2={right.x} y2={right.y} stroke={INK} strokeWidth={6} strokeLinecap="round" />
            <circle cx={PIVOT.x} cy={PIVOT.y} r={7} fill="#f59e0b" stroke={INK} />
            <line x1={PIVOT.x} y1={PIVOT.y} x2={PIVOT.x} y2={PIVOT.y + 40} stroke="#b91c1c" strokeWidth={3} />
            <Pan x={left.x} y={left.y}>
              {task.kind === 'balance' ? loadOnPan(task.object.emoji, '') : null}
              {task.kind === 'compare' ? loadOnPan(task.left.emoji, massText(task.left.grams, task.left.show)) : null}
            </Pan>
            <Pan x={right.x} y={right.y}>
              {task.kind === 'compare'
                ? loadOnPan(task.right.emoji, massText(task.right.grams, task.right.show))
                : counterName !== null && spec.counter
                  ? pieces.map((_, i) => (
                      <text key={i} x={((i % 5) - 2) * 22} y={-4 - Math.floor(i / 5) * 20} fontSize={18} textAnchor="middle">
                        {spec.counter?.emoji}
                      </text>
                    ))
                  : pieces.map((grams, i) => {
                      const column = i % 3;
                      const row = Math.floor(i / 3);
                      const x = (column - 1) * (PIECE.width + 2) - PIECE.width / 2;
                      const y = -PIECE.height * (row + 1) - row;
                      return (
                        <g key={i}>
                          <rect x={x} y={y} width={PIECE.width} height={PIECE.height} rx={3} fill="#fbbf24" stroke={INK} />
                          <text x={x + PIECE.width / 2} y={y + 13} fontSize={10} fontWeight={700} textAnchor="middle" fill={INK}>
                            {massName(grams)}
                          </text>
                        </g>
                      );
                    })}
            </Pan>
          </svg>
          <figcaption className={css.caption}>
            {task.kind === 'compare' && unlabelledTask ? (
              <Trans>Terazi kilitli. Kefelerde ne olduğuna bak ve kilit açılınca ne olacağını tahmin et.</Trans>
            ) : task.kind === 'compare' ? (
              <Trans>Terazi kilitli. Kefelerdeki kütleleri karşılaştır ve kilit açılınca ne olacağını tahmin et.</Trans>
            ) : (
              <Trans>Ağır gelen kefe aşağı iner. İki kefedeki kütleler eşit olunca terazi dengeye gelir ve kırmızı çizgi dik durur.</Trans>
            )}
          </figcaption>
        </figure>
        <div className={css.controls}>
          {task.kind === 'compare' ? (
            <ul className={css.toggleRow} aria-label={t`Tahminin`}>
              {choices.map(({ id, text }) => (
                <li key={id}>
                  <button type="button" className={css.toggle} aria-pressed={state.choice === id} onClick={() => change(chooseSide(state, id))}>
                    {state.choice === id ? <span aria-hidden="true">✓</span> : null}
                    {text}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <>
              {spec.masses.map((grams, i) => {
                const name = massName(grams);
                const count = state.counts[i] ?? 0;
                return (
                  <Stepper
                    key={grams}
                    label={name}
                    value={count}
                    valueText={t`${count} tane`}
                    decreaseLabel={counterName !== null ? t`Sağ kefeden bir ${name} al` : t`Sağ kefeden ${name}’lık bir kütle al`}
                    increaseLabel={counterName !== null ? t`Sağ kefeye bir ${name} koy` : t`Sağ kefeye ${name}’lık bir kütle koy`}
                    canDecrease={count > 0}
                    canIncrease={count < spec.each}
                    onStep={(steps) => change(addMass(state, i, steps, spec.each))}
                  />
                );
              })}
              <p className={css.readout}>{counterName !== null ? <Trans>Sağ kefede: {totalText}</Trans> : <Trans>Sağ kefedeki kütleler: {totalText}</Trans>}</p>
            </>
          )}
        </div>
      </div>
    </TaskFrame>
  );
}

/** An equal-arm balance with a box of standard masses: balance an object, make a mass, or say which pan goes down. */
export default function BalanceScaleManipulative({ spec }: { spec: BalanceScaleSpec }) {
  const run = useTaskRun(spec.tasks.length);
  const task = spec.tasks[run.index];
  return task ? <ScaleBoard key={run.key} spec={spec} task={task} run={run} /> : null;
}
