import { useEffect, useRef } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { button } from '@/shared/styles/recipes.css.ts';
import { Badge } from '@/shared/ui/Badge.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { PathLink } from '@/shared/ui/PathLink.tsx';
import { MascotSays } from '../art/MascotSays.tsx';
import { scoreTone, type ScoreTone } from '../../model/fireGame/fireGame.ts';
import * as styles from './FireGame.css.ts';

// The badge says it in words and an icon too, not by colour alone.
const toneInfo: Record<ScoreTone, { badge: 'success' | 'warning' | 'danger'; icon: string; text: MessageDescriptor }> = {
  success: { badge: 'success', icon: '🌟', text: msg`Harika! Sen bir orman kahramanısın.` },
  warning: { badge: 'warning', icon: '👍', text: msg`Çok iyi! Biraz daha dikkatle tam puan senin.` },
  error: { badge: 'danger', icon: '💪', text: msg`Tekrar deneyelim, bu sefer daha iyi olacak!` },
};

type GameResultProps = { score: number; max: number; onReplay: () => void };

/** docs/behaviour.md#sessions-and-flows: the final x/50 score with its coloured badge, and replay. */
export function GameResult({ score, max, onReplay }: GameResultProps) {
  const { i18n } = useLingui();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const tone = toneInfo[scoreTone(score, max)];

  // The game ends inside the dialog; bring the reader to the result when it closes.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section className={styles.result} aria-labelledby="fire-game-result">
      <h2 id="fire-game-result" ref={headingRef} tabIndex={-1} className={styles.resultTitle}>
        <Trans>Tebrikler! Ormanı temizledin.</Trans>
      </h2>
      <p className={styles.finalScore}>
        <Trans>
          Puanın:{' '}
          <strong className={styles.scoreValue} data-testid="final-score">
            {score}/{max}
          </strong>
        </Trans>
      </p>
      <Badge tone={tone.badge} className={styles.resultBadge} data-tone={tone.badge}>
        <span aria-hidden="true">{tone.icon}</span>
        {i18n._(tone.text)}
      </Badge>
      <MascotSays size={88}>
        <Trans>Unutma: Ormanda duman ya da ateş görürsen hemen bir büyüğüne söyle ve 177’yi arayın.</Trans>
      </MascotSays>
      <div className={styles.resultActions}>
        <Button size="lg" onClick={onReplay}>
          <span aria-hidden="true">🔄</span>
          <Trans>Tekrar oyna</Trans>
        </Button>
        <PathLink href="/forest/tree-journey" className={button({ variant: 'secondary', size: 'lg' })}>
          <Trans>Ağacın Yolculuğu’na geç</Trans>
        </PathLink>
      </div>
    </section>
  );
}
