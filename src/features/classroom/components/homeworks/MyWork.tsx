import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AssignableExperiment } from '@/features/experiments';
import type { HomeworkAttempt } from '@/shared/api/classroom.ts';
import { formatDayTime, formatNumber } from '@/shared/i18n/format.ts';
import { homeworkAttemptsQuery } from '../../api.ts';
import { StateBadge } from '../shared/StateBadge.tsx';
import { LoadError, Loading } from '../shared/QueryStates.tsx';
import { SubmissionPhoto } from '../shared/SubmissionPhoto.tsx';
import * as layout from '../shared/layout.css.ts';
import * as own from './myWork.css.ts';

type Questions = AssignableExperiment['questions'];

type Props = {
  assignmentId: number;
  /** A parent's child; the student's own work without it. */
  studentId?: number;
  questions: Questions;
  /** A parent looks at their child's work: the same history, worded about the child. */
  parent: boolean;
};

/**
 * Çalışmalarım: every hand-in of this homework, newest first, each opened on its own (a disclosure):
 * when, the answers (which were right once the server shows it), text, photo, score and feedback.
 * Read-only, for the student and their parent alike.
 */
export function MyWork({ assignmentId, studentId, questions, parent }: Props) {
  const { t } = useLingui();
  const query = useQuery(homeworkAttemptsQuery(assignmentId, studentId));
  const attempts = query.data;

  return (
    <section className={layout.section} aria-labelledby="my-work-heading">
      <h2 id="my-work-heading" className={layout.rowTitle}>
        {parent ? <Trans>Çalışmaları</Trans> : <Trans>Çalışmalarım</Trans>}
      </h2>
      {attempts === undefined ? (
        query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <Loading label={t`Çalışmalar yükleniyor...`} />
        )
      ) : attempts.length === 0 ? (
        <p className={layout.muted}>{parent ? <Trans>Bu ödev için henüz bir teslim yok.</Trans> : <Trans>Bu ödevi henüz teslim etmedin.</Trans>}</p>
      ) : (
        <ol className={own.attempts}>
          {attempts.map((attempt, index) => (
            <li key={attempt.id}>
              <Attempt attempt={attempt} number={attempts.length - index} questions={questions} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Attempt({ attempt, number, questions }: { attempt: HomeworkAttempt; number: number; questions: Questions }) {
  const { t } = useLingui();
  const when = formatDayTime(attempt.completed_at);
  const score = attempt.score === null ? null : formatNumber(attempt.score);
  const answered = questions.filter((question) => attempt.answers[question.id] !== undefined || attempt.correct?.[question.id] !== undefined);

  return (
    <details className={own.attempt}>
      <summary className={own.summary}>
        <span>
          {attempt.on_paper ? (
            <Trans>
              {number}. çalışma · kâğıt üzerinde · {when}
            </Trans>
          ) : (
            <Trans>
              {number}. teslim · {when}
            </Trans>
          )}
        </span>
        <StateBadge state={attempt.state} />
        {score !== null ? (
          <span>
            <Trans>{score} puan</Trans>
          </span>
        ) : null}
      </summary>
      <div className={own.body}>
        {attempt.on_paper ? (
          <p className={layout.muted}>
            <Trans>Bu çalışma kâğıt üzerinde ya da sınıfta yapıldı; uygulamaya bir şey gönderilmedi. Öğretmenin verdiği puan ve notu aşağıda.</Trans>
          </p>
        ) : null}
        {answered.length ? (
          <ol className={own.answers} aria-label={t`Cevaplar`}>
            {answered.map((question) => (
              <AnswerLine key={question.id} question={question} chosen={attempt.answers[question.id]} correct={attempt.correct?.[question.id]} />
            ))}
          </ol>
        ) : null}
        {answered.length && attempt.correct === null ? (
          <p className={layout.muted}>
            <Trans>Hangi cevapların doğru olduğu, öğretmen değerlendirince ya da teslim tarihi geçince görünür.</Trans>
          </p>
        ) : null}
        {attempt.text ? (
          <div>
            <p className={layout.muted}>
              <Trans>Yazılan</Trans>
            </p>
            <p className={layout.writtenText}>{attempt.text}</p>
          </div>
        ) : null}
        {attempt.has_photo ? <SubmissionPhoto submissionId={attempt.id} alt={t`${number}. teslimin fotoğrafı`} onDemand /> : null}
        {score !== null ? (
          <p className={layout.writtenText}>
            <Trans>Puan: {score}</Trans>
          </p>
        ) : attempt.result_withheld ? (
          <p className={layout.muted}>
            <Trans>Sonuç, öğretmen değerlendirince görünecek.</Trans>
          </p>
        ) : null}
        {attempt.feedback ? (
          <div>
            <p className={layout.muted}>
              <Trans>Öğretmenin notu</Trans>
            </p>
            <p className={layout.writtenText}>“{attempt.feedback}”</p>
          </div>
        ) : null}
      </div>
    </details>
  );
}

function AnswerLine({ question, chosen, correct }: { question: Questions[number]; chosen: number | undefined; correct: boolean | undefined }) {
  const { i18n } = useLingui();
  const option = chosen === undefined ? undefined : question.options[chosen];
  const answer = option === undefined ? null : i18n._(option);
  return (
    <li className={layout.question}>
      <span className={layout.writtenText}>{i18n._(question.prompt)}</span>
      <span>
        {answer === null ? <Trans>Cevap verilmedi</Trans> : <Trans>Cevap: {answer}</Trans>}{' '}
        {correct === true ? (
          <span className={own.right}>
            <span aria-hidden="true">✓ </span>
            <Trans>Doğru</Trans>
          </span>
        ) : correct === false ? (
          <span className={own.wrong}>
            <span aria-hidden="true">✗ </span>
            <Trans>Yanlış</Trans>
          </span>
        ) : null}
      </span>
    </li>
  );
}
