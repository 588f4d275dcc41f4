import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '@/shared/ui/Card.tsx';
import { Badge } from '@/shared/ui/Badge.tsx';
import { PathLink } from '@/shared/ui/PathLink.tsx';
import { button } from '@/shared/styles/recipes.css.ts';
import { useAnnouncementInbox } from '../../model/useAnnouncementInbox.ts';
import { AnnouncementItem } from './AnnouncementItem.tsx';
import * as styles from './announcements.css.ts';

/** The newest few on the dashboard home; the rest, and writing one, are on /communications. */
const SHOWN = 3;

/** The dashboard home's announcements card: what reached the user lately, the unread ones marked. */
export function AnnouncementsCard({ className }: { className?: string }) {
  const { t } = useLingui();
  const { query, inbox, role, markRead } = useAnnouncementInbox();
  const shown = inbox.received.slice(0, SHOWN);
  const unread = inbox.unread;

  return (
    <Card tone="elevated" as="section" aria-labelledby="announcements-card" className={className}>
      {unread > 0 ? (
        <Badge tone="primary">
          <Trans>{unread} okunmamış</Trans>
        </Badge>
      ) : null}
      <h2 id="announcements-card" className={styles.cardTitle}>
        <Trans>Duyurular</Trans>
      </h2>
      {query.isPending && query.fetchStatus === 'fetching' ? (
        <p className={styles.meta}>{t`Duyurular yükleniyor...`}</p>
      ) : !query.data ? (
        <p className={styles.meta}>
          <Trans>Duyurular şu an gösterilemiyor: bağlantı gelince yeniden denenecek.</Trans>
        </p>
      ) : shown.length === 0 ? (
        <p className={styles.meta}>
          <Trans>Henüz size ulaşan bir duyuru yok.</Trans>
        </p>
      ) : (
        <ul className={styles.list}>
          {shown.map((announcement) => (
            <li key={announcement.id}>
              <AnnouncementItem announcement={announcement} role={role} unread={announcement.unread} brief onOpenLink={() => markRead(announcement.id)} />
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <PathLink href="/communications" className={button({ variant: 'secondary' })}>
          {role === 'teacher' || role === 'administrator' ? <Trans>Duyurular ve duyuru yaz</Trans> : <Trans>Tüm duyurular</Trans>}
        </PathLink>
      </div>
    </Card>
  );
}
