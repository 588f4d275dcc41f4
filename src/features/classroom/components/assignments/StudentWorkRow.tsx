import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CLASSROOM_LIMITS, type GradeRequest, type StudentWork, type Submission, type TeacherAssignment } from '@/shared/api/classroom.ts';
import { discardUserWrite, retryUserWrite, type UserWrite } from '@/shared/offline/userOutbox.ts';
import { WriteStatus } from '@/shared/offline/WriteStatus.tsx';
import { gradeWrite } from '../../api.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { formatNumber } from '@/shared/i18n/format.ts';
import * as field from '@/shared/ui/form/Field.css.ts';
import { formatShortDateTime } from '../../model/dates.ts';
import { parseScore } from '../../model/score.ts';
import { StateBadge } from '../shared/StateBadge.tsx';
import { AnswersReview } from './AnswersReview.tsx';
import { HeldHandIn } from './HeldHandIn.tsx';
import { StudentTerms } from './StudentTerms.tsx';
import * as layout from '../shared/layout.css.ts';
import * as forms from '../shared/form.css.ts';
import * as styles from './assignments.css.ts';

type Props = {
  assignment: TeacherAssignment;
  row: StudentWork;
  pending: UserWrite | undefined;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onGrade: (body: Omit<GradeRequest, 'version'>) => Promise<void>;
};

const scoreText = (value: number | null) => (value === null ? '—' : formatNumber(value));

/** One student's work on the teacher's assignment page: what they handed in, and the score and feedback they get back. */
export function StudentWorkRow({ assignment, row, pending, selected, onSelect, onGrade }: Props) {
  const { t } = useLingui();
  const submission = row.submission;
  const shownBody = pending?.body as GradeRequest | undefined;
  const studentName = row.student.full_name;
  const completedAt = submission ? formatShortDateTime(submission.completed_at) : '';
  const score = submission ? scoreText(submission.score) : '';
  const attempt = row.attempts;
  const waitingScore = shownBody ? scoreText(shownBody.score) : '';

  return (
    <li className={layout.row}>
      {/* Held work is accepted on its own before it can be graded with the others. */}
      {assignment.can_edit && submission && !submission.held ? (
        <input
          type="checkbox"
          className={forms.choiceInput}
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={t`${studentName} seç`}
        />
      ) : null}
      <div className={layout.rowMain}>
        <span className={layout.rowTitle}>
          {row.student.number ? `${row.student.number} · ` : ''}
          {row.student.full_name}
        </span>
        <span className={layout.meta}>
          <StateBadge state={row.state} />
          {submission ? (
            <>
              <span>
                <Trans>Tamamlama: {completedAt}</Trans>
              </span>
              <span>
                <Trans>Puan: {score}</Trans>
              </span>
              {row.attempts > 1 ? (
                <span>
                  <Trans>{attempt}. teslim</Trans>
                </span>
              ) : null}
            </>
          ) : null}
        </span>
        <WriteStatus
          write={pending}
          what={gradeWrite.what}
          summary={shownBody ? shownBody.action === 'return' ? <Trans>Düzeltmesi için iade.</Trans> : <Trans>Puan {waitingScore}.</Trans> : undefined}
          conflict={(write) => <GradeConflict write={write} />}
        />
        {submission?.held ? <HeldHandIn submission={submission} canAccept={assignment.can_edit} /> : null}
        <StudentTerms assignment={assignment} row={row} />
        {submission ? (
          <details>
            <summary className={forms.summary}>
              <Trans>Çalışmayı incele ve değerlendir</Trans>
            </summary>
            <div className={layout.section}>
              <AnswersReview assignment={assignment} submission={submission} />
              {assignment.can_edit && !pending && !submission.held ? <GradeForm submission={submission} onGrade={onGrade} /> : null}
            </div>
          </details>
        ) : null}
      </div>
    </li>
  );
}

function GradeForm({ submission, onGrade }: { submission: Submission; onGrade: Props['onGrade'] }) {
  const { t } = useLingui();
  const [score, setScore] = useState(submission.score === null ? '' : String(submission.score));
  const [feedback, setFeedback] = useState(submission.feedback);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const autoScore = submission.auto_score === null ? '' : formatNumber(submission.auto_score);

  const send = async (action: 'grade' | 'return') => {
    const parsed = parseScore(score);
    if (action === 'grade' && parsed === null) {
      setError(t`0 ile 100 arasında bir puan yazın.`);
      return;
    }
    if (parsed === 'invalid') {
      setError(t`Puan 0 ile 100 arasında bir tam sayı olmalıdır.`);
      return;
    }
    setError(null);
    setBusy(true);
    await onGrade({ score: parsed, feedback: feedback.trim(), action });
    setBusy(false);
  };

  return (
    <div className={layout.section}>
      <div className={layout.actions}>
        <div className={field.field}>
          <label htmlFor={`score-${submission.id}`} className={field.label}>
            <Trans>Puan (0–100)</Trans>
          </label>
          <input
            id={`score-${submission.id}`}
            className={`${field.control} ${styles.scoreInput}`}
            inputMode="numeric"
            value={score}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setScore(event.target.value)}
          />
        </div>
        {submission.auto_score !== null ? (
          <span className={layout.muted}>
            <Trans>Otomatik puan: {autoScore}</Trans>
          </span>
        ) : null}
      </div>
      <div className={field.field}>
        <label htmlFor={`feedback-${submission.id}`} className={field.label}>
          <Trans>Geri bildirim</Trans>
        </label>
        <textarea
          id={`feedback-${submission.id}`}
          className={forms.textarea}
          maxLength={CLASSROOM_LIMITS.feedbackMax}
          value={feedback}
          onChange={(event) => setFeedback(event.target.value)}
        />
      </div>
      {error ? <p className={field.error}>{error}</p> : null}
      <div className={layout.actions}>
        <Button disabled={busy} onClick={() => void send('grade')}>
          <Trans>Notu kaydet</Trans>
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void send('return')}>
          <Trans>Düzeltmesi için iade et</Trans>
        </Button>
      </div>
    </div>
  );
}

/** A grade that met a newer version (another device graded first): both side by side, the teacher chooses. */
function GradeConflict({ write }: { write: UserWrite }) {
  const current = write.current as Submission | undefined;
  const mine = write.body as GradeRequest;
  if (!current) return null;
  const currentScore = scoreText(current.score);
  const myScore = scoreText(mine.score);
  return (
    <FormAlert
      tone="warning"
      title={<Trans>Bu çalışma siz değerlendirirken başka bir yerden değerlendirildi</Trans>}
      action={
        <div className={layout.actions}>
          <Button onClick={() => void retryUserWrite(write.id, { ...mine, version: current.version })}>
            <Trans>Benim notumu kaydet</Trans>
          </Button>
          <Button variant="secondary" onClick={() => void discardUserWrite(write.id)}>
            <Trans>Kayıtlı notu kullan</Trans>
          </Button>
        </div>
      }
    >
      <div className={layout.compare}>
        <div>
          <strong>
            <Trans>Kayıtlı olan</Trans>
          </strong>
          <p>
            <Trans>Puan: {currentScore}</Trans>
          </p>
          <p>{current.feedback || '—'}</p>
        </div>
        <div>
          <strong>
            <Trans>Sizinki</Trans>
          </strong>
          <p>
            <Trans>Puan: {myScore}</Trans>
          </p>
          <p>{mine.feedback || '—'}</p>
        </div>
      </div>
    </FormAlert>
  );
}
