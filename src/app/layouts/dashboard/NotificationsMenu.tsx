import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { audienceLabel, useAnnouncementInbox } from '@/features/announcements';
import { formatDayTime } from '@/shared/i18n/format.ts';
import { PathLink } from '@/shared/ui/PathLink.tsx';
import { useDropdown } from './useDropdown.ts';
import * as styles from './Dropdown.css.ts';
import * as header from './DashboardHeader.css.ts';

/** The newest unread announcements the bell lists; the rest wait on /communications. */
const LISTED = 5;

/**
 * SPEC §2's static welcome first (cleared for this visit only, it is not stored), then the
 * announcements that reached the user and are still unread. Opening one marks it read; clearing
 * marks them all read, offline too (the signed-in outbox sends the reads later).
 */
export function NotificationsMenu() {
  const { t, i18n } = useLingui();
  const { open, close, wrapRef, panelId, trigger } = useDropdown();
  const [cleared, setCleared] = useState(false);
  const { inbox, markRead, markAllRead } = useAnnouncementInbox();
  const unread = inbox.received.filter((item) => item.unread);
  const count = (cleared ? 0 : 1) + unread.length;

  const clear = () => {
    setCleared(true);
    markAllRead();
  };

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
          {count === 0 ? (
            <p className={styles.empty}>
              <Trans>Yeni bildirim yok!</Trans>
            </p>
          ) : (
            <ul className={styles.list}>
              {cleared ? null : (
                <li className={styles.notification}>
                  <p className={styles.notificationTitle}>
                    <Trans>Hoş geldiniz! Deney setleri, araçlar ve orman etkinlikleri sizi bekliyor.</Trans>
                  </p>
                  <p className={styles.notificationTime}>
                    <Trans>Bugün</Trans>
                  </p>
                </li>
              )}
              {unread.slice(0, LISTED).map((item) => {
                const author = item.author.full_name;
                const audience = i18n._(audienceLabel(item.audience));
                return (
                  <li key={item.id}>
                    <PathLink
                      href={`/communications#duyuru-${item.id}`}
                      className={styles.notificationLink}
                      onClick={() => {
                        markRead(item.id);
                        close();
                      }}
                    >
                      <span className={styles.notificationTitle}>{item.title}</span>
                      <span className={styles.notificationTime}>
                        <Trans>
                          {author} · {audience}
                        </Trans>
                        {' · '}
                        <time dateTime={item.created_at}>{formatDayTime(item.created_at)}</time>
                      </span>
                    </PathLink>
                  </li>
                );
              })}
              {unread.length > LISTED ? (
                <li>
                  <PathLink href="/communications" className={styles.entry} onClick={close}>
                    <Trans>Tüm duyurular</Trans>
                  </PathLink>
                </li>
              ) : null}
              <li>
                <button type="button" className={styles.entry} onClick={clear}>
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
