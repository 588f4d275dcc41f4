import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LengthUnit, MeasuredThing, UnitMeasureSpec, UnitMeasureTask } from '../../content/manipulativeTypes.ts';
import type { LengthChoice, UnitMeasureState } from '../../model/manipulatives/unitMeasure.ts';
import { checkUnitMeasure, chooseLength, findUnit, initialUnitMeasure, layUnits, MAX_UNITS, unitsAlong } from '../../model/manipulatives/unitMeasure.ts';
import { Stepper } from './Stepper.tsx';
import { TaskFrame } from './TaskFrame.tsx';
import { useTaskRun, type TaskRun } from './useTaskRun.ts';
import * as css from './manipulative.css.ts';

const INK = '#1b2a22';
/** Pixels a centimetre: the drawing keeps true proportions, so a longer unit looks longer. */
const SCALE = 16;
const START = 24;
const UNIT_FILLS = ['#fde68a', '#bfdbfe'] as const;

/** One thing drawn to scale as a bar from the start line, its picture and name above it. */
function ThingBar({ thing, name, y }: { thing: MeasuredThing; name: string; y: number }) {
  return (
    <g>
      <text x={START} y={y - 6} fontSize={14} fontWeight={700} fill={INK}>
        {`${thing.emoji} ${name}`}
      </text>
      <rect x={START} y={y} width={thing.cm * SCALE} height={22} rx={6} fill="#86efac" stroke={INK} strokeWidth={1.5} />
    </g>
  );
}

/** `count` units laid end to end from the start line, alternately shaded and each with its picture. */
function UnitRow({ unit, count, y }: { unit: LengthUnit; count: number; y: number }) {
  const width = unit.cm * SCALE;
  return (
    <g>
      {Array.from({ length: count }, (_, i) => (
        <g key={i}>
          <rect x={START + i * width} y={y} width={width} height={24} fill={UNIT_FILLS[i % 2]} stroke={INK} strokeWidth={1} />
          <text x={START + i * width + width / 2} y={y + 17} fontSize={14} textAnchor="middle">
            {unit.emoji}
          </text>
        </g>
      ))}
    </g>
  );
}

function MeasureBoard({ spec, task, run }: { spec: UnitMeasureSpec; task: UnitMeasureTask; run: TaskRun }) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<UnitMeasureState>(initialUnitMeasure);
  const change = (next: UnitMeasureState) => {
    setState(next);
    run.clear();
  };
  const unitOf = (id: string) => findUnit(spec, id);
  const unitName = (id: string) => {
    const unit = unitOf(id);
    return unit ? i18n._(unit.label) : '';
  };

  let picture;
  let label: string;
  let controls;
  if (task.kind === 'measure') {
    const unit = unitOf(task.unit);
    const objectName = i18n._(task.object.label);
    const name = unitName(task.unit);
    const count = state.count;
    const laid = unit ? count * unit.cm : 0;
    const width = START * 2 + (task.object.cm + 2 * (unit?.cm ?? 0)) * SCALE;
    const end = START + task.object.cm * SCALE;
    const status =
      count === 0
        ? t`Henüz birim yok.`
        : laid < task.object.cm
          ? t`Birimler nesnenin sonuna ulaşmadı.`
          : laid > task.object.cm
            ? t`Birimler nesnenin sonunu geçti.`
            : t`Birimler tam nesnenin sonunda bitiyor.`;
    label = t`${objectName}. Altında ${count} ${name} yan yana dizili. ${status}`;
    picture = (
      <svg viewBox={`0 0 ${width} 130`} className={css.svg} role="img" aria-label={label}>
        <rect x={0} y={0} width={width} height={130} rx={10} fill="#f7faf5" />
        <ThingBar thing={task.object} name={objectName} y={36} />
        {unit ? <UnitRow unit={unit} count={count} y={70} /> : null}
        <line x1={START} y1={26} x2={START} y2={108} stroke="#b91c1c" strokeWidth={2} />
        <line x1={end} y1={26} x2={end} y2={108} stroke="#b91c1c" strokeWidth={2} strokeDasharray="5 4" />
      </svg>
    );
    controls = (
      <>
        <Stepper
          label={t`Dizilen ${name}`}
          value={count}
          valueText={`${count} ${name}`}
          decreaseLabel={t`Bir ${name} kaldır`}
          increaseLabel={t`Bir ${name} koy`}
          canDecrease={count > 0}
          canIncrease={count < MAX_UNITS}
          onStep={(steps) => change(layUnits(state, steps))}
        />
        <p className={css.readout}>
          <Trans>
            Nesnenin altında: {count} {name}
          </Trans>
        </p>
      </>
    );
  } else {
    const rows = [task.first, task.second];
    const names = rows.map((thing) => i18n._(thing.label));
    const [firstName = '', secondName = ''] = names;
    const counts = rows.map((thing) => {
      const unit = unitOf(thing.unit);
      return unit ? unitsAlong(thing.cm, unit) : 0;
    });
    const [firstCount = 0, secondCount = 0] = counts;
    const firstUnit = unitName(task.first.unit);
    const secondUnit = unitName(task.second.unit);
    const unitA = unitOf(task.first.unit);
    const unitB = unitOf(task.second.unit);
    let units = '';
    if (unitA && unitB && unitA.id !== unitB.id) {
      const longerUnit = unitA.cm > unitB.cm ? firstUnit : secondUnit;
      const sentence =
        unitA.cm === unitB.cm
          ? t`${firstUnit} ile ${secondUnit} aynı uzunlukta.`
          : t`${firstUnit} ile ${secondUnit} aynı uzunlukta değil; ${longerUnit} daha uzun.`;
      // The sentence starts with a unit's name: capitalise it the Turkish way (i → İ).
      units = sentence.charAt(0).toLocaleUpperCase('tr-TR') + sentence.slice(1);
    }
    label = `${t`Üstte ${firstName}: altında ${firstCount} ${firstUnit}. Altta ${secondName}: altında ${secondCount} ${secondUnit}.`} ${units}`.trim();
    const width = START * 2 + Math.max(task.first.cm, task.second.cm) * SCALE;
    picture = (
      <svg viewBox={`0 0 ${width} 220`} className={css.svg} role="img" aria-label={label}>
        <rect x={0} y={0} width={width} height={220} rx={10} fill="#f7faf5" />
        <ThingBar thing={task.first} name={`${firstName} (${firstCount} ${firstUnit})`} y={30} />
        {unitA ? <UnitRow unit={unitA} count={firstCount} y={56} /> : null}
        <ThingBar thing={task.second} name={`${secondName} (${secondCount} ${secondUnit})`} y={136} />
        {unitB ? <UnitRow unit={unitB} count={secondCount} y={162} /> : null}
        <line x1={START} y1={16} x2={START} y2={200} stroke="#b91c1c" strokeWidth={2} />
      </svg>
    );
    const choices: { id: LengthChoice; text: string }[] = [
      { id: 'first', text: t`${firstName} daha uzun` },
      { id: 'second', text: t`${secondName} daha uzun` },
      { id: 'equal', text: t`İkisi aynı uzunlukta` },
    ];
    controls = (
      <ul className={css.toggleRow} aria-label={t`Cevabın`}>
        {choices.map(({ id, text }) => (
          <li key={id}>
            <button type="button" className={css.toggle} aria-pressed={state.choice === id} onClick={() => change(chooseLength(state, id))}>
              {state.choice === id ? <span aria-hidden="true">✓</span> : null}
              {text}
            </button>
          </li>
        ))}
      </ul>
    );
  }

  const check = () => {
    const verdict = checkUnitMeasure(task, spec, state);
    if (verdict.correct) {
      if (task.kind === 'measure') {
        const objectName = i18n._(task.object.label);
        const name = unitName(task.unit);
        const count = state.count;
        run.report({ correct: true, message: t`Doğru! ${objectName}, ${count} ${name} uzunluğunda.` });
      } else run.report({ correct: true, message: t`Doğru! Birimlerin uzunluğuna da baktın.` });
      return;
    }
    const name = task.kind === 'measure' ? unitName(task.unit) : '';
    const sameUnit = task.kind === 'compare' && task.first.unit === task.second.unit;
    const messages = {
      empty: t`Henüz birim koymadın. + düğmesiyle bir ${name} koy.`,
      'too-few': t`Birimler nesnenin sonuna ulaşmadı. Bir ${name} daha koy.`,
      'too-many': t`Birimler nesnenin sonunu geçti. Bir ${name} kaldır.`,
      'no-choice': t`Önce bir cevap seç.`,
      'wrong-choice': sameUnit
        ? t`Bu cevap tutmadı. İkisi aynı birimle ölçüldü: hangisinde daha çok birim var?`
        : t`Bu cevap tutmadı. Birimler farklı: yalnızca sayılara değil, birimlerin uzunluğuna da bak.`,
    } as const;
    run.report({ correct: false, message: messages[verdict.feedback] });
  };

  return (
    <TaskFrame run={run} prompt={i18n._(task.prompt)} onCheck={check}>
      <div className={css.board}>
        <figure className={css.figure}>
          {picture}
          <figcaption className={css.caption}>
            {task.kind === 'measure' ? (
              <Trans>Birimleri kırmızı başlangıç çizgisinden başlayarak boşluk bırakmadan yan yana diz. Kesikli çizgi nesnenin sonudur.</Trans>
            ) : (
              <Trans>İki nesne de kırmızı çizgiden başlıyor. Sayılara ve birimlere birlikte bak.</Trans>
            )}
          </figcaption>
        </figure>
        <div className={css.controls}>{controls}</div>
      </div>
    </TaskFrame>
  );
}

/** Measuring length with non-standard units laid end to end: measure a thing, or compare two measured things. */
export default function UnitMeasureManipulative({ spec }: { spec: UnitMeasureSpec }) {
  const run = useTaskRun(spec.tasks.length);
  const task = spec.tasks[run.index];
  return task ? <MeasureBoard key={run.key} spec={spec} task={task} run={run} /> : null;
}
