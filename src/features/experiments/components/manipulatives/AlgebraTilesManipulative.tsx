import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AlgebraTilesSpec, AlgebraTilesTask } from '../../content/manipulativeTypes.ts';
import {
  changeTiles,
  checkTiles,
  expressionText,
  initialTiles,
  MAX_TILES,
  tilesValue,
  type AlgebraTilesState,
  type TileKind,
} from '../../model/manipulatives/algebraTiles.ts';
import { Stepper } from './Stepper.tsx';
import { TaskFrame } from './TaskFrame.tsx';
import { useTaskRun, type TaskRun } from './useTaskRun.ts';
import * as css from './manipulative.css.ts';

const POSITIVE = '#1f6f43';
const NEGATIVE = '#b03a2e';
const LINE = '#1b2a22';
const GAP = 6;
const LABEL_WIDTH = 54;
const UNIT = 24;
const X_LENGTH = 72;

type Row = { kind: TileKind; height: number; width: number; text: string; negative: boolean };

function AlgebraTilesBoard({ spec, task, run }: { spec: AlgebraTilesSpec; task: AlgebraTilesTask; run: TaskRun }) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<AlgebraTilesState>(() => initialTiles(task));
  const hatch = `tiles${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const change = (next: AlgebraTilesState) => {
    setState(next);
    run.clear();
  };
  const max = Math.min(spec.maxTiles, MAX_TILES);
  const one = spec.negatives ? '+1' : '1';
  const rows: Row[] = [
    { kind: 'x', height: X_LENGTH, width: UNIT, text: 'x', negative: false },
    ...(spec.negatives ? [{ kind: 'negX' as const, height: X_LENGTH, width: UNIT, text: '−x', negative: true }] : []),
    { kind: 'units', height: UNIT, width: UNIT, text: one, negative: false },
    ...(spec.negatives ? [{ kind: 'negUnits' as const, height: UNIT, width: UNIT, text: '−1', negative: true }] : []),
  ];
  const width = LABEL_WIDTH + max * (UNIT + GAP) + GAP;
  const height = rows.reduce((sum, row) => sum + row.height + 2 * GAP, GAP);

  const { x, negX, units, negUnits } = state;
  const onMat = spec.negatives ? t`Matta: ${x} tane x, ${negX} tane −x, ${units} tane +1, ${negUnits} tane −1.` : t`Matta: ${x} tane x, ${units} tane 1.`;
  const names: Record<TileKind, { label: string; less: string; more: string }> = {
    x: { label: t`x kutusu`, less: t`Bir x kutusu kaldır`, more: t`Bir x kutusu ekle` },
    negX: { label: t`−x kutusu`, less: t`Bir −x kutusu kaldır`, more: t`Bir −x kutusu ekle` },
    units: { label: t`${one} karesi`, less: t`Bir ${one} karesi kaldır`, more: t`Bir ${one} karesi ekle` },
    negUnits: { label: t`−1 karesi`, less: t`Bir −1 karesi kaldır`, more: t`Bir −1 karesi ekle` },
  };

  const check = () => {
    const verdict = checkTiles(task, state);
    const value = tilesValue(state);
    const expression = expressionText(value.x, value.units);
    const pairs = verdict.correct ? 0 : (verdict.detail ?? 0);
    const messages = {
      correct: t`Matta ${expression} var.`,
      empty: t`Matta hiç kutu yok. Düğmelerle x kutusu ve birim kare ekle.`,
      'x-off': t`Birim kareler doğru ama x kutularının değeri ifadeyle uyuşmuyor. x’in katsayısına bak.`,
      'units-off': t`x kutuları doğru ama birim karelerin değeri ifadeyle uyuşmuyor. Sabit terime bak.`,
      'both-off': t`x kutuları da birim kareler de ifadeyle uyuşmuyor. Önce x’in katsayısını, sonra sabit terimi modelle.`,
      'zero-pairs': t`Değer doğru ama matta ${pairs} sıfır çifti var. Bir +1 ile bir −1 (ya da x ile −x) birbirini götürür; çiftleri kaldırarak sadeleştir.`,
    } as const;
    run.report({ correct: verdict.correct, message: messages[verdict.feedback] });
  };

  let top = GAP;
  return (
    <TaskFrame run={run} prompt={i18n._(task.prompt)} onCheck={check}>
      <div className={css.board}>
        <figure className={css.figure}>
          <svg viewBox={`0 0 ${width} ${height}`} className={css.svg} role="img" aria-label={onMat}>
            <defs>
              <pattern id={hatch} width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                <rect width="8" height="8" fill={NEGATIVE} />
                <line x1="0" y1="0" x2="0" y2="8" stroke="#f2c4bd" strokeWidth="3" />
              </pattern>
            </defs>
            {rows.map((row) => {
              const y = top + GAP;
              top += row.height + 2 * GAP;
              return (
                <g key={row.kind}>
                  <text x={4} y={y + row.height / 2 + 5} fontSize={14} fontWeight={700} fill={LINE}>
                    {row.text}
                  </text>
                  {Array.from({ length: state[row.kind] }, (_, i) => {
                    const tileX = LABEL_WIDTH + i * (UNIT + GAP);
                    return (
                      <g key={i}>
                        <rect
                          x={tileX}
                          y={y}
                          width={row.width}
                          height={row.height}
                          rx={3}
                          fill={row.negative ? `url(#${hatch})` : POSITIVE}
                          stroke={LINE}
                          strokeWidth={1.5}
                        />
                        <text
                          x={tileX + row.width / 2}
                          y={y + row.height / 2 + 4}
                          fontSize={row.height > UNIT ? 13 : 10}
                          fontWeight={700}
                          textAnchor="middle"
                          fill="#ffffff"
                          stroke={row.negative ? NEGATIVE : 'none'}
                          strokeWidth={row.negative ? 2 : 0}
                          paintOrder="stroke"
                        >
                          {row.text}
                        </text>
                      </g>
                    );
                  })}
                </g>
              );
            })}
          </svg>
          <figcaption className={css.caption}>
            {spec.negatives ? (
              <Trans>Uzun kutular x, küçük kareler 1 değerindedir. Kırmızı çizgili olanlar eksi değerlidir ve üzerlerinde − işareti vardır.</Trans>
            ) : (
              <Trans>Uzun kutular x, küçük kareler 1 değerindedir.</Trans>
            )}
          </figcaption>
        </figure>
        <div className={css.controls}>
          {rows.map((row) => {
            const count = state[row.kind];
            const name = names[row.kind];
            return (
              <Stepper
                key={row.kind}
                label={name.label}
                value={count}
                valueText={t`${count} tane`}
                decreaseLabel={name.less}
                increaseLabel={name.more}
                canDecrease={count > 0}
                canIncrease={count < max}
                onStep={(steps) => change(changeTiles(state, row.kind, steps, max))}
              />
            );
          })}
          <p className={css.readout}>{onMat}</p>
        </div>
      </div>
    </TaskFrame>
  );
}

/** Algebra tiles: lay out x tiles and unit tiles (positive and negative) to model an algebraic expression. */
export default function AlgebraTilesManipulative({ spec }: { spec: AlgebraTilesSpec }) {
  const run = useTaskRun(spec.tasks.length);
  const task = spec.tasks[run.index];
  return task ? <AlgebraTilesBoard key={run.key} spec={spec} task={task} run={run} /> : null;
}
