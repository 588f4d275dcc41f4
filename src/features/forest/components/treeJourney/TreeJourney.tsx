import { useEffect, useReducer, useRef } from 'react';
import { flushSync } from 'react-dom';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { button } from '@/shared/styles/recipes.css.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { EmojiFallbackImage } from '../art/EmojiFallbackImage.tsx';
import { MascotSays } from '../art/MascotSays.tsx';
import { treeStages } from '../../content/treeJourney/treeStages.ts';
import {
  GROW_DURATION_MS,
  canGoNext,
  canGoPrevious,
  initialTreeJourney,
  isLastStage,
  treeJourneyReducer,
  type Season,
} from '../../model/treeJourney/treeJourney.ts';
import * as styles from './TreeJourney.css.ts';

const seasonInfo: Record<Season, { icon: string; label: MessageDescriptor }> = {
  spring: { icon: '🌸', label: msg`İlkbahar` },
  summer: { icon: '☀️', label: msg`Yaz` },
  autumn: { icon: '🍂', label: msg`Sonbahar` },
};

/** docs/behaviour.md#sessions-and-flows tree journey: a six-stage stepper from seed to old tree. */
export function TreeJourney() {
  const { t, i18n } = useLingui();
  const [state, dispatch] = useReducer(treeJourneyReducer, initialTreeJourney);
  const nextRef = useRef<HTMLButtonElement>(null);
  const stage = treeStages[state.stageIndex];
  const stageNumber = state.stageIndex + 1;
  const stageCount = treeStages.length;

  // The component owns the clock: the reducer only knows "growing" and "grown".
  useEffect(() => {
    if (!state.growing) return;
    const timer = window.setTimeout(() => dispatch({ type: 'grown' }), GROW_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [state.growing]);

  if (!stage) return null;
  const season = seasonInfo[stage.season];
  const stageName = i18n._(stage.name);
  const restart = () => dispatch({ type: 'restart' });
  const restartFromEnd = () => {
    // This button leaves with the last stage: keep focus on the stepper's Next button.
    flushSync(restart);
    nextRef.current?.focus();
  };

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>
          <span aria-hidden="true">🌱 </span>
          <Trans>Ağacın Yolculuğu</Trans>
        </h1>
        <MascotSays size={96}>
          <Trans>Küçücük bir tohum nasıl kocaman bir ağaç olur? Hadi, birlikte büyütelim!</Trans>
        </MascotSays>
      </header>

      <ol className={styles.steps} aria-label={t`Aşamalar`}>
        {treeStages.map((item, index) => (
          <li
            key={item.id}
            className={
              index === state.stageIndex ? `${styles.step} ${styles.stepCurrent}` : index < state.stageIndex ? `${styles.step} ${styles.stepDone}` : styles.step
            }
            aria-current={index === state.stageIndex ? 'step' : undefined}
          >
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <span className={styles.stepName}>{i18n._(item.name)}</span>
          </li>
        ))}
      </ol>

      <section className={`${styles.stage} ${styles.season[stage.season]}`} aria-labelledby="tree-stage-name" data-season={stage.season}>
        <div className={styles.picture}>
          <EmojiFallbackImage
            key={stage.id}
            src={stage.imageUrl}
            alt={t`${stageName} resmi`}
            emoji={stage.emoji}
            size={180}
            className={state.growing ? `${styles.image} ${styles.growing}` : styles.image}
          />
          <span className={styles.seasonTag}>
            <span aria-hidden="true">{season.icon} </span>
            {i18n._(season.label)}
          </span>
        </div>
        <div className={styles.card}>
          <p className={styles.status} role="status">
            {state.growing ? (
              <Trans>Büyüyor…</Trans>
            ) : (
              <Trans>
                Aşama {stageNumber} / {stageCount}
              </Trans>
            )}
          </p>
          <h2 id="tree-stage-name" className={styles.stageName}>
            <span aria-hidden="true">{stage.emoji} </span>
            {stageName}
          </h2>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>
                <Trans>Ne kadar sürer?</Trans>
              </dt>
              <dd className={styles.factValue}>{i18n._(stage.duration)}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>
                <Trans>Boyu</Trans>
              </dt>
              <dd className={styles.factValue}>{i18n._(stage.height)}</dd>
            </div>
          </dl>
          <p className={styles.description}>{i18n._(stage.description)}</p>
          <h3 className={styles.subTitle}>
            <Trans>Neye ihtiyacı var?</Trans>
          </h3>
          <ul className={styles.needs}>
            {stage.needs.map((need) => (
              <li key={need.id} className={styles.need}>
                {i18n._(need)}
              </li>
            ))}
          </ul>
          <div className={styles.funFact}>
            <h3 className={styles.subTitle}>
              <span aria-hidden="true">💡 </span>
              <Trans>Biliyor musun?</Trans>
            </h3>
            <p className={styles.funFactText}>{i18n._(stage.funFact)}</p>
          </div>
        </div>
      </section>

      {/* aria-disabled rather than disabled: the focused button keeps focus while the tree grows. */}
      <div className={styles.controls}>
        <Button
          variant="secondary"
          size="lg"
          className={styles.controlButton}
          aria-disabled={!canGoPrevious(state)}
          onClick={() => dispatch({ type: 'previous' })}
        >
          <span aria-hidden="true">←</span>
          <Trans>Önceki</Trans>
        </Button>
        <button
          ref={nextRef}
          type="button"
          className={`${button({ size: 'lg' })} ${styles.controlButton}`}
          aria-disabled={!canGoNext(state)}
          onClick={() => dispatch({ type: 'grow' })}
        >
          {state.growing ? <Trans>Büyüyor…</Trans> : <Trans>Sonraki</Trans>}
          <span aria-hidden="true">→</span>
        </button>
        {isLastStage(state) ? (
          <Button variant="accent" size="lg" className={styles.restartWide} onClick={restartFromEnd}>
            <span aria-hidden="true">🌰</span>
            <Trans>Yeni bir tohum ek</Trans>
          </Button>
        ) : null}
      </div>

      <div className={styles.bottom}>
        <Button variant="ghost" onClick={restart}>
          <span aria-hidden="true">🔄</span>
          <Trans>Baştan başla</Trans>
        </Button>
      </div>
    </div>
  );
}
