import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDropdown } from './useDropdown.ts';
import * as styles from './Dropdown.css.ts';
import * as header from './DashboardHeader.css.ts';

/**
 * SPEC §2: one static welcome notification, badge count 1. Clearing it shows
 * the empty text; it is not stored, so the welcome comes back on the next visit.
 */
export function NotificationsMenu() {
  const { t } = useLingui();
  const { open, wrapRef, panelId, trigger } = useDropdown();
  const [cleared, setCleared] = useState(false);
  const count = cleared ? 0 : 1;

  return (
    <div ref={wrapRef} className={styles.wrap}>
      <button
        {...trigger}
        className={header.iconButton}
        aria-label={count ? t`Bildirimler (${count} yeni)` : t`Bildirimler`}
      >
        <span aria-hidden="true">🔔</span>
        {count ? (
          <span aria-hidden="true" className={styles.count}>
            {count}
          </span>
        ) : null}
      </button>
      {open ? (
        <div id={panelId} className={styles.panel} role="region" aria-label={t`Bildirimler`}>
          <h2 className={styles.heading}>
            <Trans>Bildirimler</Trans>
          </h2>
          {cleared ? (
            <p className={styles.empty}>
              <Trans>Yeni bildirim yok!</Trans>
            </p>
          ) : (
            <ul className={styles.list}>
              <li className={styles.notification}>
                <p className={styles.notificationTitle}>
                  <Trans>Hoş geldiniz! Deney setleri, araçlar ve orman etkinlikleri sizi bekliyor.</Trans>
                </p>
                <p className={styles.notificationTime}>
                  <Trans>Bugün</Trans>
                </p>
              </li>
              <li>
                <button type="button" className={styles.entry} onClick={() => setCleared(true)}>
                  <Trans>Bildirimleri temizle</Trans>
                </button>
              </li>
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
