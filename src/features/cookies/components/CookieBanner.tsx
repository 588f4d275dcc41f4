import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import { useCookieBanner } from './useCookieBanner.ts';
import * as styles from './CookieBanner.css.ts';

/** KVKK-compliant consent: necessary storage always, anything optional only with consent. */
export function CookieBanner() {
  const { t } = useLingui();
  const { visible, choose } = useCookieBanner();
  if (!visible) return null;
  return (
    <section className={styles.banner} aria-label={t`Çerez tercihleri`} aria-live="polite">
      <div className={styles.text}>
        <h2 className={styles.title}>
          <Trans>Çerezler ve kişisel verileriniz</Trans>
        </h2>
        <p className={styles.body}>
          <Trans>
            Site, çalışması için zorunlu çerezler ve tarayıcı depolaması kullanır. İsteğe bağlı analiz çerezleri yalnızca
            onayınızla, KVKK’ya uygun olarak kullanılır.
          </Trans>{' '}
          <Link to="/cookies" className={styles.link}>
            <Trans>Çerez Politikası</Trans>
          </Link>
        </p>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => choose('declined')}>
          <Trans>Reddet</Trans>
        </Button>
        <Button onClick={() => choose('accepted')}>
          <Trans>Tümünü Kabul Et</Trans>
        </Button>
      </div>
    </section>
  );
}
