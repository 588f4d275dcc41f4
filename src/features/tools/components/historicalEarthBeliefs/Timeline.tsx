import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/shared/ui/Badge.tsx';
import { TIMELINE } from '../../content/historicalEarthBeliefs/timeline.ts';
import { ILLUSTRATIONS } from './Illustrations.tsx';
import * as styles from './HistoricalEarthBeliefs.css.ts';

/** The illustrated story of how people learnt the Earth's shape. */
export function Timeline() {
  const { i18n } = useLingui();
  return (
    <ol className={styles.timeline}>
      {TIMELINE.map((entry) => (
        <li key={entry.id} className={[styles.entry, entry.myth ? styles.mythEntry : ''].join(' ')}>
          <div className={styles.art}>{ILLUSTRATIONS[entry.id]}</div>
          <div className={styles.entryBody}>
            <p className={styles.when}>{i18n._(entry.when)}</p>
            <h3 className={styles.entryTitle}>
              {i18n._(entry.title)}
              {entry.myth ? (
                <Badge tone="warning">
                  <Trans>Eski inanış</Trans>
                </Badge>
              ) : null}
            </h3>
            <p className={styles.entryText}>{i18n._(entry.text)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
