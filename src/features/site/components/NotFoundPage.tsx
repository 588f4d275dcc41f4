import { useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { whatsappLink } from '@/shared/config/site.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { ButtonLink } from '@/shared/ui/ButtonLink.tsx';
import * as styles from './NotFoundPage.css.ts';

/** docs/behaviour.md#routes-and-guards catch-all: title, description, go home, go back, contact and a chat link. */
export function NotFoundPage() {
  const { t } = useLingui();
  const router = useRouter();
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        <Trans>Sayfa bulunamadı</Trans>
      </h1>
      <p className={styles.text}>
        <Trans>Aradığınız sayfa taşınmış ya da hiç var olmamış olabilir. Adresi kontrol edin ya da aşağıdan devam edin.</Trans>
      </p>
      <div className={styles.actions}>
        <ButtonLink to="/">
          <Trans>Ana sayfaya git</Trans>
        </ButtonLink>
        <Button variant="secondary" onClick={() => router.history.back()}>
          <Trans>Geri dön</Trans>
        </Button>
        <ButtonLink to="/contact" variant="secondary">
          <Trans>İletişime geç</Trans>
        </ButtonLink>
      </div>
      <p className={styles.chat}>
        <a href={whatsappLink(t`Merhaba, sitenizde bir sayfayı bulamadım.`)} target="_blank" rel="noopener noreferrer">
          <Trans>WhatsApp’tan bize mesaj yazın</Trans>
        </a>
      </p>
    </section>
  );
}
