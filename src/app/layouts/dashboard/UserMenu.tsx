import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@/shared/api/contract.ts';
import { PathLink } from '@/shared/ui/PathLink.tsx';
import { headerMenuName, headerName } from '@/shared/lib/shortenName.ts';
import { displayFirstName, isSchoolTablet, namesToShorten, roleIcon, roleLabel } from '@/features/auth';
import { useDropdown } from './useDropdown.ts';
import * as styles from './Dropdown.css.ts';
import * as header from './DashboardHeader.css.ts';

/** docs/behaviour.md#routes-and-guards user menu: Ayarlar → /profile, Tercihler → /settings, Yardım & Destek → /contact, logout → /. */
export function UserMenu({ user, onLogout }: { user: User; onLogout: () => void }) {
  const { i18n, t } = useLingui();
  const { open, close, wrapRef, panelId, trigger } = useDropdown();
  const short = headerName(displayFirstName(user));

  return (
    <div ref={wrapRef} className={styles.wrap}>
      <button {...trigger} className={header.iconButton} aria-label={t`Kullanıcı menüsü: ${short}`}>
        <span aria-hidden="true" className={styles.avatar}>
          {roleIcon[user.role]}
        </span>
        <span aria-hidden="true" className={header.textOnMedium}>
          {short}
        </span>
        <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <div id={panelId} className={styles.panel}>
          <div className={styles.person}>
            <p className={styles.personName}>{headerMenuName(...namesToShorten(user))}</p>
            <p className={styles.personMeta}>
              {i18n._(roleLabel(user.role))} · {user.email}
            </p>
          </div>
          <hr className={styles.separator} />
          <nav aria-label={t`Hesap menüsü`}>
            <ul className={styles.list}>
              <li>
                <PathLink href="/profile" className={styles.entry} onClick={close}>
                  <span aria-hidden="true">👤</span>
                  <Trans>Ayarlar</Trans>
                </PathLink>
              </li>
              <li>
                <PathLink href="/settings" className={styles.entry} onClick={close}>
                  <span aria-hidden="true">⚙️</span>
                  <Trans>Tercihler</Trans>
                </PathLink>
              </li>
              <li>
                <PathLink href="/contact" className={styles.entry} onClick={close}>
                  <span aria-hidden="true">💬</span>
                  <Trans>Yardım & Destek</Trans>
                </PathLink>
              </li>
              <li>
                <button
                  type="button"
                  className={`${styles.entry} ${styles.danger}`}
                  onClick={() => {
                    close();
                    onLogout();
                  }}
                >
                  <span aria-hidden="true">🚪</span>
                  {isSchoolTablet(user) ? <Trans>Tablet modundan çık</Trans> : <Trans>Çıkış Yap</Trans>}
                </button>
              </li>
            </ul>
          </nav>
        </div>
      ) : null}
    </div>
  );
}
