import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import type { OutcomeMastery } from '@/shared/api/progress.ts';
import { LevelMark } from './LevelMark.tsx';
import { printOutcomes } from './print.css.ts';
import { useLevelWords } from './useLevelWords.ts';
import * as styles from './studentProgress.css.ts';

/** Every outcome the pupil has worked on, at its level, with "Tekrar zamanı" where it is due. */
export function StudentOutcomes({ mastery }: { mastery: readonly OutcomeMastery[] }) {
  const titleId = useId();
  const words = useLevelWords();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        <Trans>Kazanımlar</Trans>
      </h2>
      {mastery.length === 0 ? (
        <p className={styles.muted}>
          <Trans>Henüz kanıt yok: soruları cevapladıkça kazanımlar burada görünür.</Trans>
        </p>
      ) : (
        <ul className={`${styles.outcomes} ${printOutcomes}`}>
          {mastery.map((item) => (
            <li key={item.outcome} className={`${styles.outcomeItem} ${styles.level[item.level]} ${item.due === null ? '' : styles.due}`}>
              <span className={styles.code}>{item.outcome}</span>
              <LevelMark cell={item} words={words} showWords />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
