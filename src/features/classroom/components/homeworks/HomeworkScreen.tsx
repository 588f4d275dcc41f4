import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { CLASSROOM_LIMITS, type Homework, type SubmissionCreateRequest, type SubmissionResponse } from '@/shared/api/classroom.ts';
import { useSession } from '@/features/auth';
import type { ProgressReport } from '@/shared/api/progress.ts';
import { progressRef } from '@/shared/api/progress.ts';
import { discardUserWrite, useUserWrites, type UserWrite } from '@/shared/offline/userOutbox.ts';
import { WriteStatus } from '@/shared/offline/WriteStatus.tsx';
import { useNow } from '@/shared/lib/useNow.ts';
import { PageIntro } from '@/shared/ui/PageIntro.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { PathLink } from '@/shared/ui/PathLink.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { formatNumber } from '@/shared/i18n/format.ts';
import { button } from '@/shared/styles/recipes.css.ts';
import * as field from '@/shared/ui/form/Field.css.ts';
import * as frame from '@/shared/styles/dashboardPage.css.ts';
import { classroomKeys, homeworksQuery, submissionWrite } from '../../api.ts';
import { formatDueDate } from '../../model/dates.ts';
import { refusedForNow } from '../../model/handInResult.ts';
import { canHandIn, handInClosure, homeworkState } from '../../model/states.ts';
import { StateBadge } from '../shared/StateBadge.tsx';
import { LoadError, Loading, OfflineNote } from '../shared/QueryStates.tsx';
import { SubmissionPhoto } from '../shared/SubmissionPhoto.tsx';
import { useAssignableContent, useAssignedExperiment } from '../shared/useAssignableContent.ts';
import { MyWork } from './MyWork.tsx';
import { useHomeworkDraft } from './useHomeworkDraft.ts';
import { shrinkPhoto } from './shrinkPhoto.ts';
import { keptWork } from '../../model/keptWork.ts';
import { RemovedHomeworkHandIn } from './RemovedHomeworkHandIn.tsx';
import * as layout from '../shared/layout.css.ts';
import * as forms from '../shared/form.css.ts';
import * as styles from './homeworks.css.ts';

/** Doing one homework: open its content, answer its questions or write and photograph, and hand it in — offline too. */
export function HomeworkScreen({ assignmentId }: { assignmentId: number }) {
  const { t } = useLingui();
  const query = useQuery(homeworksQuery());
  const homework = query.data?.homeworks.find((candidate) => candidate.assignment.id === assignmentId);
  const crumbs = [{ label: t`Anasayfa`, href: '/dashboard' }, { label: t`Ödevlerim`, href: '/homeworks' }, { label: homework?.assignment.title ?? t`Ödev` }];

  if (!homework) {
    return (
      <div className={frame.page}>
        <PageIntro crumbs={crumbs} title={<Trans>Ödev</Trans>} />
        {query.isPending ? (
          <Loading label={t`Ödev yükleniyor...`} />
        ) : query.data ? (
          <>
            <FormAlert title={<Trans>Ödev bulunamadı</Trans>}>
              <Trans>Bu ödev sana verilmemiş ya da kaldırılmış.</Trans>
            </FormAlert>
            <RemovedHomeworkHandIn assignmentId={assignmentId} />
          </>
        ) : (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        )}
      </div>
    );
  }

  return (
    <div className={frame.page}>
      <PageIntro crumbs={crumbs} title={homework.assignment.title} />
      <OfflineNote updatedAt={query.dataUpdatedAt} />
      <HomeworkBody homework={homework} studentId={query.data?.student_id} />
    </div>
  );
}

/** `studentId`: the child a parent is looking at (the homework list says which); a student's own work without it. */
function HomeworkBody({ homework, studentId }: { homework: Homework; studentId: number | undefined }) {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  const ownerId = user?.id ?? null;
  const client = useQueryClient();
  const content = useAssignableContent();
  const { assignment, submission } = homework;
  const now = useNow().getTime();
  const state = homeworkState(homework, now);
  const writes = useUserWrites(ownerId).filter((write) => write.kind === 'submission' && write.refs.assignmentId === assignment.id);
  // A refused hand-in is shown first: it holds work the child has not got back yet.
  const pending = writes.find((write) => write.state !== 'waiting') ?? writes.find((write) => write.state === 'waiting');
  const waiting = writes.some((write) => write.state === 'waiting');
  const { draft, loaded, update, clear } = useHomeworkDraft(ownerId, assignment.id);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sentAnswer, setSentAnswer] = useState<SubmissionResponse | null>(null);

  const { experiment, ready: questionsReady } = useAssignedExperiment(assignment.content);
  const questions = experiment?.questions.filter((question) => assignment.question_ids.includes(question.id)) ?? [];
  const href = content.hrefOf(assignment.content);
  const takesWork = assignment.question_count === 0;
  const handInOpen = canHandIn(homework, now);
  const open = handInOpen && !pending && sentAnswer === null;
  const closure = handInClosure(assignment);
  const closedDate = closure?.reason === 'closed' && closure.closedAt ? formatDueDate(closure.closedAt) : null;
  const dueDate = formatDueDate(assignment.due_at);
  const contentTitle = content.titleOf(assignment.content);
  const score = submission?.score == null ? '' : formatNumber(submission.score);
  const autoScore = submission?.auto_score == null ? '' : formatNumber(submission.auto_score);
  const perAssignment = CLASSROOM_LIMITS.handInsPerAssignment;
  const perDay = CLASSROOM_LIMITS.handInsPerDay;

  const hand_in = async () => {
    if (ownerId === null || !questionsReady) return;
    const unanswered = questions.filter((question) => draft.answers[question.id] === undefined).length;
    if (unanswered > 0) {
      setProblem(t`${unanswered} soru cevapsız. Hepsini cevaplayınca teslim edebilirsin.`);
      return;
    }
    if (assignment.content.kind === 'free' && !draft.text.trim() && !draft.photo) {
      setProblem(t`Teslim etmeden önce bir şeyler yaz ya da fotoğraf ekle.`);
      return;
    }
    setProblem(null);
    setSending(true);
    const body: SubmissionCreateRequest = { answers: draft.answers, text: draft.text.trim(), photo: draft.photo, completed_at: new Date().toISOString() };
    const result = await submissionWrite.send(ownerId, { assignmentId: assignment.id, title: assignment.title, body, progress: earned() });
    setSending(false);
    // The hand-in caps: nothing waits in the outbox, and the draft stays as typed.
    if (refusedForNow(result)) {
      await discardUserWrite(result.write.id);
      setProblem(
        t`Bu ödevi şimdilik daha fazla teslim edemezsin: bir ödev en fazla ${perAssignment} kez, bir günde en fazla ${perDay} ödev teslim edilebilir. Yazdıkların kaybolmadı, burada duruyor. Öğretmenine söyle ya da daha sonra yeniden dene.`,
      );
      return;
    }
    // Sent, kept for later or refused: the outbox holds it (a refusal shows with the work to copy or
    // edit), so the draft is no longer needed.
    clear();
    if (result.status === 'sent') {
      setSentAnswer(result.body as SubmissionResponse);
      void client.invalidateQueries({ queryKey: classroomKeys.all });
    }
  };

  /** What the hand-in earns on the progress map once the server counts it: each answer for the homework's outcomes, and the homework itself. */
  const earned = (): ProgressReport[] => {
    const outcomes = assignment.outcomes.length ? assignment.outcomes : (experiment?.outcomeCodes ?? []);
    const answers = questions.flatMap((question): ProgressReport[] => {
      const chosen = draft.answers[question.id];
      if (chosen === undefined || !experiment) return [];
      return [{ kind: 'questionAnswered', ref: progressRef.question(experiment.id, question.id), outcomes, correct: chosen === question.correctIndex }];
    });
    // Only a student's hand-in counts: a parent looking never reaches here, and the server checks the role anyway.
    return user?.role === 'student' ? [...answers, { kind: 'homeworkSubmitted', ref: progressRef.homework(assignment.id), outcomes }] : [];
  };

  /** A refused hand-in goes back into the form as it was, to change and send again. */
  const editRefused = (write: UserWrite) => {
    const body = write.body as SubmissionCreateRequest;
    update({ answers: body.answers ?? {}, text: body.text ?? '', photo: body.photo ?? null });
    void discardUserWrite(write.id);
  };

  const addPhoto = async (file: File | undefined) => {
    if (!file) return;
    const photo = await shrinkPhoto(file);
    if (!photo) {
      setProblem(t`Bu fotoğraf eklenemedi. Başka bir fotoğraf dene.`);
      return;
    }
    setProblem(null);
    update({ ...draft, photo });
  };

  return (
    <div className={layout.section}>
      <p className={layout.meta}>
        <StateBadge state={state} />
        <span>{assignment.class_name}</span>
        <span aria-hidden="true">·</span>
        <span>
          <Trans>Son teslim: {dueDate}</Trans>
        </span>
      </p>
      {assignment.instructions ? <p className={layout.writtenText}>{assignment.instructions}</p> : null}
      {href ? (
        <div className={layout.actions}>
          <span>
            <Trans>İçerik: {contentTitle}</Trans>
          </span>
          <PathLink href={href} className={button({ variant: 'secondary' })}>
            <span aria-hidden="true">📖</span>
            <Trans>İçeriği aç</Trans>
          </PathLink>
        </div>
      ) : null}

      {submission && (state === 'graded' || state === 'returned') ? (
        <FormAlert
          tone={state === 'graded' ? 'success' : 'warning'}
          title={state === 'graded' ? <Trans>Öğretmenin değerlendirdi</Trans> : <Trans>Öğretmenin ödevi düzeltmen için geri gönderdi</Trans>}
        >
          {submission.score !== null ? (
            <p>
              <Trans>Puanın: {score}</Trans>
            </p>
          ) : null}
          {submission.feedback ? <p>“{submission.feedback}”</p> : null}
        </FormAlert>
      ) : null}
      <WriteStatus
        write={pending}
        what={submissionWrite.what}
        sent={sentAnswer ? <SentAnswer answer={sentAnswer} /> : undefined}
        keep={pending?.state === 'rejected' ? keptWork(pending, assignment.title) : undefined}
        onEdit={pending?.state === 'rejected' && handInOpen ? () => editRefused(pending) : undefined}
      />
      {closure && !submission && !pending && sentAnswer === null ? (
        <FormAlert tone="warning" title={closure.reason === 'archived' ? <Trans>Sınıf arşivlendi</Trans> : <Trans>Teslimler kapandı</Trans>}>
          {closure.reason === 'archived' ? (
            <Trans>Bu ödev artık geçmişte; okuyabilirsin ama teslim alınmıyor.</Trans>
          ) : closedDate ? (
            <Trans>Öğretmenin {closedDate} tarihinde teslimleri kapattı.</Trans>
          ) : (
            <Trans>Öğretmenin bu ödevin teslimlerini kapattı.</Trans>
          )}
        </FormAlert>
      ) : null}
      {submission && state === 'held' && !pending && sentAnswer === null ? (
        <FormAlert tone="warning" title={<Trans>Teslimler kapandıktan sonra geldi</Trans>}>
          <Trans>Ödevin saklandı; öğretmenin kabul ederse sayılır.</Trans>
        </FormAlert>
      ) : null}
      {submission && (state === 'submitted' || state === 'late') && !pending && sentAnswer === null ? (
        <FormAlert tone="info">
          <Trans>Bu ödevi teslim ettin.</Trans>{' '}
          {submission.result_withheld ? (
            <Trans>Sonuç öğretmenin değerlendirince görünecek.</Trans>
          ) : submission.auto_score !== null ? (
            <Trans>Otomatik puanın: {autoScore}</Trans>
          ) : (
            <Trans>Öğretmenin değerlendirince burada göreceksin.</Trans>
          )}
        </FormAlert>
      ) : null}
      {submission?.has_photo && !open ? (
        <div className={field.field}>
          <span className={field.label}>
            <Trans>Teslim ettiğin fotoğraf</Trans>
          </span>
          <SubmissionPhoto submissionId={submission.id} alt={t`Teslim ettiğin fotoğraf`} />
        </div>
      ) : null}

      {open && loaded && !questionsReady ? <Loading /> : null}
      {open && loaded && questionsReady ? (
        <form
          className={layout.section}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void hand_in();
          }}
        >
          {questions.map((question, index) => (
            <fieldset key={question.id} className={layout.question}>
              <legend className={layout.rowTitle}>
                {index + 1}. {i18n._(question.prompt)}
              </legend>
              <ul className={styles.options}>
                {question.options.map((option, optionIndex) => (
                  <li key={optionIndex}>
                    <label className={styles.option}>
                      <input
                        type="radio"
                        className={forms.choiceInput}
                        name={question.id}
                        checked={draft.answers[question.id] === optionIndex}
                        onChange={() => update({ ...draft, answers: { ...draft.answers, [question.id]: optionIndex } })}
                      />
                      {i18n._(option)}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ))}
          {takesWork ? (
            <>
              <div className={field.field}>
                <label htmlFor="homework-text" className={field.label}>
                  {assignment.content.kind === 'free' ? <Trans>Cevabın</Trans> : <Trans>Gözlemlerin ve notların (isteğe bağlı)</Trans>}
                </label>
                <textarea
                  id="homework-text"
                  className={forms.textarea}
                  value={draft.text}
                  maxLength={CLASSROOM_LIMITS.answerTextMax}
                  onChange={(event) => update({ ...draft, text: event.target.value })}
                />
              </div>
              <div className={field.field}>
                <span className={field.label}>
                  <Trans>Fotoğraf (isteğe bağlı)</Trans>
                </span>
                {/* The browser's own file button speaks the device's language and is small: a Turkish, tablet-sized label opens the camera or the gallery. */}
                <input
                  id="homework-photo"
                  type="file"
                  accept="image/*"
                  capture="environment"
                  className={styles.photoInput}
                  onChange={(event) => void addPhoto(event.target.files?.[0])}
                />
                <label htmlFor="homework-photo" className={`${button({ variant: 'secondary' })} ${styles.photoButton}`}>
                  <span aria-hidden="true">📷</span>
                  {draft.photo ? <Trans>Başka fotoğraf seç</Trans> : <Trans>Fotoğraf çek ya da seç</Trans>}
                </label>
                {draft.photo ? (
                  <>
                    <img src={draft.photo} alt={t`Eklediğin fotoğraf`} className={layout.photo} />
                    <Button variant="ghost" onClick={() => update({ ...draft, photo: null })}>
                      <Trans>Fotoğrafı kaldır</Trans>
                    </Button>
                  </>
                ) : null}
              </div>
            </>
          ) : null}
          {problem ? <FormAlert>{problem}</FormAlert> : null}
          {waiting ? (
            <p className={layout.muted}>
              <Trans>Önceki teslimin gönderilmeyi bekliyor; bu da onun ardından gidecek.</Trans>
            </p>
          ) : null}
          <div className={layout.actions}>
            <Button type="submit" size="lg" disabled={sending}>
              {sending ? <Trans>Teslim ediliyor…</Trans> : <Trans>Teslim et</Trans>}
            </Button>
          </div>
        </form>
      ) : null}
      {/* The answers are listed with their questions once these are loaded; the rest of each attempt shows at once. */}
      <MyWork assignmentId={assignment.id} studentId={studentId} questions={questions} parent={user?.role === 'parent'} />
    </div>
  );
}

/** The server's own words for a hand-in it has: counted, or kept after closing for the teacher to accept. */
function SentAnswer({ answer }: { answer: SubmissionResponse }) {
  if (answer.submission.state === 'held') {
    return (
      <>
        <strong>
          <Trans>Teslimler kapandıktan sonra geldi</Trans>
        </strong>{' '}
        <Trans>Ödevin saklandı; öğretmenin kabul ederse sayılır.</Trans>
      </>
    );
  }
  return (
    <>
      <strong>
        <Trans>Ödevin teslim edildi!</Trans>
      </strong>{' '}
      <Trans>Öğretmenin değerlendirince burada göreceksin.</Trans>
    </>
  );
}
