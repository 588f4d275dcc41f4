import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@/shared/api/contract.ts';
import { PathLink } from '@/shared/ui/PathLink.tsx';
import { siteConfig } from '@/shared/config/site.ts';
import { OutboxIndicator } from '@/shared/offline/OutboxIndicator.tsx';
import { HeaderSearch } from './HeaderSearch.tsx';
import { NotificationsMenu } from './NotificationsMenu.tsx';
import { UserMenu } from './UserMenu.tsx';
import * as styles from './DashboardHeader.css.ts';

type DashboardHeaderProps = {
  user: User | null;
  sidebarId: string;
  menuExpanded: boolean;
  onToggleMenu: () => void;
  onLogout: () => void;
};

/** docs/behaviour.md#routes-and-guards fixed top header of the dashboard. */
export function DashboardHeader({ user, sidebarId, menuExpanded, onToggleMenu, onLogout }: DashboardHeaderProps) {
  const { t } = useLingui();
  const name = siteConfig.name;
  return (
    <header className={styles.header}>
      <button
        type="button"
        className={styles.iconButton}
        aria-expanded={menuExpanded}
        aria-controls={sidebarId}
        aria-label={t`Menüyü aç veya kapat`}
        onClick={onToggleMenu}
      >
        <span aria-hidden="true" className={styles.burger} />
      </button>
      <PathLink href="/dashboard" exact className={styles.brand} aria-label={t`${name} gösterge paneli`} aria-current={undefined}>
        <img src="/icons/logo.svg" alt="" width={36} height={36} />
        <span className={styles.brandName}>{name}</span>
      </PathLink>
      <HeaderSearch />
      <span className={styles.spacer} />
      <div className={styles.actions}>
        <OutboxIndicator className={styles.textOnMedium} />
        {/* "/" sends a signed-in user back here (docs/behaviour.md#routes-and-guards), so the public site opens at its about page. */}
        <PathLink href="/about" className={styles.iconButton} aria-current={undefined} aria-label={t`Web sitesine git`} title={t`Web sitesine git`}>
          <span aria-hidden="true">🌐</span>
          <span className={styles.textOnWide}>
            <Trans>Web sitesi</Trans>
          </span>
          <span className={styles.siteLabelNarrow}>
            <Trans>Site</Trans>
          </span>
        </PathLink>
        <PathLink href="/contact" className={styles.iconButton} aria-label={t`Yardım`} title={t`Yardım`}>
          <span aria-hidden="true">❓</span>
        </PathLink>
        <NotificationsMenu />
        {user ? <UserMenu user={user} onLogout={onLogout} /> : null}
      </div>
    </header>
  );
}
