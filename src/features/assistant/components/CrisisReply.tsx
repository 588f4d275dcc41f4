import { useLingui } from '@lingui/react/macro';
import { CRISIS_PARAGRAPHS, CRISIS_TITLE, HELPLINES } from '../model/guardrails/crisisText.ts';
import * as styles from './assistant.css.ts';

/** The fixed, caring text for a child who wrote of harm: an adult first, then the official numbers to call. */
export function CrisisReply() {
  const { i18n, t } = useLingui();
  return (
    <div className={styles.crisisBubble} role="alert">
      <p className={styles.speaker}>{i18n._(CRISIS_TITLE)}</p>
      {CRISIS_PARAGRAPHS.map((paragraph) => (
        <p key={paragraph.id} className={styles.paragraph}>
          {i18n._(paragraph)}
        </p>
      ))}
      <ul className={styles.list} aria-label={t`Yardım hatları`}>
        {HELPLINES.map((line) => (
          <li key={line.number}>
            <a href={`tel:${line.number}`}>
              <strong>{i18n._(line.name)}</strong>
            </a>{' '}
            ({i18n._(line.by)}): {i18n._(line.what)}
          </li>
        ))}
      </ul>
    </div>
  );
}
