import { useState, type MouseEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { VennRegion, VennSpec, VennTask } from '../../content/manipulativeTypes.ts';
import { checkVenn, chooseVennAnswer, initialVenn, placeVennItem, selectVennItem, vennRegions, type VennState } from '../../model/manipulatives/venn.ts';
import { AnswerChoices } from './AnswerChoices.tsx';
import { TaskFrame } from './TaskFrame.tsx';
import { useTaskRun, type TaskRun } from './useTaskRun.ts';
import * as css from './manipulative.css.ts';

const WIDTH = 400;
const HEIGHT = 280;
const RADIUS = 100;
const CIRCLE_Y = 125;
const STRIP_TOP = 238;
const LINE = '#1b2a22';

type Layout = { centres: { a: number; b?: number }; anchors: Record<VennRegion, number> };

/** Where the circles stand, and the x about which each region's items are stacked. */
const layoutOf = (twoSets: boolean): Layout =>
  twoSets
    ? { centres: { a: 150, b: 250 }, anchors: { a: 100, both: 200, b: 300, outside: 200 } }
    : { centres: { a: 200 }, anchors: { a: 200, both: 200, b: 200, outside: 200 } };

/** The region under a point of the picture (in its own units). */
function regionAt(x: number, y: number, layout: Layout): VennRegion {
  const inside = (centre: number | undefined) => centre !== undefined && (x - centre) ** 2 + (y - CIRCLE_Y) ** 2 <= RADIUS ** 2;
  const a = inside(layout.centres.a);
  const b = inside(layout.centres.b);
  if (a && b) return 'both';
  if (a) return 'a';
  if (b) return 'b';
  return 'outside';
}

/** Items of a region in columns of four about its anchor; outside items in one row along the strip. */
function itemPosition(region: VennRegion, order: number, layout: Layout): { x: number; y: number } {
  if (region === 'outside') return { x: 40 + order * 36, y: STRIP_TOP + 26 };
  const column = Math.floor(order / 4);
  const row = order % 4;
  const columns = region === 'both' ? 1 : 2;
  const x = layout.anchors[region] + (column % columns) * 40 - (columns === 2 ? 20 : 0) + Math.floor(column / columns) * 12;
  return { x, y: CIRCLE_Y - 54 + row * 36 };
}

function VennBoard({ task, run }: { task: VennTask; run: TaskRun }) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<VennState>(() => initialVenn(task));
  const change = (next: VennState) => {
    setState(next);
    run.clear();
  };
  const twoSets = task.sets.b !== undefined;
  const layout = layoutOf(twoSets);
  const setA = i18n._(task.sets.a);
  const setB = task.sets.b ? i18n._(task.sets.b) : '';
  const names = task.items.map((item) => i18n._(item.label));
  const regionName: Record<VennRegion, string> = twoSets
    ? { a: t`yalnız A’da`, both: t`A ile B’nin kesişiminde`, b: t`yalnız B’de`, outside: t`kümelerin dışında` }
    : { a: t`A kümesinde`, both: t`A kümesinde`, b: t`A kümesinde`, outside: t`kümenin dışında` };
  const placeLabel: Record<VennRegion, string> = twoSets
    ? { a: t`Yalnız A’ya koy`, both: t`A ile B’nin kesişimine koy`, b: t`Yalnız B’ye koy`, outside: t`Kümelerin dışına koy` }
    : { a: t`A kümesine koy`, both: t`A kümesine koy`, b: t`A kümesine koy`, outside: t`Kümenin dışına koy` };
  const whereText = (where: VennRegion | null) => (where === null ? t`henüz yerleştirilmedi` : regionName[where]);

  // What the picture shows, region by region, for a screen reader.
  const regions = vennRegions(twoSets);
  const summary = regions
    .map((region) => {
      const members = names.filter((_, i) => state.placed[i] === region);
      const list = members.length > 0 ? members.join(', ') : t`eleman yok`;
      const where = regionName[region];
      return t`${where}: ${list}`;
    })
    .join('; ');
  const pictureLabel = twoSets ? t`Venn şeması. A: ${setA}. B: ${setB}. ${summary}.` : t`Venn şeması. A: ${setA}. ${summary}.`;

  const selected = state.selected;
  const selectedName = selected === null ? null : (names[selected] ?? null);
  const sorting = task.kind === 'sort';

  const tapPicture = (event: MouseEvent<SVGSVGElement>) => {
    if (!sorting || selected === null) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const x = ((event.clientX - box.left) / box.width) * WIDTH;
    const y = ((event.clientY - box.top) / box.height) * HEIGHT;
    change(placeVennItem(state, regionAt(x, y, layout)));
  };

  const check = () => {
    const verdict = checkVenn(task, state);
    const count = verdict.correct ? 0 : (verdict.detail ?? 0);
    const messages = {
      correct: sorting ? t`Bütün elemanlar doğru bölgede.` : t`Şemayı doğru okudun.`,
      unplaced: t`${count} eleman henüz yerleştirilmedi. Bir eleman seç, sonra bölgesini seç.`,
      misplaced: t`${count} eleman yanlış bölgede. Her eleman için “A’ya ait mi, B’ye ait mi?” sorularını ayrı ayrı sor.`,
      'no-choice': t`Önce bir cevap seç.`,
      'wrong-choice': t`Bu cevap şemayla uyuşmuyor. Her bölgedeki elemanlara yeniden bak.`,
    } as const;
    run.report({ correct: verdict.correct, message: messages[verdict.feedback] });
  };

  const counters = regions.map(() => 0);
  return (
    <TaskFrame run={run} prompt={i18n._(task.prompt)} onCheck={check}>
      <div className={css.board}>
        <figure className={css.figure}>
          <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={css.svg} role="img" aria-label={pictureLabel} onClick={tapPicture}>
            <rect x={2} y={2} width={WIDTH - 4} height={HEIGHT - 4} rx={10} fill="#ffffff" stroke={LINE} strokeWidth={2} />
            <circle cx={layout.centres.a} cy={CIRCLE_Y} r={RADIUS} fill="#2f6fb0" fillOpacity={0.12} stroke="#2f6fb0" strokeWidth={3} />
            {layout.centres.b !== undefined ? (
              <circle
                cx={layout.centres.b}
                cy={CIRCLE_Y}
                r={RADIUS}
                fill="#c0562f"
                fillOpacity={0.12}
                stroke="#c0562f"
                strokeWidth={3}
                strokeDasharray="10 5"
              />
            ) : null}
            <text x={layout.centres.a - RADIUS + 4} y={34} fontSize={20} fontWeight={700} fill={LINE}>
              A
            </text>
            {layout.centres.b !== undefined ? (
              <text x={layout.centres.b + RADIUS - 18} y={34} fontSize={20} fontWeight={700} fill={LINE}>
                B
              </text>
            ) : null}
            <line x1={2} y1={STRIP_TOP} x2={WIDTH - 2} y2={STRIP_TOP} stroke={LINE} strokeDasharray="4 4" />
            <text x={10} y={STRIP_TOP + 12} fontSize={10} fill={LINE}>
              {twoSets ? t`Kümelerin dışında` : t`Kümenin dışında`}
            </text>
            {task.items.map((item, i) => {
              const where = state.placed[i];
              if (where === null || where === undefined) return null;
              const slot = regions.indexOf(where);
              const order = counters[slot] ?? 0;
              counters[slot] = order + 1;
              const { x, y } = itemPosition(where, order, layout);
              return (
                <g key={item.id}>
                  <circle cx={x} cy={y - 6} r={3} fill={LINE} />
                  <text x={x + 6} y={y} fontSize={item.emoji ? 20 : 16} fontWeight={700} fill={LINE}>
                    {item.emoji ?? names[i]}
                  </text>
                </g>
              );
            })}
          </svg>
          <figcaption className={css.caption}>
            <Trans>A: {setA}</Trans>
            {twoSets ? (
              <>
                {' · '}
                <Trans>B: {setB}</Trans>
              </>
            ) : null}
          </figcaption>
        </figure>
        <div className={css.controls}>
          {sorting ? (
            <>
              <p className={css.hint}>
                <Trans>Önce bir eleman seç, sonra onun bölgesini seç ya da şemada o bölgeye dokun.</Trans>
              </p>
              <ul className={css.toggleRow} aria-label={t`Elemanlar`}>
                {task.items.map((item, i) => {
                  const name = names[i] ?? '';
                  const where = whereText(state.placed[i] ?? null);
                  return (
                    <li key={item.id}>
                      <button
                        type="button"
                        className={css.toggle}
                        aria-pressed={selected === i}
                        aria-label={t`${name}: ${where}`}
                        onClick={() => change(selectVennItem(state, i))}
                      >
                        {selected === i ? <span aria-hidden="true">✓</span> : null}
                        {item.emoji ? <span aria-hidden="true">{item.emoji}</span> : null}
                        {name}
                      </button>
                    </li>
                  );
                })}
              </ul>
              <p className={css.readout} aria-live="polite">
                {selectedName === null ? <Trans>Yerleştirmek için bir eleman seç.</Trans> : <Trans>Seçili eleman: {selectedName}</Trans>}
              </p>
              <ul className={css.toggleRow} aria-label={t`Bölgeler`}>
                {regions.map((region) => (
                  <li key={region}>
                    <button
                      type="button"
                      className={css.toggle}
                      aria-disabled={selected === null}
                      onClick={() => selected !== null && change(placeVennItem(state, region))}
                    >
                      {placeLabel[region]}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <AnswerChoices options={task.options} chosen={state.choice} onChoose={(i) => change(chooseVennAnswer(state, i))} />
          )}
        </div>
      </div>
    </TaskFrame>
  );
}

/** A Venn diagram: sort elements into one set or two overlapping sets (or neither), then read intersections and unions. */
export default function VennManipulative({ spec }: { spec: VennSpec }) {
  const run = useTaskRun(spec.tasks.length);
  const task = spec.tasks[run.index];
  return task ? <VennBoard key={run.key} task={task} run={run} /> : null;
}
