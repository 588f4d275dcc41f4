import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import { ButtonLink } from '@/shared/ui/ButtonLink.tsx';
import * as styles from './RouteError.css.ts';

/** A page that failed to load offers a retry instead of a blank screen. */
export function RouteError({ reset }: ErrorComponentProps) {
  const router = useRouter();
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <div className={styles.box} role="alert">
      <h1 className={styles.title}>
        <Trans>Bu sayfa açılamadı</Trans>
      </h1>
      <p>
        {offline ? (
          <Trans>İnternet bağlantısı yok ve bu sayfa henüz cihaza kaydedilmemiş. Bağlantı gelince yeniden deneyin.</Trans>
        ) : (
          <Trans>Beklenmeyen bir sorun oluştu. Lütfen yeniden deneyin.</Trans>
        )}
      </p>
      <div className={styles.actions}>
        <Button
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          <Trans>Yeniden dene</Trans>
        </Button>
        <ButtonLink to="/" variant="secondary">
          <Trans>Ana sayfaya dön</Trans>
        </ButtonLink>
      </div>
    </div>
  );
}
