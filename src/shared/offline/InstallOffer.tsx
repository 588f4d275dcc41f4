import { Trans, useLingui } from '@lingui/react/macro';
import { STORAGE_KEYS } from '@/shared/config/storageKeys.ts';
import { Button } from '../ui/Button.tsx';
import { promptInstall } from './installPrompt.ts';
import * as styles from './notices.css.ts';
import { useDismissedOnDevice } from './useDismissedOnDevice.ts';

/**
 * The browser's install offer (`beforeinstallprompt`; AppChrome shows this while the browser has one), which
 * comes at any moment after the page is drawn: a notice over the foot of the page, so its arrival moves
 * nothing on it (a button joining the header pushed the menu aside). "Şimdi değil" is remembered on this device.
 */
export function InstallOffer() {
  const { t } = useLingui();
  const [dismissed, dismiss] = useDismissedOnDevice(STORAGE_KEYS.installOffer);
  if (dismissed) return null;
  return (
    <aside className={styles.toast} aria-label={t`Uygulamayı yükleme önerisi`}>
      <p className={styles.toastText}>
        <Trans>EtkiLab’ı cihazınıza yükleyin: ana ekrandan açılır, internet olmadan da çalışır.</Trans>
      </p>
      <div className={styles.toastActions}>
        <Button onClick={() => void promptInstall()}>
          <Trans>Yükle</Trans>
        </Button>
        <Button variant="ghost" onClick={dismiss}>
          <Trans>Şimdi değil</Trans>
        </Button>
      </div>
    </aside>
  );
}
