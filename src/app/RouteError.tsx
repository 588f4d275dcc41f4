import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { isCatalogLoadError } from '@/shared/i18n/loadCatalog.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { ButtonLink } from '@/shared/ui/ButtonLink.tsx';
import * as styles from './RouteError.css.ts';

/**
 * A page that failed to load offers a retry instead of a blank screen. Its texts are the shell's,
 * so they show even when the page's own translation catalogue is what failed (docs/behaviour.md#errors fallback).
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  // A catalogue that failed after its retries is often a file a newer version replaced: a full
  // reload fetches the current ones, where re-running the loader would ask for the same file again.
  const textsMissing = isCatalogLoadError(error);
  return (
    <div className={styles.box} role="alert">
      <h1 className={styles.title}>
        <Trans>Bu sayfa açılamadı</Trans>
      </h1>
      <p>
        {offline ? (
          <Trans>İnternet bağlantısı yok ve bu sayfa henüz cihaza kaydedilmemiş. Bağlantı gelince yeniden deneyin.</Trans>
        ) : textsMissing ? (
          <Trans>Sayfanın metinleri birkaç denemede yüklenemedi. Sayfayı yenileyerek yeniden deneyin.</Trans>
        ) : (
          <Trans>Beklenmeyen bir sorun oluştu. Lütfen yeniden deneyin.</Trans>
        )}
      </p>
      <div className={styles.actions}>
        {textsMissing ? (
          <Button onClick={() => window.location.reload()}>
            <Trans>Sayfayı yenile</Trans>
          </Button>
        ) : (
          <Button
            onClick={() => {
              reset();
              void router.invalidate();
            }}
          >
            <Trans>Yeniden dene</Trans>
          </Button>
        )}
        <ButtonLink to="/" variant="secondary">
          <Trans>Ana sayfaya dön</Trans>
        </ButtonLink>
      </div>
    </div>
  );
}
