import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Announcement } from '@/shared/api/announcements.ts';
import type { Role } from '@/shared/api/contract.ts';
import { formatDayTime, formatLongDate } from '@/shared/i18n/format.ts';
import { Badge } from '@/shared/ui/Badge.tsx';
import { PathLink } from '@/shared/ui/PathLink.tsx';
import { button } from '@/shared/styles/recipes.css.ts';
import { audienceLabel, linkHref, linkLabel } from '../../model/labels.ts';
import * as styles from './announcements.css.ts';

type Props = {
  announcement: Announcement;
  role: Role | undefined;
  unread?: boolean;
  /** The heading level in the page it sits in. */
  level?: 2 | 3;
  /** Shortened to its first lines, as on the dashboard home. */
  brief?: boolean;
  onOpenLink?: () => void;
  children?: ReactNode;
};

const BRIEF_LENGTH = 160;

/** One announcement: who wrote it to whom and when, its text, its due date and where it leads. */
export function AnnouncementItem({ announcement, role, unread = false, level = 3, brief = false, onOpenLink, children }: Props) {
  const { i18n } = useLingui();
  const Heading = level === 2 ? 'h2' : 'h3';
  const author = announcement.author.full_name;
  const audience = i18n._(audienceLabel(announcement.audience));
  const due = announcement.due_at ? formatLongDate(announcement.due_at) : null;
  const text = brief && announcement.body.length > BRIEF_LENGTH ? `${announcement.body.slice(0, BRIEF_LENGTH).trimEnd()}…` : announcement.body;

  return (
    <article id={`duyuru-${announcement.id}`} className={unread ? styles.unread : styles.item}>
      <div className={styles.head}>
        <Heading className={styles.title}>{announcement.title}</Heading>
        {unread ? (
          <Badge tone="primary">
            <Trans>Yeni</Trans>
          </Badge>
        ) : null}
      </div>
      <p className={styles.meta}>
        <Trans>
          {author} · {audience}
        </Trans>
        {' · '}
        <time dateTime={announcement.created_at}>{formatDayTime(announcement.created_at)}</time>
      </p>
      {text ? <p className={styles.body}>{text}</p> : null}
      {due ? (
        <p className={styles.due}>
          <Trans>Son tarih: {due}</Trans>
        </p>
      ) : null}
      {announcement.link || children ? (
        <div className={styles.actions}>
          {announcement.link ? (
            <PathLink href={linkHref(announcement.link, role)} className={button({ variant: 'secondary' })} onClick={onOpenLink}>
              {i18n._(linkLabel(announcement.link))}
            </PathLink>
          ) : null}
          {children}
        </div>
      ) : null}
    </article>
  );
}
