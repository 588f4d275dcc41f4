import { useLingui } from '@lingui/react/macro';
import { faqEntries } from '../content/faq.ts';
import * as styles from './ContactPage.css.ts';

/** Native disclosure widgets: keyboard, screen-reader and find-in-page support come from the browser. */
export function FaqList() {
  const { i18n } = useLingui();
  return (
    <div className={styles.faqList}>
      {faqEntries.map((entry) => (
        <details key={entry.id} className={styles.faqItem}>
          <summary className={styles.faqQuestion}>
            <span>{i18n._(entry.question)}</span>
            <span className={styles.faqIcon} aria-hidden="true">
              +
            </span>
          </summary>
          <p className={styles.faqAnswer}>{i18n._(entry.answer)}</p>
        </details>
      ))}
    </div>
  );
}
