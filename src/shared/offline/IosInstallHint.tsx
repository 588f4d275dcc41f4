import { Trans, useLingui } from '@lingui/react/macro';
import { STORAGE_KEYS } from '@/shared/config/storageKeys.ts';
import { Button } from '../ui/Button.tsx';
import * as styles from './notices.css.ts';
import { useDismissedOnDevice } from './useDismissedOnDevice.ts';

/**
 * iPadOS/iOS Safari (AppChrome shows it there only): explains "Ana Ekrana Ekle", since there is no install
 * prompt. A notice over the foot of the page, like the other browsers' install offer: it joins after
 * hydration, and above the page it pushed it down.
 */
export function IosInstallHint() {
  const { t } = useLingui();
  const [dismissed, dismiss] = useDismissedOnDevice(STORAGE_KEYS.iosInstallHint);
  if (dismissed) return null;
  return (
    <aside className={styles.toast} aria-label={t`Ana ekrana ekleme ipucu`}>
      <p className={styles.toastText}>
        <Trans>
          Uygulamayı internetsiz de kullanmak için Safari’de <strong>Paylaş</strong> düğmesine, ardından <strong>Ana Ekrana Ekle</strong>’ye dokunun.
        </Trans>
      </p>
      <Button variant="secondary" onClick={dismiss}>
        <Trans>Tamam</Trans>
      </Button>
    </aside>
  );
}
