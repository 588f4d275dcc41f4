import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import { numberFormat } from '@/shared/i18n/format.ts';
import type { PlaceValueSpec, PlaceValueTask } from '../../content/manipulativeTypes.ts';
import {
  MAX_BLOCKS,
  addBlocks,
  blocksValue,
  canTradeDown,
  canTradeUp,
  checkPlaceValue,
  initialPlaceValue,
  tradeDown,
  tradeUp,
  type Place,
  type PlaceValueState,
} from '../../model/manipulatives/placeValue.ts';
import { Stepper } from './Stepper.tsx';
import { TaskFrame } from './TaskFrame.tsx';
import { useTaskRun, type TaskRun } from './useTaskRun.ts';
import * as css from './manipulative.css.ts';

const INK = '#1b2a22';
const COLOURS: Record<Place, string> = { hundreds: '#f59e0b', tens: '#3b82f6', ones: '#22c55e' };
const number = numberFormat();

/** Flats, rods and cubes, each kind in its own column of the mat. */
function Blocks({ state, places }: { state: PlaceValueState; places: 2 | 3 }) {
  const columns: { place: Place; x: number }[] =
    places === 3
      ? [
          { place: 'hundreds', x: 10 },
          { place: 'tens', x: 200 },
          { place: 'ones', x: 330 },
        ]
      : [
          { place: 'tens', x: 20 },
          { place: 'ones', x: 260 },
        ];
  return (
    <>
      {columns.map(({ place, x }) =>
        Array.from({ length: state[place] }, (_, i) => {
          if (place === 'hundreds') {
            const cx = x + (i % 4) * 44;
            const cy = 10 + Math.floor(i / 4) * 44;
            return (
              <g key={`${place}${i}`}>
                <rect x={cx} y={cy} width={40} height={40} fill={COLOURS.hundreds} stroke={INK} />
                <path d={`M${cx + 20} ${cy} V${cy + 40} M${cx} ${cy + 20} H${cx + 40}`} stroke={INK} strokeOpacity={0.35} />
              </g>
            );
          }
          if (place === 'tens') {
            const perRow = places === 3 ? 10 : 20;
            const rx = x + (i % perRow) * 11;
            const ry = 10 + Math.floor(i / perRow) * 100;
            return <rect key={`${place}${i}`} x={rx} y={ry} width={9} height={90} fill={COLOURS.tens} stroke={INK} />;
          }
          const ox = x + (i % 5) * 14;
          const oy = 10 + Math.floor(i / 5) * 14;
          return <rect key={`${place}${i}`} x={ox} y={oy} width={11} height={11} fill={COLOURS.ones} stroke={INK} />;
        }),
      )}
    </>
  );
}

function PlaceValueBoard({ spec, task, run }: { spec: PlaceValueSpec; task: PlaceValueTask; run: TaskRun }) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<PlaceValueState>(() => initialPlaceValue(task));
  const change = (next: PlaceValueState) => {
    setState(next);
    run.clear();
  };
  const places = spec.places;
  const value = number.format(blocksValue(state));
  const { hundreds, tens, ones } = state;
  const label =
    places === 3
      ? t`Altlıkta ${hundreds} yüzlük, ${tens} onluk ve ${ones} birlik var; sayı ${value}.`
      : t`Altlıkta ${tens} onluk ve ${ones} birlik var; sayı ${value}.`;

  const names: Record<Place, { group: string; one: (n: number) => string; add: string; remove: string }> = {
    hundreds: { group: t`Yüzlükler`, one: (n) => t`${n} yüzlük`, add: t`Bir yüzlük ekle`, remove: t`Bir yüzlük çıkar` },
    tens: { group: t`Onluklar`, one: (n) => t`${n} onluk`, add: t`Bir onluk ekle`, remove: t`Bir onluk çıkar` },
    ones: { group: t`Birlikler`, one: (n) => t`${n} birlik`, add: t`Bir birlik ekle`, remove: t`Bir birlik çıkar` },
  };
  const shownPlaces: Place[] = places === 3 ? ['hundreds', 'tens', 'ones'] : ['tens', 'ones'];
  const trades: { place: Place; up: string; down: string }[] = [
    { place: 'ones', up: t`10 birliği 1 onluğa çevir`, down: t`1 onluğu 10 birliğe çevir` },
    ...(places === 3 ? [{ place: 'tens' as const, up: t`10 onluğu 1 yüzlüğe çevir`, down: t`1 yüzlüğü 10 onluğa çevir` }] : []),
  ];

  const check = () => {
    const verdict = checkPlaceValue(task, state);
    const messages = {
      correct:
        places === 3
          ? t`${value} sayısını ${hundreds} yüzlük, ${tens} onluk ve ${ones} birlikle gösterdin.`
          : t`${value} sayısını ${tens} onluk ve ${ones} birlikle gösterdin.`,
      'too-small': t`Altlıktaki sayı ${value}; istenen sayıdan küçük. Blok ekle.`,
      'too-big': t`Altlıktaki sayı ${value}; istenen sayıdan büyük. Blok çıkar.`,
      regroup: t`Sayı doğru, ama bir basamakta 9’dan fazla blok var. 10 tanesini bir üst basamağın 1 bloğuna çevir.`,
    } as const;
    run.report({ correct: verdict.correct, message: messages[verdict.feedback] });
  };

  return (
    <TaskFrame run={run} prompt={i18n._(task.prompt)} onCheck={check}>
      <div className={css.board}>
        <figure className={css.figure}>
          <svg viewBox="0 0 420 230" className={css.svg} role="img" aria-label={label}>
            <rect x={0} y={0} width={420} height={230} rx={10} fill="#f7faf5" />
            <Blocks state={state} places={places} />
          </svg>
          <figcaption className={css.caption}>
            {places === 3 ? (
              <Trans>Turuncu kare: yüzlük (100). Mavi çubuk: onluk (10). Yeşil küp: birlik (1).</Trans>
            ) : (
              <Trans>Mavi çubuk: onluk (10). Yeşil küp: birlik (1).</Trans>
            )}
          </figcaption>
        </figure>
        <div className={css.controls}>
          {shownPlaces.map((place) => {
            const count = state[place];
            return (
              <Stepper
                key={place}
                label={names[place].group}
                value={count}
                valueText={names[place].one(count)}
                decreaseLabel={names[place].remove}
                increaseLabel={names[place].add}
                canDecrease={count > 0}
                canIncrease={count < MAX_BLOCKS}
                onStep={(steps) => change(addBlocks(state, place, steps))}
              />
            );
          })}
          <div className={css.checkRow} role="group" aria-label={t`Bozdur ve birleştir`}>
            {trades.map(({ place, up, down }) => {
              const canUp = canTradeUp(state, place, places);
              const canDown = canTradeDown(state, place, places);
              return (
                <span key={place} className={css.checkRow}>
                  <Button variant="ghost" size="sm" aria-disabled={!canUp} onClick={() => canUp && change(tradeUp(state, place, places))}>
                    {up}
                  </Button>
                  <Button variant="ghost" size="sm" aria-disabled={!canDown} onClick={() => canDown && change(tradeDown(state, place, places))}>
                    {down}
                  </Button>
                </span>
              );
            })}
          </div>
          <p className={css.readout}>
            <Trans>Altlıktaki sayı: {value}</Trans>
          </p>
        </div>
      </div>
    </TaskFrame>
  );
}

/** Base-ten blocks on a mat: add and take away hundreds, tens and ones, and trade ten for one of the next place. */
export default function PlaceValueManipulative({ spec }: { spec: PlaceValueSpec }) {
  const run = useTaskRun(spec.tasks.length);
  const task = spec.tasks[run.index];
  return task ? <PlaceValueBoard key={run.key} spec={spec} task={task} run={run} /> : null;
}
