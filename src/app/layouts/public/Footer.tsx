import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { siteConfig } from '@/shared/config/site.ts';
import { OutboxIndicator } from '@/shared/offline/OutboxIndicator.tsx';
import * as styles from './Footer.css.ts';

export function Footer() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  const name = siteConfig.name;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <p className={styles.brand}>{name}</p>
          <p className={styles.muted}>
            <Trans>6–18 yaş için bilim, matematik ve kodlama. Müfredata uygun dijital deney içerikleri.</Trans>
          </p>
          <OutboxIndicator className={styles.outbox} />
        </div>
        <nav aria-label={t`Alt bilgi`}>
          <ul className={styles.links}>
            <li>
              <Link to="/about" className={styles.link}>
                <Trans>Hakkımızda</Trans>
              </Link>
            </li>
            <li>
              <Link to="/courses" className={styles.link}>
                <Trans>İçerikler</Trans>
              </Link>
            </li>
            <li>
              <Link to="/contact" className={styles.link}>
                <Trans>İletişim</Trans>
              </Link>
            </li>
            <li>
              <Link to="/privacy" className={styles.link}>
                <Trans>Gizlilik Politikası</Trans>
              </Link>
            </li>
            <li>
              <Link to="/terms" className={styles.link}>
                <Trans>Kullanım Koşulları</Trans>
              </Link>
            </li>
            <li>
              <Link to="/cookies" className={styles.link}>
                <Trans>Çerez Politikası</Trans>
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className={styles.copy}>
        <Trans>
          © {year} {name}. Tüm hakları saklıdır.
        </Trans>
      </p>
    </footer>
  );
}
