import { Trans, useLingui } from '@lingui/react/macro';
import * as styles from './FireGame.css.ts';

type GameProgressProps = { score: number; removed: number; total: number; percent: number };

/** docs/behaviour.md#sessions-and-flows: removed/total as a bar, the hint of how many remain, and the score so far. */
export function GameProgress({ score, removed, total, percent }: GameProgressProps) {
  const { t } = useLingui();
  const remaining = total - removed;
  return (
    <div className={styles.progress}>
      <div className={styles.progressRow}>
        <span className={styles.score}>
          <span aria-hidden="true">⭐ </span>
          <Trans>Puan: {score}</Trans>
        </span>
        <span aria-live="polite" className={styles.remaining}>
          {remaining > 0 ? <Trans>{remaining} tehlike kaldı</Trans> : <Trans>Bütün tehlikeler temizlendi!</Trans>}
        </span>
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t`Temizlenen tehlikeler`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t`${removed}/${total} temizlendi`}
      >
        <div className={styles.barFill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
