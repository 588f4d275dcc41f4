import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { audienceLabel, useAnnouncementInbox } from '@/features/announcements';
import { notificationReadWrite, notificationText, notificationWhen, useNotifications, type ShownNotification } from '@/features/notifications';
import { formatDayTime } from '@/shared/i18n/format.ts';
import { useNow } from '@/shared/lib/useNow.ts';
import { WriteStatus } from '@/shared/offline/WriteStatus.tsx';
import { PathLink } from '@/shared/ui/PathLink.tsx';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden.tsx';
import { useDropdown } from './useDropdown.ts';
import * as styles from './Dropdown.css.ts';
import * as header from './DashboardHeader.css.ts';

/** The newest unread announcements the bell lists; the rest wait on /communications. */
const LISTED = 5;
/** The newest notifications the bell lists (read ones too, so what was just read can be found again). */
const LISTED_NOTIFICATIONS = 10;

/**
 * docs/behaviour.md#routes-and-guards's static welcome first (cleared for this visit only, it is not stored), then the user's own
 * notifications about homework (new, changed, graded, returned), then the unread announcements ("Yeni
 * duyuru: …", with author and audience). A new announcement's notification is not listed twice: the
 * announcement stands for it, with its own read state, and takes the notification with it when read.
 * Opening the bell marks the listed notifications read, offline too (the signed-in outbox sends the
 * marking later); their unread dots stay while the bell is open.
 */
export function NotificationsMenu() {
  const { t, i18n } = useLingui();
  const { open, close, wrapRef, panelId, trigger } = useDropdown();
  const [cleared, setCleared] = useState(false);
  const [shownUnread, setShownUnread] = useState<ReadonlySet<number>>(new Set());
  const { query: announcements, inbox, markRead, markAllRead } = useAnnouncementInbox();
  const notes = useNotifications();
  const received = new Set(inbox.received.map((item) => item.id));
  const listedNotes = notes.inbox.items.filter((note) => note.kind !== 'announcement_new').slice(0, LISTED_NOTIFICATIONS);
  const unreadNotes = notes.inbox.unread - notes.inbox.items.filter((note) => note.unread && note.kind === 'announcement_new').length;
  const unread = inbox.received.filter((item) => item.unread);
  const count = (cleared ? 0 : 1) + Math.max(0, unreadNotes) + unread.length;
  const noteOf = (announcementId: number) =>
    notes.inbox.items.filter((note) => note.kind === 'announcement_new' && note.details.announcement_id === announcementId).map((note) => note.id);

  const toggle = () => {
    if (!open) {
      const seen = listedNotes.filter((note) => note.unread).map((note) => note.id);
      setShownUnread(new Set(seen));
      // An announcement no longer there (removed) cannot be opened: its notification is read with the rest.
      const gone = announcements.data
        ? notes.inbox.items.filter((note) => note.unread && note.kind === 'announcement_new' && !received.has(note.details.announcement_id))
        : [];
      notes.markRead([...seen, ...gone.map((note) => note.id)]);
    }
    trigger.onClick();
  };

  const clear = () => {
    setCleared(true);
    markAllRead();
    notes.markAllRead();
  };

  const openAnnouncement = (id: number) => {
    markRead(id);
    notes.markRead(noteOf(id));
    close();
  };

  return (
    <div ref={wrapRef} className={styles.wrap}>
      <button {...trigger} onClick={toggle} className={header.iconButton} aria-label={count ? t`Bildirimler (${count} yeni)` : t`Bildirimler`}>
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
          <WriteStatus write={notes.refused} what={notificationReadWrite.what} />
          {count === 0 ? (
            <p className={styles.empty}>
              <Trans>Yeni bildirim yok!</Trans>
            </p>
          ) : null}
          {count > 0 || listedNotes.length > 0 ? (
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
              {listedNotes.map((note) => (
                <li key={`n${note.id}`}>
                  <NotificationEntry note={note} unread={note.unread || shownUnread.has(note.id)} onOpen={close} />
                </li>
              ))}
              {unread.slice(0, LISTED).map((item) => {
                const author = item.author.full_name;
                const audience = i18n._(audienceLabel(item.audience));
                const title = item.title;
                return (
                  <li key={`a${item.id}`}>
                    <PathLink href={`/communications#duyuru-${item.id}`} className={styles.notificationLink} onClick={() => openAnnouncement(item.id)}>
                      <span className={styles.notificationTitle}>
                        <Trans>Yeni duyuru: {title}</Trans>
                      </span>
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
              {count > 0 ? (
                <li>
                  <button type="button" className={styles.entry} onClick={clear}>
                    <Trans>Bildirimleri temizle</Trans>
                  </button>
                </li>
              ) : null}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** One notification in words, with when it came; unread ones carry a dot (and say so to a screen reader). */
function NotificationEntry({ note, unread, onOpen }: { note: ShownNotification; unread: boolean; onOpen: () => void }) {
  const { t, i18n } = useLingui();
  const now = useNow().getTime();
  const body = (
    <>
      <span className={styles.notificationText}>
        {unread ? (
          <>
            <span aria-hidden="true" className={styles.unreadDot} />
            <VisuallyHidden>{t`Yeni:`} </VisuallyHidden>
          </>
        ) : null}
        <span>{notificationText(i18n, note)}</span>
      </span>
      <span className={styles.notificationTime}>
        <time dateTime={note.created_at} title={formatDayTime(note.created_at)}>
          {notificationWhen(i18n, note.created_at, now)}
        </time>
      </span>
    </>
  );
  const look = unread ? styles.notificationLink : styles.readLink;
  return note.link ? (
    <PathLink href={note.link} className={look} onClick={onOpen}>
      {body}
    </PathLink>
  ) : (
    <div className={look}>{body}</div>
  );
}
