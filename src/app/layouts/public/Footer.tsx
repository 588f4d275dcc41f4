import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { siteConfig } from '@/shared/config/site.ts';
import { useHydrated } from '@/shared/lib/useHydrated.tsx';
import { OutboxIndicator } from '@/shared/offline/OutboxIndicator.tsx';
import * as styles from './Footer.css.ts';

export function Footer() {
  const { t } = useLingui();
  // A page rendered at build time shows the build's year; hydration draws that, then this year.
  const year = useHydrated() ? new Date().getFullYear() : __BUILD_YEAR__;
  const name = siteConfig.name;
  const links = [
    { to: '/about', label: <Trans>Hakkımızda</Trans> },
    { to: '/courses', label: <Trans>İçerikler</Trans> },
    { to: '/contact', label: <Trans>İletişim</Trans> },
    { to: '/privacy', label: <Trans>Gizlilik Politikası</Trans> },
    { to: '/terms', label: <Trans>Kullanım Koşulları</Trans> },
    { to: '/cookies', label: <Trans>Çerez Politikası</Trans> },
  ] as const;
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
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
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
