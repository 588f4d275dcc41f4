import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import { useCookieBanner } from './useCookieBanner.ts';
import * as styles from './CookieBanner.css.ts';

/**
 * KVKK-compliant consent: necessary storage always, anything optional only with consent.
 * The text stays two lines on a phone: the banner arrives 1.5 s after load (docs/behaviour.md#sessions-and-flows), and a longer paragraph
 * covered more of the page and was the largest text on the forest pages, so it became their Largest
 * Contentful Paint instead of the page's own content.
 */
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
          <Trans>Zorunlu çerezler dışındakiler yalnızca onayınızla kullanılır (KVKK).</Trans>{' '}
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
