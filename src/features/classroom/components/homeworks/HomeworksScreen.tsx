import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Homework } from '@/shared/api/classroom.ts';
import { useSession } from '@/features/auth';
import { useUserWrites } from '@/shared/offline/userOutbox.ts';
import { useNow } from '@/shared/lib/useNow.ts';
import { PageIntro } from '@/shared/ui/PageIntro.tsx';
import { Badge } from '@/shared/ui/Badge.tsx';
import { PathLink } from '@/shared/ui/PathLink.tsx';
import { formatNumber } from '@/shared/i18n/format.ts';
import { button } from '@/shared/styles/recipes.css.ts';
import * as frame from '@/shared/styles/dashboardPage.css.ts';
import { homeworksQuery } from '../../api.ts';
import { formatDueDate } from '../../model/dates.ts';
import { canHandIn, dueLabelKind, handInClosure, homeworkState, sortHomeworks, splitHistory, type DueLabelKind } from '../../model/states.ts';
import { StateBadge } from '../shared/StateBadge.tsx';
import { ChildAttendance } from './ChildAttendance.tsx';
import { ChildClasses } from './ChildClasses.tsx';
import { LinkChildCard } from '../guardians/LinkChildCard.tsx';
import { TabletPrompt } from '../NextUpCard.tsx';
import { LoadError, Loading, OfflineNote } from '../shared/QueryStates.tsx';
import { useAssignableContent } from '../shared/useAssignableContent.ts';
import * as layout from '../shared/layout.css.ts';

const DUE_LABELS: Record<DueLabelKind, MessageDescriptor> = {
  overdue: msg`Süresi geçti`,
  today: msg`Bugün`,
  tomorrow: msg`Yarın`,
  'this-week': msg`Bu hafta`,
  later: msg`Daha sonra`,
};

/** Ödevlerim: a student's homework (a parent's view of their child's), what to do first at the top. */
export function HomeworksScreen({ studentId, onStudent }: { studentId?: number; onStudent: (id: number) => void }) {
  const { t } = useLingui();
  const { user } = useSession();
  const parent = user?.role === 'parent';
  const query = useQuery(homeworksQuery(parent ? studentId : undefined));
  const now = useNow().getTime();
  const content = useAssignableContent();
  // Which homework has a hand-in still on this device, and whether it waits or was refused: read once for the whole list.
  const onDevice = new Map<string | number | undefined, OnDevice>();
  for (const write of useUserWrites(user?.id ?? null)) {
    if (write.kind !== 'submission') continue;
    const id = write.refs.assignmentId;
    if (write.state !== 'waiting') onDevice.set(id, 'refused');
    else if (!onDevice.has(id)) onDevice.set(id, 'waiting');
  }
  const children = query.data?.children ?? [];
  const { current, history } = splitHistory(query.data?.homeworks ?? []);
  const homeworks = sortHomeworks(current, now);
  const row = (homework: Homework) => (
    <HomeworkRow
      key={homework.assignment.id}
      homework={homework}
      now={now}
      readOnly={parent}
      onDevice={onDevice.get(homework.assignment.id) ?? null}
      contentTitle={content.titleOf(homework.assignment.content)}
    />
  );
  const title = parent ? t`Çocuğumun Ödevleri` : t`Ödevlerim`;
  const childName = children[0]?.full_name;
  // A parent no child is linked to yet is shown how to link, never an empty homework list.
  const unlinked = parent && children.length === 0;

  return (
    <div className={frame.page}>
      <PageIntro
        crumbs={[{ label: t`Anasayfa`, href: '/dashboard' }, { label: title }]}
        title={title}
        lead={
          parent ? (
            <Trans>Çocuğunuzun ödevleri, teslim tarihleri ve öğretmen notları.</Trans>
          ) : (
            <Trans>Yapılacak ödevlerin en üstte. İnternet olmasa da ödevini yapıp teslim edebilirsin.</Trans>
          )
        }
      />
      {parent && children.length > 1 ? (
        <div className={layout.chips} role="group" aria-label={t`Çocuk seçin`}>
          {children.map((child) => (
            <button key={child.id} type="button" className={layout.chip} aria-pressed={query.data?.student_id === child.id} onClick={() => onStudent(child.id)}>
              {child.full_name}
            </button>
          ))}
        </div>
      ) : null}
      {parent && children.length === 1 ? (
        <p className={layout.muted}>
          <Trans>Öğrenci: {childName}</Trans>
        </p>
      ) : null}
      <OfflineNote updatedAt={query.dataUpdatedAt} />
      {user?.account_kind === 'school' ? <TabletPrompt /> : null}
      {query.isPending ? (
        <Loading label={t`Ödevler yükleniyor...`} />
      ) : !query.data ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : unlinked ? null : homeworks.length === 0 ? (
        <p className={layout.muted}>{parent ? <Trans>Şu an verilmiş bir ödev yok.</Trans> : <Trans>Şu an ödevin yok. Harika!</Trans>}</p>
      ) : (
        <ul className={layout.list}>{homeworks.map(row)}</ul>
      )}
      {history.length ? (
        <section className={layout.section} aria-labelledby="homework-history-title">
          <h2 id="homework-history-title" className={layout.cardTitle}>
            <Trans>Geçmiş</Trans>
          </h2>
          <p className={layout.muted}>
            <Trans>Arşivlenen sınıfların ödevleri. Okunabilir, ama artık teslim alınmıyor.</Trans>
          </p>
          <ul className={layout.list}>{sortHomeworks(history, now).map(row)}</ul>
        </section>
      ) : null}
      <ChildAttendance studentId={parent ? query.data?.student_id : user?.id} />
      {parent && query.data ? <LinkChildCard hasChild={!unlinked} /> : null}
      {parent && !unlinked ? <ChildClasses /> : null}
    </div>
  );
}

type OnDevice = 'waiting' | 'refused';
type RowProps = { homework: Homework; now: number; readOnly: boolean; onDevice: OnDevice | null; contentTitle: string };

function HomeworkRow({ homework, now, readOnly, onDevice, contentTitle }: RowProps) {
  const { i18n } = useLingui();
  const state = homeworkState(homework, now);
  const due = dueLabelKind(homework.assignment.due_at, now);
  const submission = homework.submission;
  const dueDate = formatDueDate(homework.assignment.due_at);
  const score = submission?.score == null ? '' : formatNumber(submission.score);
  const open = canHandIn(homework, now) && onDevice === null;
  const closure = handInClosure(homework.assignment);
  const closedDate = closure?.reason === 'closed' && closure.closedAt ? formatDueDate(closure.closedAt) : null;
  return (
    <li className={layout.row}>
      <div className={layout.rowMain}>
        {readOnly ? (
          <span className={layout.rowTitle}>{homework.assignment.title}</span>
        ) : (
          <PathLink href={`/homeworks/${homework.assignment.id}`} className={layout.rowTitle}>
            {homework.assignment.title}
          </PathLink>
        )}
        <span className={layout.meta}>
          {onDevice === 'refused' ? (
            <Badge tone="danger">
              <span aria-hidden="true">⚠️</span>
              <Trans>Gönderilemedi</Trans>
            </Badge>
          ) : onDevice === 'waiting' ? (
            <Badge tone="info">
              <span aria-hidden="true">📤</span>
              <Trans>Gönderilmeyi bekliyor</Trans>
            </Badge>
          ) : (
            <StateBadge state={state} />
          )}
          <span>{homework.assignment.class_name}</span>
          <span>{contentTitle}</span>
        </span>
        <span className={layout.muted}>
          <Trans>Son teslim: {dueDate}</Trans>
          {open ? <> · {i18n._(DUE_LABELS[due])}</> : null}
        </span>
        {closure?.reason === 'closed' ? (
          <span className={layout.muted}>{closedDate ? <Trans>Teslimler kapandı: {closedDate}</Trans> : <Trans>Teslimler kapandı</Trans>}</span>
        ) : null}
        {closure?.reason === 'archived' ? (
          <span className={layout.muted}>
            <Trans>Sınıf arşivlendi; teslim alınmıyor.</Trans>
          </span>
        ) : null}
        {state === 'held' ? (
          <span className={layout.muted}>
            <Trans>Teslimler kapandıktan sonra geldi; öğretmenin kabul ederse sayılır.</Trans>
          </span>
        ) : null}
        {submission && (state === 'graded' || state === 'returned') ? (
          <span>
            {submission.score !== null ? <Trans>Puan: {score}</Trans> : null} {submission.feedback ? `“${submission.feedback}”` : null}
          </span>
        ) : null}
        {submission?.result_withheld && (state === 'submitted' || state === 'late') ? (
          <span className={layout.muted}>
            <Trans>Sonuç öğretmen değerlendirince görünecek.</Trans>
          </span>
        ) : null}
      </div>
      {!readOnly && open ? (
        <PathLink href={`/homeworks/${homework.assignment.id}`} className={button({ variant: state === 'returned' ? 'accent' : 'primary' })}>
          {state === 'returned' ? <Trans>Yeniden yap</Trans> : <Trans>Ödevi yap</Trans>}
        </PathLink>
      ) : null}
    </li>
  );
}
