import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { SUBMISSION_STATES, type GradeRequest, type StudentWork, type TeacherAssignment } from '@/shared/api/classroom.ts';
import { useSession } from '@/features/auth';
import { useUserWrites, type UserWrite } from '@/shared/offline/userOutbox.ts';
import { PageIntro } from '@/shared/ui/PageIntro.tsx';
import { Badge } from '@/shared/ui/Badge.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { PathLink } from '@/shared/ui/PathLink.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { formatNumber } from '@/shared/i18n/format.ts';
import * as frame from '@/shared/styles/dashboardPage.css.ts';
import { assignmentQuery, gradeWrite, useUpdateAssignment } from '../../api.ts';
import { ASSIGNMENT_STATUS_LABELS, STATE_LABELS } from '../../content/labels.ts';
import { draftOf } from '../../model/assignmentDraft.ts';
import { formatDueDate } from '../../model/dates.ts';
import { LoadError, Loading, OfflineNote } from '../shared/QueryStates.tsx';
import { useAssignableContent } from '../shared/useAssignableContent.ts';
import { AssignmentForm } from './AssignmentForm.tsx';
import { RemoveAssignmentDialog } from './RemoveAssignmentDialog.tsx';
import { StudentWorkRow } from './StudentWorkRow.tsx';
import * as layout from '../shared/layout.css.ts';
import * as forms from '../shared/form.css.ts';

/**
 * One assignment: every student's work, scored and answered with feedback, one by one or in bulk —
 * offline too. Its teacher changes it (published work too), removes it, and gives one student more time or lets them off.
 */
export function AssignmentDetailScreen({ assignmentId }: { assignmentId: number }) {
  const { t } = useLingui();
  const query = useQuery(assignmentQuery(assignmentId));
  const [editing, setEditing] = useState(false);
  const crumbs = [{ label: t`Anasayfa`, href: '/dashboard' }, { label: t`Ödevler`, href: '/assignments' }, { label: query.data?.assignment.title ?? t`Ödev` }];

  if (query.isPending || !query.data) {
    return (
      <div className={frame.page}>
        <PageIntro crumbs={crumbs} title={<Trans>Ödev</Trans>} />
        {query.isPending ? <Loading label={t`Ödev yükleniyor...`} /> : <LoadError error={query.error} onRetry={() => void query.refetch()} />}
      </div>
    );
  }

  const { assignment, work } = query.data;
  return (
    <div className={frame.page}>
      <PageIntro crumbs={crumbs} title={assignment.title} />
      <OfflineNote updatedAt={query.dataUpdatedAt} />
      {editing ? (
        <AssignmentForm
          classes={[{ id: assignment.class_id, name: assignment.class_name }]}
          initial={draftOf(assignment)}
          editing={assignment}
          onSaved={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <AssignmentSummary assignment={assignment} handIns={work.filter((row) => row.submission !== null).length} onEdit={() => setEditing(true)} />
      )}
      <WorkList assignment={assignment} work={work} />
    </div>
  );
}

function AssignmentSummary({ assignment, handIns, onEdit }: { assignment: TeacherAssignment; handIns: number; onEdit: () => void }) {
  const { i18n } = useLingui();
  const router = useRouter();
  const content = useAssignableContent();
  const update = useUpdateAssignment();
  const [removing, setRemoving] = useState(false);
  const status = ASSIGNMENT_STATUS_LABELS[assignment.status];
  const href = content.hrefOf(assignment.content);
  const dueDate = formatDueDate(assignment.due_at);
  const outcomes = assignment.outcomes.join(', ');
  return (
    <section className={layout.section}>
      <p className={layout.meta}>
        <Badge tone={status.tone}>{i18n._(status.label)}</Badge>
        <span>{assignment.class_name}</span>
        <span aria-hidden="true">·</span>
        <span>
          <Trans>Son teslim: {dueDate}</Trans>
        </span>
      </p>
      <p>
        <Trans>İçerik:</Trans> {href ? <PathLink href={href}>{content.titleOf(assignment.content)}</PathLink> : content.titleOf(assignment.content)}
      </p>
      {assignment.instructions ? <p>{assignment.instructions}</p> : null}
      {assignment.outcomes.length ? (
        <p className={layout.muted}>
          <Trans>Kazanımlar: {outcomes}</Trans>
        </p>
      ) : null}
      <p className={layout.muted}>
        {assignment.reveal === 'at_once' ? (
          <Trans>Öğrenciler otomatik puanı teslim edince hemen görür (alıştırma).</Trans>
        ) : (
          <Trans>Öğrenciler otomatik puanı siz değerlendirince ya da son teslim geçince görür.</Trans>
        )}
      </p>
      <ul className={layout.chips} aria-label={i18n._(status.label)}>
        {SUBMISSION_STATES.map((state) => (
          <li key={state}>
            <Badge tone={STATE_LABELS[state].tone}>
              {i18n._(STATE_LABELS[state].label)}: {formatNumber(assignment.counts[state])}
            </Badge>
          </li>
        ))}
      </ul>
      {assignment.can_edit ? (
        <div className={layout.actions}>
          {assignment.status === 'draft' || assignment.status === 'scheduled' ? (
            <Button disabled={update.isPending} onClick={() => update.mutate({ id: assignment.id, body: { status: 'published', publish_at: null } })}>
              <Trans>Şimdi yayınla</Trans>
            </Button>
          ) : null}
          {assignment.status === 'published' ? (
            <Button variant="secondary" disabled={update.isPending} onClick={() => update.mutate({ id: assignment.id, body: { status: 'closed' } })}>
              <Trans>Teslimleri kapat</Trans>
            </Button>
          ) : null}
          {assignment.status === 'closed' ? (
            <Button variant="secondary" disabled={update.isPending} onClick={() => update.mutate({ id: assignment.id, body: { status: 'published' } })}>
              <Trans>Teslimleri yeniden aç</Trans>
            </Button>
          ) : null}
          <Button
            variant="ghost"
            disabled={update.isPending}
            onClick={() => update.mutate({ id: assignment.id, body: { reveal: assignment.reveal === 'at_once' ? 'after_grading' : 'at_once' } })}
          >
            {assignment.reveal === 'at_once' ? <Trans>Sonucu değerlendirmeden sonra göster</Trans> : <Trans>Sonucu hemen göster (alıştırma)</Trans>}
          </Button>
          <Button variant="secondary" onClick={onEdit}>
            <Trans>Düzenle</Trans>
          </Button>
          <Button variant="danger" onClick={() => setRemoving(true)}>
            <Trans>Kaldır</Trans>
          </Button>
          <RemoveAssignmentDialog
            assignment={assignment}
            handIns={handIns}
            open={removing}
            onClose={() => setRemoving(false)}
            onRemoved={() => router.history.push('/assignments')}
          />
        </div>
      ) : null}
      {update.error ? <FormAlert>{update.error.message}</FormAlert> : null}
    </section>
  );
}

function WorkList({ assignment, work }: { assignment: TeacherAssignment; work: StudentWork[] }) {
  const { t } = useLingui();
  const { user } = useSession();
  const ownerId = user?.id ?? null;
  const writes = useUserWrites(ownerId).filter((write) => write.kind === 'grade');
  const [selected, setSelected] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const gradable = work.filter((row) => row.submission !== null);
  const selectedCount = selected.length;
  const pendingFor = (submissionId: number): UserWrite | undefined => writes.find((write) => write.refs.submissionId === submissionId);

  const grade = async (row: StudentWork, body: Omit<GradeRequest, 'version'>) => {
    if (!row.submission || ownerId === null) return;
    await gradeWrite.send(ownerId, {
      submissionId: row.submission.id,
      assignmentId: assignment.id,
      label: `${assignment.title} · ${row.student.full_name}`,
      body: { ...body, version: row.submission.version },
    });
  };

  const bulk = async (action: 'grade' | 'return') => {
    setBusy(true);
    for (const row of gradable.filter((candidate) => candidate.submission && selected.includes(candidate.submission.id))) {
      const submission = row.submission;
      if (!submission || pendingFor(submission.id)) continue;
      await grade(row, { score: submission.score ?? submission.auto_score, feedback: submission.feedback, action });
    }
    setSelected([]);
    setBusy(false);
  };

  if (work.length === 0) {
    return (
      <p className={layout.muted}>
        <Trans>Bu ödevin atandığı etkin öğrenci yok.</Trans>
      </p>
    );
  }

  return (
    <section className={layout.section}>
      {assignment.can_edit && gradable.length > 0 ? (
        <div className={layout.toolbar}>
          <label className={forms.choice}>
            <input
              type="checkbox"
              className={forms.choiceInput}
              checked={selected.length > 0 && selected.length === gradable.length}
              onChange={(event) => setSelected(event.target.checked ? gradable.flatMap((row) => (row.submission ? [row.submission.id] : [])) : [])}
            />
            <Trans>Teslim edenlerin tümünü seç</Trans>
          </label>
          <div className={layout.actions}>
            <Button variant="secondary" disabled={selected.length === 0 || busy} onClick={() => void bulk('grade')}>
              <Trans>Seçilenlere otomatik puanı ver ({selectedCount})</Trans>
            </Button>
            <Button variant="ghost" disabled={selected.length === 0 || busy} onClick={() => void bulk('return')}>
              <Trans>Seçilenleri iade et</Trans>
            </Button>
          </div>
        </div>
      ) : null}
      <ul className={layout.list} aria-label={t`Öğrencilerin çalışmaları`}>
        {work.map((row) => (
          <StudentWorkRow
            key={row.student.id}
            assignment={assignment}
            row={row}
            pending={row.submission ? pendingFor(row.submission.id) : undefined}
            selected={row.submission ? selected.includes(row.submission.id) : false}
            onSelect={(on) => row.submission && setSelected(on ? [...selected, row.submission.id] : selected.filter((id) => id !== row.submission?.id))}
            onGrade={(body) => grade(row, body)}
          />
        ))}
      </ul>
    </section>
  );
}
