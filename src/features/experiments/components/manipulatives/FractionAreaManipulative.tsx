import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FractionAreaSpec, FractionAreaTask } from '../../content/manipulativeTypes.ts';
import { checkFraction, cutInto, initialFraction, shadedCount, toggleFractionPart, type FractionState } from '../../model/manipulatives/fractionArea.ts';
import { Stepper } from './Stepper.tsx';
import { TaskFrame } from './TaskFrame.tsx';
import { useTaskRun, type TaskRun } from './useTaskRun.ts';
import * as css from './manipulative.css.ts';

const SHADE = '#1f6f43';
const PAPER = '#ffffff';
const LINE = '#1b2a22';

/** The path of part `index` of a circle cut into `parts` equal sectors, the first from twelve o’clock on. */
function sectorPath(cx: number, cy: number, r: number, index: number, parts: number): string {
  const from = -Math.PI / 2 + (2 * Math.PI * index) / parts;
  const to = -Math.PI / 2 + (2 * Math.PI * (index + 1)) / parts;
  const large = to - from > Math.PI ? 1 : 0;
  const point = (angle: number) => [(cx + r * Math.cos(angle)).toFixed(2), (cy + r * Math.sin(angle)).toFixed(2)].join(' ');
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an SVG path
  return `M${cx} ${cy} L${point(from)} A${r} ${r} 0 ${large} 1 ${point(to)} Z`;
}

type WholeProps = {
  shape: FractionAreaSpec['shape'];
  parts: number;
  shaded: readonly boolean[];
  x: number;
  y: number;
  size: number;
  hatch: string;
  onToggle?: (index: number) => void;
};

/** One whole, cut into equal parts; shaded parts are green and hatched, so they differ by more than colour. */
function Whole({ shape, parts, shaded, x, y, size, hatch, onToggle }: WholeProps) {
  const fill = (index: number) => (shaded[index] ? `url(#${hatch})` : PAPER);
  const click = onToggle ? (index: number) => () => onToggle(index) : () => undefined;
  if (shape === 'circle') {
    const r = size / 2;
    if (parts === 1) return <circle cx={x + r} cy={y + r} r={r} fill={fill(0)} stroke={LINE} strokeWidth={2} onClick={click(0)} />;
    return (
      <g>
        {Array.from({ length: parts }, (_, i) => (
          <path key={i} d={sectorPath(x + r, y + r, r, i, parts)} fill={fill(i)} stroke={LINE} strokeWidth={2} onClick={click(i)} />
        ))}
      </g>
    );
  }
  const width = size * 2;
  const height = size * 0.6;
  const partWidth = width / parts;
  return (
    <g>
      {Array.from({ length: parts }, (_, i) => (
        <rect key={i} x={x + i * partWidth} y={y} width={partWidth} height={height} fill={fill(i)} stroke={LINE} strokeWidth={2} onClick={click(i)} />
      ))}
    </g>
  );
}

function FractionBoard({ spec, task, run }: { spec: FractionAreaSpec; task: FractionAreaTask; run: TaskRun }) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<FractionState>(() => initialFraction(task));
  const hatch = `hatch${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const change = (next: FractionState) => {
    setState(next);
    run.clear();
  };

  const parts = state.parts;
  const shaded = shadedCount(state);
  const numerator = task.numerator;
  const denominator = task.denominator;
  const circle = spec.shape === 'circle';
  const size = circle ? 200 : 150;
  const wholeHeight = circle ? size : size * 0.6;
  const referenceGap = task.kind === 'equivalent' ? wholeHeight + 40 : 0;
  const viewWidth = circle ? (task.kind === 'equivalent' ? 460 : 240) : 340;
  const viewHeight = circle ? size + 40 : wholeHeight + 40 + referenceGap;
  const label = parts === 1 ? t`Bütün henüz bölünmedi; ${shaded} parça boyalı.` : t`Bütün ${parts} eşit parçaya bölünmüş; ${shaded} parça boyalı.`;
  const inWords = spec.inWords === true;
  const referenceLabel = t`Örnek: bütünün ${numerator}/${denominator} kadarı boyalı.`;
  // In words the amount is too long for the drawing's caption; the readout beside it says it.
  const yours = inWords ? t`Senin bütünün` : t`Senin bütünün: ${shaded}/${parts}`;

  const check = () => {
    const verdict = checkFraction(task, state);
    const messages = {
      correct: inWords
        ? t`${parts} eşit parçanın ${shaded} parçasını boyadın.`
        : t`Boyadığın kısım ${shaded}/${parts}; bu, ${numerator}/${denominator} ile aynı büyüklükte.`,
      'none-shaded': t`Hiç parça boyamadın. Boyamak için parçalara dokun.`,
      'too-few': t`Boyalı kısım istenenden az. Kaç parça boyaman gerektiğini yeniden düşün.`,
      'too-many': t`Boyalı kısım istenenden fazla. Bir parçanın boyasını kaldırmayı dene.`,
      'same-parts': t`Bu, kesrin kendisi. Bütünü başka sayıda eşit parçaya bölüp aynı büyüklüğü boya.`,
      'cannot-split': t`Bu kadar parçayla bu kesir tam gösterilemez. Paydanın katı olan bir parça sayısı dene.`,
    } as const;
    run.report({ correct: verdict.correct, message: messages[verdict.feedback] });
  };

  return (
    <TaskFrame run={run} prompt={i18n._(task.prompt)} onCheck={check}>
      <div className={css.board}>
        <figure className={css.figure}>
          <svg
            viewBox={`0 0 ${viewWidth} ${viewHeight}`}
            className={css.svg}
            role="img"
            aria-label={task.kind === 'equivalent' ? `${label} ${referenceLabel}` : label}
          >
            <defs>
              <pattern id={hatch} width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                <rect width="8" height="8" fill={SHADE} />
                <line x1="0" y1="0" x2="0" y2="8" stroke="#a7d7b8" strokeWidth="3" />
              </pattern>
            </defs>
            {task.kind === 'equivalent' ? (
              <>
                <text x={10} y={16} fontSize={14} fill={LINE}>{t`Örnek: ${numerator}/${denominator}`}</text>
                <Whole
                  shape={spec.shape}
                  parts={denominator}
                  shaded={Array.from({ length: denominator }, (_, i) => i < numerator)}
                  x={circle ? 250 : 20}
                  y={24}
                  size={size}
                  hatch={hatch}
                />
              </>
            ) : null}
            <text x={10} y={circle ? 16 : referenceGap + 16} fontSize={14} fill={LINE}>
              {yours}
            </text>
            <Whole
              shape={spec.shape}
              parts={parts}
              shaded={state.shaded}
              x={circle ? 20 : 20}
              y={circle ? 24 : referenceGap + 24}
              size={size}
              hatch={hatch}
              onToggle={(index) => change(toggleFractionPart(state, index))}
            />
          </svg>
          <figcaption className={css.caption}>
            <Trans>Boyalı parçalar yeşil ve çizgili. Bir parçaya dokunarak ya da aşağıdaki düğmelerle boya.</Trans>
          </figcaption>
        </figure>
        <div className={css.controls}>
          {task.kind === 'equivalent' ? (
            <Stepper
              label={t`Parça sayısı`}
              value={parts}
              valueText={t`${parts} parça`}
              decreaseLabel={t`Bütünü daha az parçaya böl`}
              increaseLabel={t`Bütünü daha çok parçaya böl`}
              canDecrease={parts > 1}
              canIncrease={parts < spec.maxParts}
              onStep={(steps) => change(cutInto(state, parts + steps, spec.maxParts))}
            />
          ) : null}
          <ul className={css.toggleRow} aria-label={t`Parçalar`}>
            {state.shaded.map((on, index) => {
              const number = index + 1;
              return (
                <li key={index}>
                  <button
                    type="button"
                    className={css.toggle}
                    aria-pressed={on}
                    aria-label={t`${number}. parça`}
                    onClick={() => change(toggleFractionPart(state, index))}
                  >
                    {number}
                    {on ? <span aria-hidden="true">✓</span> : null}
                  </button>
                </li>
              );
            })}
          </ul>
          <p className={css.readout}>
            {inWords ? (
              <Trans>
                Boyalı: {parts} parçanın {shaded} parçası
              </Trans>
            ) : (
              <Trans>
                Boyalı: {shaded} / {parts}
              </Trans>
            )}
          </p>
        </div>
      </div>
    </TaskFrame>
  );
}

/** An area model: shade equal parts of a rectangle or a circle to show a fraction, or an equal one. */
export default function FractionAreaManipulative({ spec }: { spec: FractionAreaSpec }) {
  const run = useTaskRun(spec.tasks.length);
  const task = spec.tasks[run.index];
  return task ? <FractionBoard key={run.key} spec={spec} task={task} run={run} /> : null;
}
