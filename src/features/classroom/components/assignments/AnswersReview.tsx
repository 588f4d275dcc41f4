import { Trans, useLingui } from '@lingui/react/macro';
import type { Assignment, Submission } from '@/shared/api/classroom.ts';
import { formatNumber } from '@/shared/i18n/format.ts';
import { Loading } from '../shared/QueryStates.tsx';
import { SubmissionPhoto } from '../shared/SubmissionPhoto.tsx';
import { useAssignedExperiment } from '../shared/useAssignableContent.ts';
import * as layout from '../shared/layout.css.ts';

/** What the student handed in: each answer with whether it was right, the written text and the photo. */
export function AnswersReview({ assignment, submission }: { assignment: Assignment; submission: Submission }) {
  const { t, i18n } = useLingui();
  const { experiment, ready: questionsReady } = useAssignedExperiment(assignment.content);
  const questions = experiment?.questions.filter((question) => assignment.question_ids.includes(question.id)) ?? [];
  const autoScore = submission.auto_score === null ? '' : formatNumber(submission.auto_score);

  if (!questionsReady) return <Loading />;
  return (
    <div className={layout.section}>
      {questions.length > 0 ? (
        <ol className={layout.list}>
          {questions.map((question) => {
            const chosen = submission.answers[question.id];
            const right = chosen === question.correctIndex;
            const option = chosen === undefined ? undefined : question.options[chosen];
            return (
              <li key={question.id} className={layout.question}>
                <span>{i18n._(question.prompt)}</span>
                <span>
                  {chosen === undefined ? (
                    <Trans>Boş bırakıldı</Trans>
                  ) : (
                    <>
                      <span aria-hidden="true">{right ? '✅ ' : '❌ '}</span>
                      {right ? t`Doğru:` : t`Yanlış:`} {option ? i18n._(option) : ''}
                    </>
                  )}
                </span>
              </li>
            );
          })}
        </ol>
      ) : null}
      {submission.auto_score !== null ? (
        <p className={layout.muted}>
          <Trans>Otomatik puan: {autoScore}</Trans>
        </p>
      ) : null}
      {submission.text ? (
        <blockquote className={layout.writtenText}>
          <p className={layout.muted}>
            <Trans>Öğrencinin yazdıkları:</Trans>
          </p>
          {submission.text}
        </blockquote>
      ) : null}
      {submission.has_photo ? <SubmissionPhoto submissionId={submission.id} alt={t`Öğrencinin yüklediği fotoğraf`} onDemand /> : null}
    </div>
  );
}
