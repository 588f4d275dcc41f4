import { Trans, useLingui } from '@lingui/react/macro';
import type { Procedure } from '../../content/types.ts';
import { Badge } from '@/shared/ui/Badge.tsx';
import * as styles from './experiment.css.ts';

export function ProcedurePanel({ procedure }: { procedure: Procedure }) {
  const { t, i18n } = useLingui();
  const minutes = procedure.durationMinutes;
  return (
    <>
      <h2 className={styles.panelTitle}>
        <Trans>Deney Adımları</Trans>
      </h2>
      <p className={styles.intro}>
        <strong>
          <Trans>Amacımız:</Trans>
        </strong>{' '}
        {i18n._(procedure.goal)}
      </p>
      <div className={styles.facts}>
        <Badge tone="info">{t`Süre: yaklaşık ${minutes} dakika`}</Badge>
      </div>
      <section className={styles.prose}>
        <h3 className={styles.sectionTitle}>
          <Trans>Malzemeler</Trans>
        </h3>
        <ul className={styles.materials}>
          {procedure.materials.map((material, index) => (
            <li key={index} className={styles.material}>
              <span>{i18n._(material.name)}</span>
              <span className={styles.quantity}>{i18n._(material.quantity)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.safety} aria-labelledby="procedure-safety">
        <h3 id="procedure-safety" className={styles.sectionTitle}>
          <span aria-hidden="true">⚠️ </span>
          <Trans>Güvenlik uyarıları</Trans>
        </h3>
        <ul className={styles.list}>
          {procedure.safety.map((rule, index) => (
            <li key={index}>{i18n._(rule)}</li>
          ))}
        </ul>
      </section>
      <section className={styles.prose}>
        <h3 className={styles.sectionTitle}>
          <Trans>Adım adım</Trans>
        </h3>
        <ol className={styles.steps}>
          {procedure.steps.map((step, index) => (
            <li key={index}>{i18n._(step)}</li>
          ))}
        </ol>
      </section>
      <section className={styles.prose}>
        <h3 className={styles.sectionTitle}>
          <Trans>Neleri gözlemleyeceksin?</Trans>
        </h3>
        <ul className={styles.list}>
          {procedure.observations.map((observation, index) => (
            <li key={index}>{i18n._(observation)}</li>
          ))}
        </ul>
      </section>
      <section className={styles.prose}>
        <h3 className={styles.sectionTitle}>
          <Trans>Sonuç</Trans>
        </h3>
        <p className={styles.conclusion}>{i18n._(procedure.conclusion)}</p>
      </section>
    </>
  );
}
