import { Suspense, useState } from 'react';
import { ClassOfflineButton } from '@/features/packs';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ClassDetail } from '@/shared/api/classroom.ts';
import { Badge } from '@/shared/ui/Badge.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { classExperimentIds, useUpdateClass } from '../../api.ts';
import { useQueryClient } from '@tanstack/react-query';
import { CLASS_STATUS_LABELS, SUBJECT_LABELS, gradeLabel } from '../../content/labels.ts';
import { ClassFormDialog, type ClassFormMode } from '../classes/ClassFormDialog.tsx';
import { ClassStatusDialog, type StatusChange } from './ClassStatusDialog.tsx';
import { JoinCodeDialog } from './JoinCodeDialog.tsx';
import * as layout from '../shared/layout.css.ts';

/** What the class is, and what its teacher can do with it as a whole. */
export function ClassHeader({ item }: { item: ClassDetail }) {
  const { i18n } = useLingui();
  const [form, setForm] = useState<ClassFormMode | null>(null);
  const [showCode, setShowCode] = useState(false);
  const [statusChange, setStatusChange] = useState<StatusChange | null>(null);
  const update = useUpdateClass(item.id);
  const queryClient = useQueryClient();
  const status = CLASS_STATUS_LABELS[item.status];
  const archived = item.status === 'archived';
  const completed = item.status === 'completed';
  const teacher = item.teacher_name;
  const joinCode = item.join_code;

  return (
    <section className={layout.section}>
      <p className={layout.meta}>
        <Badge tone={status.tone}>{i18n._(status.label)}</Badge>
        <span>{i18n._(SUBJECT_LABELS[item.subject])}</span>
        <span aria-hidden="true">·</span>
        <span>{i18n._(gradeLabel(item.grade))}</span>
        <span aria-hidden="true">·</span>
        <span>
          <Trans>Öğretmen: {teacher}</Trans>
        </span>
      </p>
      {item.can_edit ? (
        <div className={layout.actions}>
          {item.join_code ? (
            <Button variant="secondary" onClick={() => setShowCode(true)}>
              <span aria-hidden="true">🔑</span>
              <Trans>Sınıf kodu: {joinCode}</Trans>
            </Button>
          ) : null}
          <Button variant="secondary" onClick={() => setForm({ kind: 'edit', item })}>
            <Trans>Düzenle</Trans>
          </Button>
          <Button variant="secondary" onClick={() => setForm({ kind: 'copy', item })}>
            <Trans>Yeni sınıfa kopyala</Trans>
          </Button>
          {archived ? null : (
            <Button variant="secondary" onClick={() => setStatusChange(completed ? 'active' : 'completed')}>
              {completed ? <Trans>Yeniden etkinleştir</Trans> : <Trans>Tamamlandı olarak işaretle</Trans>}
            </Button>
          )}
          <Button variant="ghost" disabled={update.isPending} onClick={() => update.mutate({ status: archived ? 'active' : 'archived' })}>
            {archived ? <Trans>Arşivden çıkar</Trans> : <Trans>Arşivle</Trans>}
          </Button>
        </div>
      ) : null}
      {archived ? null : (
        <Suspense fallback={<div className={layout.touchRow} />}>
          <ClassOfflineButton
            grade={item.grade}
            loadAssignedItems={() => classExperimentIds(queryClient, item.id)}
            lessonItems={item.lessons.flatMap((lesson) => (lesson.content.kind === 'experiment' && lesson.content.ref ? [lesson.content.ref] : []))}
          />
        </Suspense>
      )}
      {item.can_edit && completed ? (
        <p className={layout.muted}>
          <Trans>Bu sınıf tamamlandı. Verilmiş ödevler açık kalır, öğrenciler teslim etmeye devam edebilir; teslimleri kapatmak için sınıfı arşivleyin.</Trans>
        </p>
      ) : null}
      {update.error ? <FormAlert>{update.error.message}</FormAlert> : null}
      {item.can_edit ? <ClassStatusDialog item={item} change={statusChange} onClose={() => setStatusChange(null)} /> : null}
      <ClassFormDialog open={form !== null} mode={form ?? undefined} onClose={() => setForm(null)} />
      {item.join_code ? (
        <JoinCodeDialog open={showCode} onClose={() => setShowCode(false)} classId={item.id} className={item.name} code={item.join_code} />
      ) : null}
    </section>
  );
}
