import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SHIPMENT_PROBLEM_REASONS, SHIPPING_LIMITS, type ReportProblemRequest } from '@/shared/api/shipping.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { SelectField } from '@/shared/ui/form/SelectField.tsx';
import * as field from '@/shared/ui/form/Field.css.ts';
import { checkProblem, type ProblemDraft } from '../model/problemForm.ts';
import { REASON_LABELS } from '../model/labels.ts';
import * as styles from './shipping.css.ts';

type Props = { onSend: (report: Omit<ReportProblemRequest, 'at'>) => void; onCancel: () => void };

/** "Sorun bildir": a reason and, for "other", a note; checked here as the server checks it. */
export function ProblemForm({ onSend, onCancel }: Props) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<ProblemDraft>({ reason: '', note: '' });
  const [checked, setChecked] = useState(false);
  const noteId = useId();
  const noteErrorId = useId();
  const issue = checked ? checkProblem(draft) : null;
  const max = SHIPPING_LIMITS.noteMax;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (checkProblem(draft) || !draft.reason) return;
    onSend({ reason: draft.reason, note: draft.note.trim() });
  };
  const noteError =
    issue === 'noteNeeded' ? t`“Başka bir sorun” için ne olduğunu kısaca yazın.` : issue === 'noteTooLong' ? t`Not en fazla ${max} karakter olabilir.` : null;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t`Sorun bildir`}>
      <SelectField
        label={t`Sorun`}
        required
        placeholder={t`Bir sorun seçin`}
        value={draft.reason}
        error={issue === 'reason' ? t`Bir sorun seçin.` : null}
        options={SHIPMENT_PROBLEM_REASONS.map((reason) => ({ value: reason, label: i18n._(REASON_LABELS[reason]) }))}
        onChange={(event) => setDraft({ ...draft, reason: event.target.value as ProblemDraft['reason'] })}
      />
      <div className={field.field}>
        <label htmlFor={noteId} className={field.label}>
          <Trans>Not</Trans>
        </label>
        <textarea
          id={noteId}
          className={styles.textarea}
          value={draft.note}
          maxLength={max}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? noteErrorId : undefined}
          onChange={(event) => setDraft({ ...draft, note: event.target.value })}
        />
        {noteError ? (
          <p id={noteErrorId} className={field.error}>
            {noteError}
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button type="submit">{t`Bildir`}</Button>
        <Button variant="ghost" onClick={onCancel}>
          {t`Vazgeç`}
        </Button>
      </div>
    </form>
  );
}
