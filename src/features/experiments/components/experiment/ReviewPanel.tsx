import { Trans, useLingui } from '@lingui/react/macro';
import type { TopicReview } from '../../content/types.ts';
import * as styles from './experiment.css.ts';

export function ReviewPanel({ review }: { review: TopicReview }) {
  const { i18n } = useLingui();
  return (
    <>
      <h2 className={styles.panelTitle}>
        <Trans>Konu Anlatımı</Trans>
      </h2>
      <p className={styles.intro}>{i18n._(review.intro)}</p>
      {review.sections.map((section, index) => (
        <section key={index} className={styles.prose}>
          <h3 className={styles.sectionTitle}>{i18n._(section.heading)}</h3>
          {section.paragraphs.map((paragraph, p) => (
            <p key={p} className={styles.paragraph}>
              {i18n._(paragraph)}
            </p>
          ))}
        </section>
      ))}
      <section className={styles.prose}>
        <h3 className={styles.sectionTitle}>
          <Trans>Anahtar kavramlar</Trans>
        </h3>
        <dl className={styles.termList}>
          {review.keyTerms.map((entry, index) => (
            <div key={index} className={styles.term}>
              <dt className={styles.termName}>{i18n._(entry.term)}</dt>
              <dd className={styles.termDefinition}>{i18n._(entry.definition)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
