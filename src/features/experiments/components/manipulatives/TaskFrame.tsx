import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import type { TaskRun } from './useTaskRun.ts';
import * as css from './manipulative.css.ts';
import * as feedback from '../activities/activities.css.ts';

type TaskFrameProps = {
  run: TaskRun;
  prompt: string;
  /** Judge the board as it is now and report the verdict through `run.report`. */
  onCheck: () => void;
  children: ReactNode;
};

/**
 * One task of a manipulative: what to do, the board, "Kontrol et", the verdict (read out politely) and,
 * after a right answer, the way on. Enter in a field of the board checks too (it is one form).
 */
export function TaskFrame({ run, prompt, onCheck, children }: TaskFrameProps) {
  const { t } = useLingui();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const number = run.index + 1;
  const total = run.total;
  const last = run.index === run.total - 1;
  const solved = run.verdict?.correct === true;

  useEffect(() => {
    // A keyboard user who pressed "Sonraki görev" starts the new task at its question.
    if (run.moved) heading.current?.focus();
  }, [run.moved]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCheck();
  };

  return (
    <form className={css.root} aria-labelledby={headingId} onSubmit={submit} noValidate>
      <header className={css.taskHeader}>
        <p className={css.progress}>
          <Trans>
            Görev {number} / {total}
          </Trans>
        </p>
        <h3 id={headingId} ref={heading} tabIndex={-1} className={css.prompt}>
          {prompt}
        </h3>
      </header>
      {children}
      <div className={css.checkRow}>
        <Button type="submit">
          <Trans>Kontrol et</Trans>
        </Button>
        {solved && !last ? (
          <Button variant="accent" onClick={run.next}>
            <Trans>Sonraki görev</Trans>
          </Button>
        ) : null}
        {solved && last ? (
          <Button variant="secondary" onClick={run.restart}>
            <Trans>Baştan başla</Trans>
          </Button>
        ) : null}
      </div>
      <div role="status" aria-live="polite">
        {run.verdict ? (
          <p className={feedback.feedback} data-result={run.verdict.correct ? 'correct' : 'not-yet'}>
            <strong className={feedback.feedbackTitle}>{run.verdict.correct ? t`Doğru!` : t`Henüz değil.`}</strong>
            {run.verdict.message}
            {solved && last ? <> {t`Bu etkinliğin bütün görevlerini tamamladın!`}</> : null}
          </p>
        ) : null}
      </div>
    </form>
  );
}
