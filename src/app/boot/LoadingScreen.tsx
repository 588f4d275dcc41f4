import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { messageIndexAt, progressAt } from './loadingProgress.ts';
import * as styles from './LoadingScreen.css.ts';

/** The first screen while the app restores its saved data. */
export function LoadingScreen() {
  const { t } = useLingui();
  const messages = [
    t`Platform Yükleniyor...`,
    t`Deney içerikleri hazırlanıyor...`,
    t`Kaydedilmiş veriler getiriliyor...`,
    t`Araçlar hazırlanıyor...`,
    t`Neredeyse hazır...`,
  ];
  const [elapsed, setElapsed] = useState(0);

  useEffect(() => {
    const start = performance.now();
    const id = window.setInterval(() => setElapsed(performance.now() - start), 200);
    return () => window.clearInterval(id);
  }, []);

  const progress = progressAt(elapsed);
  return (
    <div className={styles.screen}>
      <img src="/icons/logo.svg" alt="" width={72} height={72} className={styles.logo} />
      <p className={styles.message} role="status" aria-live="polite">
        {messages[messageIndexAt(elapsed, messages.length)]}
      </p>
      <div className={styles.track} role="progressbar" aria-label={t`Yükleme durumu`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
        <div className={styles.bar} style={{ width: `${progress}%` }} />
      </div>
    </div>
  );
}
