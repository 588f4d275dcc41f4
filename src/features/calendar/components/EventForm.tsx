import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TextField } from '@/shared/ui/form/TextField.tsx';
import { SelectField } from '@/shared/ui/form/SelectField.tsx';
import { FieldFrame, fieldDescriptionIds } from '@/shared/ui/form/FieldFrame.tsx';
import { useSchemaForm } from '@/shared/ui/form/useSchemaForm.ts';
import { control } from '@/shared/ui/form/Field.css.ts';
import { DIFFICULTIES, EVENT_TYPES, type EventInput } from '../model/event.ts';
import { difficultyLabels, eventTypeLabels } from '../model/labels.ts';
import { EVENT_LIMITS, eventFormSchema, type EventFormValues } from '../model/validation.ts';
import * as styles from './EventForm.css.ts';

type EventFormProps = {
  /** The submit button outside the form points at this id. */
  formId: string;
  initialValues: EventFormValues;
  onSubmit: (input: EventInput) => void;
};

/** Title, type, difficulty, day, times and notes of an event; checked on submit, then on every change. */
export function EventForm({ formId, initialValues, onSubmit }: EventFormProps) {
  const { i18n, t } = useLingui();
  const { values, errors, setValue, handleSubmit, formRef } = useSchemaForm(eventFormSchema, initialValues);
  const notesId = useId();
  const notesCount = values.notes.length;
  const notesMax = EVENT_LIMITS.notesMax;
  const counterId = `${notesId}-counter`;
  const { describedBy } = fieldDescriptionIds(notesId, null, errors.notes);

  return (
    <form id={formId} ref={formRef} noValidate className={styles.form} onSubmit={handleSubmit(onSubmit)}>
      <TextField
        label={t`Başlık`}
        required
        autoComplete="off"
        value={values.title}
        error={errors.title}
        onChange={(event) => setValue('title', event.target.value)}
      />
      <div className={styles.pair}>
        <SelectField
          label={t`Tür`}
          required
          options={EVENT_TYPES.map((type) => ({ value: type, label: i18n._(eventTypeLabels[type]) }))}
          value={values.type}
          error={errors.type}
          onChange={(event) => setValue('type', event.target.value)}
        />
        <SelectField
          label={t`Zorluk`}
          placeholder={t`Belirtilmedi`}
          options={DIFFICULTIES.map((difficulty) => ({ value: difficulty, label: i18n._(difficultyLabels[difficulty]) }))}
          value={values.difficulty}
          error={errors.difficulty}
          onChange={(event) => setValue('difficulty', event.target.value)}
        />
      </div>
      <TextField
        label={t`Tarih`}
        type="date"
        required
        value={values.date}
        error={errors.date}
        onChange={(event) => setValue('date', event.target.value)}
      />
      <div className={styles.pair}>
        <TextField
          label={t`Başlangıç`}
          type="time"
          required
          value={values.start}
          error={errors.start}
          onChange={(event) => setValue('start', event.target.value)}
        />
        <TextField
          label={t`Bitiş`}
          type="time"
          required
          value={values.end}
          error={errors.end}
          onChange={(event) => setValue('end', event.target.value)}
        />
      </div>
      <FieldFrame id={notesId} label={t`Notlar`} error={errors.notes}>
        <textarea
          id={notesId}
          className={[control, styles.textarea].join(' ')}
          value={values.notes}
          aria-invalid={errors.notes ? true : undefined}
          aria-describedby={[describedBy, counterId].filter(Boolean).join(' ')}
          onChange={(event) => setValue('notes', event.target.value)}
        />
        <p id={counterId} className={[styles.counter, notesCount > notesMax ? styles.counterOver : ''].join(' ')}>
          {t`${notesCount} / ${notesMax} karakter`}
        </p>
      </FieldFrame>
    </form>
  );
}
