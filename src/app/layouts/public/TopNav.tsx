import { useEffect, useId, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { PathLink } from '@/shared/ui/PathLink.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { type SessionState, displayFirstName, roleIcon } from '@/features/auth';
import { siteConfig } from '@/shared/config/site.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { button } from '@/shared/styles/recipes.css.ts';
import * as styles from './TopNav.css.ts';

type TopNavProps = {
  session: Pick<SessionState, 'user' | 'isAuthenticated'>;
  onLogout: () => void;
};

/** The public site's top navigation, in its signed-out and signed-in variants (docs/behaviour.md#routes-and-guards). */
export function TopNav({ session, onLogout }: TopNavProps) {
  const { t } = useLingui();
  const menuId = useId();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // The menu remembers the page it was opened on, so moving to another page closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const menuOpen = openedOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenedOn(open ? pathname : null);
  const user = session.isAuthenticated ? session.user : null;
  const name = siteConfig.name;

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenedOn(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const linkProps = { className: styles.link, activeClassName: styles.linkActive };

  return (
    <header className={styles.header}>
      <nav className={styles.bar} aria-label={t`Ana menü`}>
        <PathLink href="/" className={styles.brand} aria-label={t`${name} ana sayfa`} aria-current={undefined}>
          <img src="/icons/logo.svg" alt="" width={40} height={40} />
          <span className={styles.brandName}>{name}</span>
        </PathLink>

        <button type="button" className={styles.menuToggle} aria-expanded={menuOpen} aria-controls={menuId} onClick={() => setMenuOpen(!menuOpen)}>
          <span aria-hidden="true" className={styles.burger} />
          {menuOpen ? <Trans>Menüyü kapat</Trans> : <Trans>Menü</Trans>}
        </button>

        <div id={menuId} className={menuOpen ? styles.menuOpen : styles.menu}>
          <ul className={styles.list}>
            <li>
              {user ? (
                <PathLink href="/dashboard" {...linkProps}>
                  <Trans>Platform</Trans>
                </PathLink>
              ) : (
                <PathLink href="/" exact {...linkProps}>
                  <Trans>Ana Sayfa</Trans>
                </PathLink>
              )}
            </li>
            <li>
              <a href={siteConfig.experimentSetsUrl} target="_blank" rel="noopener noreferrer" className={styles.link}>
                <Trans>Deney Setleri</Trans>
                <span className={styles.external} aria-hidden="true">
                  ↗
                </span>
                <span className={styles.srOnly}>
                  <Trans>(yeni sekmede açılır)</Trans>
                </span>
              </a>
            </li>
            <li>
              <PathLink href="/forest" {...linkProps}>
                <Trans>Orman Farkındalığı</Trans>
              </PathLink>
            </li>
            <li>
              <PathLink href="/blog" {...linkProps}>
                <Trans>Blog</Trans>
              </PathLink>
            </li>
            <li>
              <PathLink href="/contact" {...linkProps}>
                <Trans>İletişim</Trans>
              </PathLink>
            </li>
            <li>
              <PathLink href="/about" {...linkProps}>
                <Trans>Hakkımızda</Trans>
              </PathLink>
            </li>
          </ul>
          <div className={styles.actions}>
            {user ? (
              <>
                <PathLink href="/profile" className={styles.userChip} title={t`Profilim`}>
                  <span aria-hidden="true">{roleIcon[user.role]}</span>
                  <span>{displayFirstName(user)}</span>
                </PathLink>
                <Button variant="secondary" onClick={onLogout}>
                  <Trans>Çıkış Yap</Trans>
                </Button>
              </>
            ) : (
              <PathLink href="/login" className={button({ variant: 'primary' })}>
                <Trans>Giriş Yap</Trans>
              </PathLink>
            )}
          </div>
        </div>
      </nav>
    </header>
  );
}
