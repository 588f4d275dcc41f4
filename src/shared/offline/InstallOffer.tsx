import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { STORAGE_KEYS } from '@/shared/config/storageKeys.ts';
import { useObservable } from '../lib/observable.ts';
import { safeLocalStorage } from '../lib/storage.ts';
import { Button } from '../ui/Button.tsx';
import { installPrompt, promptInstall } from './installPrompt.ts';
import * as styles from './notices.css.ts';

const DISMISSED_KEY = STORAGE_KEYS.installOffer;

/**
 * The browser's install offer (`beforeinstallprompt`), which comes at any moment after the page is drawn:
 * a notice over the foot of the page, so its arrival moves nothing on it (a button joining the header
 * pushed the menu aside). "Şimdi değil" is remembered on this device.
 */
export function InstallOffer() {
  const { t } = useLingui();
  const event = useObservable(installPrompt);
  const [dismissed, setDismissed] = useState(() => safeLocalStorage().getItem(DISMISSED_KEY) !== null);
  if (!event || dismissed) return null;
  return (
    <aside className={styles.toast} aria-label={t`Uygulamayı yükleme önerisi`}>
      <p className={styles.toastText}>
        <Trans>EtkiLab’ı cihazınıza yükleyin: ana ekrandan açılır, internet olmadan da çalışır.</Trans>
      </p>
      <div className={styles.toastActions}>
        <Button onClick={() => void promptInstall()}>
          <Trans>Yükle</Trans>
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            safeLocalStorage().setItem(DISMISSED_KEY, new Date().toISOString());
            setDismissed(true);
          }}
        >
          <Trans>Şimdi değil</Trans>
        </Button>
      </div>
    </aside>
  );
}
