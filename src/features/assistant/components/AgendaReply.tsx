import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@/shared/i18n/format.ts';
import { PathLink } from '@/shared/ui/PathLink.tsx';
import { isEmptyAgenda, type Agenda, type AgendaHomework } from '../model/agenda.ts';
import * as styles from './assistant.css.ts';

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div>
      <p className={styles.speaker}>{title}</p>
      <ul className={styles.list}>{children}</ul>
    </div>
  );
}

/** "Bugün ne var?" answered from the user's own homework and calendar, as they stood when asked. */
export function AgendaReply({ agenda, role }: { agenda: Agenda; role: string }) {
  const { t } = useLingui();
  const homeworkHref = role === 'teacher' ? '/assignments' : '/homeworks';
  const work = (items: readonly AgendaHomework[]) =>
    items.map((item) => (
      <li key={item.id}>
        <PathLink href={homeworkHref}>{item.title}</PathLink> — {t`son teslim`} {formatDate(item.dueAt, 'weekdayDayMonthTime')}
      </li>
    ));
  const child = agenda.child;
  const whose = child ? (
    <p className={styles.speaker}>
      <Trans>{child} için:</Trans>
    </p>
  ) : null;
  if (isEmptyAgenda(agenda)) {
    return (
      <>
        {whose}
        <p className={styles.paragraph}>
          <Trans>Bugün ve bu hafta için bekleyen bir ödevin ya da takviminde bir etkinliğin yok. Yeni bir deneye ne dersin?</Trans>
        </p>
      </>
    );
  }
  return (
    <>
      {whose}
      {agenda.schoolToday.length > 0 ? (
        <p className={styles.paragraph}>
          <Trans>Bugün:</Trans> {agenda.schoolToday.map((day) => day.title).join(', ')}
        </p>
      ) : null}
      {agenda.overdue.length > 0 ? <Section title={t`Süresi geçenler`}>{work(agenda.overdue)}</Section> : null}
      {agenda.dueToday.length > 0 ? <Section title={t`Bugün teslim`}>{work(agenda.dueToday)}</Section> : null}
      {agenda.dueThisWeek.length > 0 ? <Section title={t`Bu hafta teslim`}>{work(agenda.dueThisWeek)}</Section> : null}
      {agenda.today.length > 0 ? (
        <Section title={t`Bugün takviminde`}>
          {agenda.today.map((event) => (
            <li key={event.id}>
              {event.start} · {event.title}
            </li>
          ))}
        </Section>
      ) : null}
      {agenda.tomorrow.length > 0 || agenda.schoolTomorrow.length > 0 ? (
        <Section title={t`Yarın`}>
          {agenda.schoolTomorrow.map((day) => (
            <li key={day.id}>{day.title}</li>
          ))}
          {agenda.tomorrow.map((event) => (
            <li key={event.id}>
              {event.start} · {event.title}
            </li>
          ))}
        </Section>
      ) : null}
      <p className={styles.muted}>
        <PathLink href={homeworkHref}>{role === 'teacher' ? t`Ödevlere git` : t`Ödevlerime git`}</PathLink> ·{' '}
        <PathLink href="/dashboard/calendar">{t`Takvime git`}</PathLink>
      </p>
    </>
  );
}
