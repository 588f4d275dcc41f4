import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { safeLocalStorage } from '../lib/storage.ts';
import { Button } from '../ui/Button.tsx';
import { needsIosInstallHint } from './installPrompt.ts';
import * as styles from './notices.css.ts';
import { STORAGE_KEYS } from '@/shared/config/storageKeys.ts';

const DISMISSED_KEY = STORAGE_KEYS.iosInstallHint;

/**
 * iPadOS/iOS Safari: explains "Ana Ekrana Ekle", since there is no install prompt. A notice over the foot of
 * the page, like the other browsers' install offer: it joins after hydration, and above the page it pushed it down.
 */
export function IosInstallHint() {
  const { t } = useLingui();
  const [visible, setVisible] = useState(
    () =>
      typeof window !== 'undefined' &&
      safeLocalStorage().getItem(DISMISSED_KEY) === null &&
      needsIosInstallHint(navigator as Navigator & { standalone?: boolean }, window.matchMedia('(display-mode: standalone)').matches),
  );
  if (!visible) return null;
  return (
    <aside className={styles.toast} aria-label={t`Ana ekrana ekleme ipucu`}>
      <p className={styles.toastText}>
        <Trans>
          Uygulamayı internetsiz de kullanmak için Safari’de <strong>Paylaş</strong> düğmesine, ardından{' '}
          <strong>Ana Ekrana Ekle</strong>’ye dokunun.
        </Trans>
      </p>
      <Button
        variant="secondary"
        onClick={() => {
          safeLocalStorage().setItem(DISMISSED_KEY, new Date().toISOString());
          setVisible(false);
        }}
      >
        <Trans>Tamam</Trans>
      </Button>
    </aside>
  );
}
