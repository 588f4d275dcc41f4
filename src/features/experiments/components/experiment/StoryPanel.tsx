import { Trans, useLingui } from '@lingui/react/macro';
import type { Story } from '../../content/types.ts';
import * as styles from './experiment.css.ts';

export function StoryPanel({ story }: { story: Story }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <h2 className={styles.panelTitle}>{i18n._(story.title)}</h2>
      <div className={styles.story}>
        <img src="/icons/mascot-squirrel.svg" alt={t`Sincap Fındık`} width={128} height={128} className={styles.mascot} />
        <div className={styles.prose}>
          {story.paragraphs.map((paragraph, index) => (
            <p key={index} className={styles.paragraph}>
              {i18n._(paragraph)}
            </p>
          ))}
          <p className={styles.lesson}>
            <Trans>Fındık’ın notu:</Trans> {i18n._(story.lesson)}
          </p>
        </div>
      </div>
    </>
  );
}
