import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PositionRelation, PositionSceneSpec, PositionTask } from '../../content/manipulativeTypes.ts';
import {
  allPlaces,
  checkPosition,
  choosePlace,
  initialPosition,
  objectAt,
  type PositionState,
  type ScenePlace,
} from '../../model/manipulatives/positionScene.ts';
import { TaskFrame } from './TaskFrame.tsx';
import { useTaskRun, type TaskRun } from './useTaskRun.ts';
import * as css from './PositionSceneManipulative.css.ts';

function SceneBoard({ task, spec, run }: { task: PositionTask; spec: PositionSceneSpec; run: TaskRun }) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<PositionState>(initialPosition);
  const change = (next: PositionState) => {
    setState(next);
    run.clear();
  };
  const placing = task.kind === 'place';
  const movingName = task.kind === 'place' ? i18n._(task.moving.label) : '';
  const movingEmoji = task.kind === 'place' ? task.moving.emoji : '';

  /** A shelf's name from the top: "üst raf", "orta raf", "alt raf" (and "2. raf" … between them on a tall shelf). */
  const shelfName = (row: number): string => {
    if (spec.rows === 1) return t`raf`;
    if (row === 0) return t`üst raf`;
    if (row === spec.rows - 1) return t`alt raf`;
    if (spec.rows === 3) return t`orta raf`;
    const number = row + 1;
    return t`yukarıdan ${number}. raf`;
  };
  const placeName = (place: ScenePlace): string => {
    const shelf = shelfName(place.row);
    const number = place.column + 1;
    return t`${shelf}, soldan ${number}. yer`;
  };
  const isChosen = (place: ScenePlace) => state.chosen?.row === place.row && state.chosen.column === place.column;

  const placeLabel = (place: ScenePlace): string => {
    const where = placeName(place);
    const standing = objectAt(task.objects, place);
    if (standing) {
      const name = i18n._(standing.label);
      return t`${where}: ${name}`;
    }
    if (placing && isChosen(place)) return t`${where}: ${movingName} buraya kondu`;
    return t`${where}: boş`;
  };

  const mirrorMessage: Partial<Record<PositionRelation, string>> = {
    'left-of': t`Sağ ile solu karıştırmış olabilirsin. Sol elini kaldır: sol, o elinin olduğu taraftır.`,
    'right-of': t`Sağ ile solu karıştırmış olabilirsin. Sağ elini kaldır: sağ, o elinin olduğu taraftır.`,
    above: t`Üst ile altı karıştırmış olabilirsin. Üstü, yukarıdaki raftır.`,
    below: t`Üst ile altı karıştırmış olabilirsin. Altı, aşağıdaki raftır.`,
  };
  const relationHint: Record<PositionRelation, string> = {
    'left-of': t`Önce o nesneyi bul. Sonra aynı rafta onun sol tarafına bak.`,
    'right-of': t`Önce o nesneyi bul. Sonra aynı rafta onun sağ tarafına bak.`,
    above: t`Önce o nesneyi bul. Sonra onun tam yukarısındaki raflara bak.`,
    below: t`Önce o nesneyi bul. Sonra onun tam aşağısındaki raflara bak.`,
    'next-to': t`Önce o nesneyi bul. Yanı, aynı rafta ona bitişik olan yerdir.`,
    between: t`Önce iki nesneyi de bul. Arası, ikisinin ortasında kalan yerdir.`,
  };

  const check = () => {
    const verdict = checkPosition(task, state);
    const messages = {
      correct: placing ? t`${movingName} doğru yerde.` : t`Doğru nesneyi buldun.`,
      'nothing-chosen': placing ? t`Önce rafta bir yer seç.` : t`Önce raftan bir nesne seç.`,
      occupied: t`Orada zaten bir nesne var. Boş bir yer seç.`,
      empty: t`Orası boş. Bir nesne seç.`,
      mirrored: mirrorMessage[task.relation] ?? relationHint[task.relation],
      'wrong-place': relationHint[task.relation],
    } as const;
    run.report({ correct: verdict.correct, message: messages[verdict.feedback] });
  };

  const chosenText = (() => {
    if (!state.chosen) return placing ? t`Henüz bir yer seçmedin.` : t`Henüz bir nesne seçmedin.`;
    const where = placeName(state.chosen);
    if (placing) return t`${movingName}: ${where}`;
    const standing = objectAt(task.objects, state.chosen);
    const name = standing ? i18n._(standing.label) : '';
    return standing ? t`Seçtiğin: ${name}` : t`Seçtiğin: ${where} (boş)`;
  })();

  const places = allPlaces(spec);
  return (
    <TaskFrame run={run} prompt={i18n._(task.prompt)} onCheck={check}>
      <div className={css.board}>
        <figure className={css.figure}>
          <div className={css.shelf} role="group" aria-label={t`Raf. Sol ve sağ, rafa karşıdan bakan sana göredir.`}>
            {Array.from({ length: spec.rows }, (_, row) => (
              <div key={row} className={css.shelfRow}>
                {places
                  .filter((place) => place.row === row)
                  .map((place) => {
                    const standing = objectAt(task.objects, place);
                    const showMoving = placing && !standing && isChosen(place);
                    return (
                      <button
                        key={place.column}
                        type="button"
                        className={css.place}
                        data-filled={standing !== undefined || showMoving}
                        aria-pressed={isChosen(place)}
                        aria-label={placeLabel(place)}
                        onClick={() => change(choosePlace(state, place))}
                      >
                        {standing ? <span aria-hidden="true">{standing.emoji}</span> : null}
                        {showMoving && task.kind === 'place' ? (
                          <span aria-hidden="true" className={css.ghost}>
                            {task.moving.emoji}
                          </span>
                        ) : null}
                      </button>
                    );
                  })}
              </div>
            ))}
          </div>
          <div className={css.sides} aria-hidden="true">
            <span>
              ◀ <Trans>Sol</Trans>
            </span>
            <span>
              <Trans>Sağ</Trans> ▶
            </span>
          </div>
          <figcaption className={css.caption}>
            <Trans>Rafa karşıdan bakıyorsun: sol elinin olduğu taraf sol, sağ elinin olduğu taraf sağ.</Trans>
          </figcaption>
        </figure>
        <div className={css.controls}>
          {task.kind === 'place' ? (
            <p className={css.hint}>
              <Trans>
                Yerleştireceğin nesne: <span aria-hidden="true">{movingEmoji}</span> {movingName}. Rafta boş bir yere dokun ya da Tab ile o yere gelip Enter’a
                bas.
              </Trans>
            </p>
          ) : (
            <p className={css.hint}>
              <Trans>Rafta bir nesneye dokun ya da Tab ile o nesneye gelip Enter’a bas.</Trans>
            </p>
          )}
          <p className={css.readout} aria-live="polite">
            {chosenText}
          </p>
        </div>
      </div>
    </TaskFrame>
  );
}

/** A shelf of places: put an object by a position word (sağında, solunda, üstünde, altında, yanında, arasında) or find the object a position word names. */
export default function PositionSceneManipulative({ spec }: { spec: PositionSceneSpec }) {
  const run = useTaskRun(spec.tasks.length);
  const task = spec.tasks[run.index];
  return task ? <SceneBoard key={run.key} task={task} spec={spec} run={run} /> : null;
}
