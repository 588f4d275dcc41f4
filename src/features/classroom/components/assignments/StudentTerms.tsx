import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StudentWork, TeacherAssignment } from '@/shared/api/classroom.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import * as field from '@/shared/ui/form/Field.css.ts';
import { useStudentTerms } from '../../api.ts';
import { formatDueDate, fromLocalInput, toLocalInput } from '../../model/dates.ts';
import * as layout from '../shared/layout.css.ts';

/** One student's own terms on the assignment: more time (Süre uzat) or let off it (Muaf tut), each undone the same way. */
export function StudentTerms({ assignment, row }: { assignment: TeacherAssignment; row: StudentWork }) {
  const { t } = useLingui();
  const terms = useStudentTerms(assignment.id);
  const [extending, setExtending] = useState(false);
  const [dueText, setDueText] = useState(toLocalInput(row.due_at ?? assignment.due_at));
  const [problem, setProblem] = useState<string | null>(null);
  const studentName = row.student.full_name;
  const inputId = `own-due-${assignment.id}-${row.student.id}`;
  const ownDue = row.due_at ? formatDueDate(row.due_at) : '';

  if (!assignment.can_edit && !row.due_at) return null;

  const send = async (body: { due_at?: string | null; excused?: boolean }) => {
    try {
      await terms.mutateAsync({ enrolmentId: row.student.id, body });
      setExtending(false);
    } catch {
      // Shown below.
    }
  };

  const saveDue = () => {
    const dueAt = fromLocalInput(dueText);
    if (!dueAt) {
      setProblem(t`Geçerli bir tarih ve saat seçin.`);
      return;
    }
    setProblem(null);
    void send({ due_at: dueAt });
  };

  return (
    <div className={layout.section}>
      {row.due_at ? (
        <p className={layout.muted}>
          <Trans>
            {studentName} için son teslim: {ownDue}
          </Trans>
        </p>
      ) : null}
      {assignment.can_edit ? (
        <div className={layout.actions}>
          <Button size="sm" variant="ghost" aria-expanded={extending} onClick={() => setExtending(!extending)} aria-label={t`${studentName} için süre uzat`}>
            <Trans>Süre uzat</Trans>
          </Button>
          {row.due_at ? (
            <Button
              size="sm"
              variant="ghost"
              disabled={terms.isPending}
              onClick={() => void send({ due_at: null })}
              aria-label={t`${studentName} için uzatmayı kaldır`}
            >
              <Trans>Uzatmayı kaldır</Trans>
            </Button>
          ) : null}
          {row.excused ? (
            <Button
              size="sm"
              variant="ghost"
              disabled={terms.isPending}
              onClick={() => void send({ excused: false })}
              aria-label={t`${studentName}: muafiyeti kaldır`}
            >
              <Trans>Muafiyeti kaldır</Trans>
            </Button>
          ) : (
            <Button size="sm" variant="ghost" disabled={terms.isPending} onClick={() => void send({ excused: true })} aria-label={t`${studentName}: muaf tut`}>
              <Trans>Muaf tut</Trans>
            </Button>
          )}
        </div>
      ) : null}
      {extending ? (
        <div className={layout.actions}>
          <div className={field.field}>
            <label htmlFor={inputId} className={field.label}>
              <Trans>{studentName} için yeni son teslim</Trans>
            </label>
            <input
              id={inputId}
              type="datetime-local"
              className={field.control}
              value={dueText}
              aria-invalid={problem ? true : undefined}
              onChange={(event) => setDueText(event.target.value)}
            />
          </div>
          <Button size="sm" disabled={terms.isPending} onClick={saveDue}>
            <Trans>Süreyi kaydet</Trans>
          </Button>
        </div>
      ) : null}
      {problem ? <p className={field.error}>{problem}</p> : null}
      {terms.error ? <FormAlert>{terms.error.message}</FormAlert> : null}
    </div>
  );
}
