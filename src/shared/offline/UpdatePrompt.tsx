import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useObservable } from '../lib/observable.ts';
import { Button } from '../ui/Button.tsx';
import { applyUpdate, updateReady } from './serviceWorker.ts';
import * as styles from './notices.css.ts';

/** "Yeni sürüm hazır": the new version waits until the user chooses to reload. */
export function UpdatePrompt() {
  const { t } = useLingui();
  const ready = useObservable(updateReady);
  const [later, setLater] = useState(false);
  if (!ready || later) return null;
  return (
    <div className={styles.toast} role="region" aria-label={t`Güncelleme`}>
      <p className={styles.toastText} role="status">
        <strong>
          <Trans>Yeni sürüm hazır</Trans>
        </strong>{' '}
        <Trans>İşinizi bitirdiğinizde yenileyebilirsiniz.</Trans>
      </p>
      <div className={styles.toastActions}>
        <Button onClick={applyUpdate}>
          <Trans>Yenile</Trans>
        </Button>
        <Button variant="ghost" onClick={() => setLater(true)}>
          <Trans>Sonra</Trans>
        </Button>
      </div>
    </div>
  );
}
