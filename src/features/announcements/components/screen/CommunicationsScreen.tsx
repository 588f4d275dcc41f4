import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSession } from '@/features/auth';
import { classesQuery } from '@/features/classroom';
import { ApiError } from '@/shared/api/ApiError.ts';
import { formatDayTime } from '@/shared/i18n/format.ts';
import { discardUserWrite } from '@/shared/offline/userOutbox.ts';
import { useOnlineStatus } from '@/shared/offline/onlineStatus.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { PageIntro } from '@/shared/ui/PageIntro.tsx';
import { Spinner } from '@/shared/ui/Spinner.tsx';
import * as frame from '@/shared/styles/dashboardPage.css.ts';
import { useAnnouncementInbox } from '../../model/useAnnouncementInbox.ts';
import { fromAnnouncementRequest } from '../../model/announcementForm.ts';
import { AnnouncementItem } from '../inbox/AnnouncementItem.tsx';
import * as list from '../inbox/announcements.css.ts';
import type { Announcement } from '@/shared/api/announcements.ts';
import { AnnouncementForm, restoreAnnouncementDraft } from './AnnouncementForm.tsx';
import { RemoveAnnouncementDialog } from './RemoveAnnouncementDialog.tsx';
import { RemovedAnnouncements } from './RemovedAnnouncements.tsx';
import { UnsentItem } from './UnsentItem.tsx';
import * as styles from './communications.css.ts';

const isStaff = (role: string | undefined) => role === 'teacher' || role === 'administrator';

/**
 * /communications: everyone reads the announcements that reached them; teachers and the school
 * administrator also write one (to a class, a grade or the whole school), see what they sent, take
 * one back and restore it for 30 days.
 */
export function CommunicationsScreen() {
  const { t } = useLingui();
  const { user } = useSession();
  const online = useOnlineStatus();
  const { query, inbox, ownerId, role, markRead, markAllRead } = useAnnouncementInbox();
  const staff = isStaff(role);
  // The writer's classes name a class audience of an announcement not sent yet; a reader needs none.
  const classes = useQuery({ ...classesQuery(), enabled: staff });
  const classNames = new Map((classes.data ?? []).map((cls) => [cls.id, cls.name]));
  // Bumped to mount the form again, so it reads a refused announcement put back into its draft.
  const [formKey, setFormKey] = useState(0);
  const [removing, setRemoving] = useState<Announcement | null>(null);
  const removeLabel = (title: string) => t`${title}: kaldır`;
  const updated = query.dataUpdatedAt ? formatDayTime(query.dataUpdatedAt) : null;
  const author = ownerId !== null && user && staff ? { id: ownerId, role: user.role, school: user.school ?? null } : null;

  const loadState = query.isPending ? (
    query.fetchStatus === 'fetching' ? (
      <Spinner label={t`Duyurular yükleniyor...`} />
    ) : (
      <FormAlert tone="warning">{t`Duyurular bu cihazda daha önce açılmadığı için çevrimdışı gösterilemiyor. Bağlantı gelince yeniden deneyin.`}</FormAlert>
    )
  ) : !query.data ? (
    <FormAlert
      action={
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t`Tekrar dene`}
        </Button>
      }
    >
      {query.error instanceof ApiError ? query.error.message : t`Duyurular yüklenemedi.`}
    </FormAlert>
  ) : null;

  return (
    <div className={frame.page}>
      <PageIntro
        crumbs={[{ label: t`Anasayfa`, href: '/dashboard' }, { label: t`Duyurular` }]}
        title={<Trans>Duyurular</Trans>}
        lead={
          staff ? (
            <Trans>Bir sınıfa, bir sınıf düzeyine ya da tüm okula duyuru yazın; size gelenleri ve gönderdiklerinizi burada görün.</Trans>
          ) : (
            <Trans>Öğretmenlerinizin ve okulunuzun size ulaşan duyuruları.</Trans>
          )
        }
      />
      <div className={styles.layout}>
        {updated ? <p className={styles.muted}>{online ? t`Son güncelleme: ${updated}` : t`Çevrimdışı — son güncelleme: ${updated}`}</p> : null}
        {author ? <AnnouncementForm key={formKey} author={author} /> : null}

        <section className={styles.section} aria-labelledby="received-title">
          <div className={styles.sectionHead}>
            <h2 id="received-title" className={styles.sectionTitle}>
              <Trans>Size gelenler</Trans>
            </h2>
            {inbox.unread > 0 ? (
              <Button variant="ghost" onClick={markAllRead}>
                <Trans>Tümünü okundu say</Trans>
              </Button>
            ) : null}
          </div>
          {loadState ??
            (inbox.received.length === 0 ? (
              <p className={styles.muted}>
                <Trans>Henüz size ulaşan bir duyuru yok.</Trans>
              </p>
            ) : (
              <ul className={list.list}>
                {inbox.received.map((announcement) => (
                  <li key={announcement.id}>
                    <AnnouncementItem announcement={announcement} role={role} unread={announcement.unread} onOpenLink={() => markRead(announcement.id)}>
                      {announcement.unread ? (
                        <Button variant="ghost" onClick={() => markRead(announcement.id)}>
                          <Trans>Okundu say</Trans>
                        </Button>
                      ) : null}
                    </AnnouncementItem>
                  </li>
                ))}
              </ul>
            ))}
        </section>

        {staff ? (
          <section className={styles.section} aria-labelledby="sent-title">
            <h2 id="sent-title" className={styles.sectionTitle}>
              <Trans>Gönderdikleriniz</Trans>
            </h2>
            {inbox.sent.length === 0 ? (
              <p className={styles.muted}>
                <Trans>Henüz bir duyuru göndermediniz.</Trans>
              </p>
            ) : (
              <ul className={list.list}>
                {inbox.sent.map((item) =>
                  item.state === 'sent' ? (
                    <li key={`sent-${item.announcement.id}`}>
                      <AnnouncementItem announcement={item.announcement} role={role}>
                        <Button variant="ghost" onClick={() => setRemoving(item.announcement)} aria-label={removeLabel(item.announcement.title)}>
                          <Trans>Kaldır</Trans>
                        </Button>
                      </AnnouncementItem>
                    </li>
                  ) : (
                    <li key={item.writeId}>
                      <UnsentItem
                        item={item}
                        className={item.request.audience.kind === 'class' ? classNames.get(item.request.audience.class_id) : undefined}
                        onDiscard={() => void discardUserWrite(item.writeId)}
                        onEdit={() => {
                          if (ownerId === null) return;
                          void restoreAnnouncementDraft(ownerId, fromAnnouncementRequest(item.request))
                            .then(() => discardUserWrite(item.writeId))
                            .then(() => setFormKey((key) => key + 1));
                        }}
                      />
                    </li>
                  ),
                )}
              </ul>
            )}
            <RemovedAnnouncements />
            <RemoveAnnouncementDialog announcement={removing} onClose={() => setRemoving(null)} />
          </section>
        ) : null}
      </div>
    </div>
  );
}
