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
  const { values, errors, setValue, field, handleSubmit, formRef } = useSchemaForm(eventFormSchema, initialValues);
  const notesId = useId();
  const notesCount = values.notes.length;
  const notesMax = EVENT_LIMITS.notesMax;
  const counterId = `${notesId}-counter`;
  const { describedBy } = fieldDescriptionIds(notesId, null, errors.notes);

  return (
    <form id={formId} ref={formRef} noValidate className={styles.form} onSubmit={handleSubmit(onSubmit)}>
      <TextField label={t`Başlık`} required autoComplete="off" {...field('title')} />
      <div className={styles.pair}>
        <SelectField label={t`Tür`} required options={EVENT_TYPES.map((type) => ({ value: type, label: i18n._(eventTypeLabels[type]) }))} {...field('type')} />
        <SelectField
          label={t`Zorluk`}
          placeholder={t`Belirtilmedi`}
          options={DIFFICULTIES.map((difficulty) => ({ value: difficulty, label: i18n._(difficultyLabels[difficulty]) }))}
          {...field('difficulty')}
        />
      </div>
      <TextField label={t`Tarih`} type="date" required {...field('date')} />
      <div className={styles.pair}>
        <TextField label={t`Başlangıç`} type="time" required {...field('start')} />
        <TextField label={t`Bitiş`} type="time" required {...field('end')} />
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
