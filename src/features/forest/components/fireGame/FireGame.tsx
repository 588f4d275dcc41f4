import { useReducer, useRef } from 'react';
import { flushSync } from 'react-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { ForestScene } from '../art/ForestScene.tsx';
import { MascotSays } from '../art/MascotSays.tsx';
import { hazards } from '../../content/fireGame/hazards.ts';
import { createFireGame, fireGameReducer, maxScore, progressPercent, remainingHazards } from '../../model/fireGame/fireGame.ts';
import { GameProgress } from './GameProgress.tsx';
import { GameResult } from './GameResult.tsx';
import { HazardButton } from './HazardButton.tsx';
import { QuestionDialog } from './QuestionDialog.tsx';
import * as styles from './FireGame.css.ts';

/** docs/behaviour.md#sessions-and-flows fire-prevention game: find the five hazards on the scene and answer a question about each. */
export function FireGame() {
  const { t } = useLingui();
  const [state, dispatch] = useReducer(fireGameReducer, hazards, createFireGame);
  const firstHazardRef = useRef<HTMLButtonElement>(null);
  const current = state.hazards.find((hazard) => hazard.id === state.currentObject) ?? null;
  const max = maxScore(state);

  const replay = () => {
    // The replay button disappears with the result; start the new round from the first hazard.
    flushSync(() => dispatch({ type: 'replay' }));
    firstHazardRef.current?.focus();
  };

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>
          <span aria-hidden="true">🔥 </span>
          <Trans>Yangını Önle!</Trans>
        </h1>
        <MascotSays size={96}>
          <Trans>Ormanda 5 tehlikeli çöp var. Her birine dokun ve soruyu cevapla. Her doğru cevap 10 puan!</Trans>
        </MascotSays>
      </header>

      {state.completed ? (
        <GameResult score={state.score} max={max} onReplay={replay} />
      ) : (
        <GameProgress score={state.score} removed={state.objectsRemoved} total={state.hazards.length} percent={progressPercent(state)} />
      )}

      <div className={styles.scene} role="group" aria-label={t`Orman sahnesi: tehlikeli çöpleri bul`}>
        <ForestScene className={styles.sceneArt} />
        {state.hazards.map((hazard, index) => (
          <HazardButton
            key={hazard.id}
            ref={index === 0 ? firstHazardRef : undefined}
            hazard={hazard}
            onSelect={(picked) => dispatch({ type: 'open', hazardId: picked.id, random: Math.random })}
          />
        ))}
      </div>

      <QuestionDialog
        hazard={current}
        answers={state.answers}
        selectedAnswer={state.selectedAnswer}
        isCorrect={state.isCorrect}
        showExplanation={state.showExplanation}
        isLast={remainingHazards(state) === 1}
        onAnswer={(answerId) => dispatch({ type: 'answer', answerId })}
        onContinue={() => dispatch({ type: 'continue' })}
        onDismiss={() => dispatch({ type: 'dismiss' })}
      />
    </div>
  );
}
