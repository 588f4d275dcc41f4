import { Trans, useLingui } from '@lingui/react/macro';
import { curriculumPercent, itemCount } from '@/shared/content/libraryFigures.ts';
import * as styles from './HomePage.css.ts';

/** docs/behaviour.md#what-the-product-offers landing statistics: the library's counted when the app is built, never typed. */
export function Stats() {
  const { t } = useLingui();
  return (
    <section className={styles.stats} aria-label={t`Rakamlarla platform`}>
      <dl className={styles.statList}>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>
            <Trans>Dijital içerik</Trans>
          </dt>
          <dd className={styles.statValue}>{itemCount()}</dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>
            <Trans>Yıllık deneyim</Trans>
          </dt>
          <dd className={styles.statValue}>
            <Trans>3+ yıl</Trans>
          </dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>
            <Trans>Müfredat uyumu</Trans>
          </dt>
          <dd className={styles.statValue}>%{curriculumPercent()}</dd>
        </div>
      </dl>
    </section>
  );
}
