import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { difficultyLabels, eventTypeLabels } from '@/features/calendar';
import { DIFFICULTIES, ENERGY_LEVELS, SCHEDULE_EVENT_TYPES, type TimetableSlot } from '@/shared/api/progress.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { SelectField } from '@/shared/ui/form/SelectField.tsx';
import { TextField } from '@/shared/ui/form/TextField.tsx';
import { useSchemaForm } from '@/shared/ui/form/useSchemaForm.ts';
import { slotFormSchema, type SlotFields, type SlotFormValues } from '../../model/scheduleForm.ts';
import { energyLabels, weekdayLabels } from '../../model/scheduleLabels.ts';
import * as styles from './schedule.css.ts';

const WEEKDAYS = [1, 2, 3, 4, 5] as const;

type SlotFormProps = {
  initialValues: SlotFormValues;
  /** The week's other lessons, which this one may not overlap. */
  others: readonly TimetableSlot[];
  onSubmit: (fields: SlotFields) => void;
  onCancel: () => void;
  /** A lesson being changed rather than added. */
  editing: boolean;
};

/** Day, times, name, type, difficulty and energy of one lesson; checked on submit, then on every change. */
export function SlotForm({ initialValues, others, onSubmit, onCancel, editing }: SlotFormProps) {
  const { t, i18n } = useLingui();
  const schema = useMemo(() => slotFormSchema(others), [others]);
  const { field, handleSubmit, formRef } = useSchemaForm(schema, initialValues);

  return (
    <form ref={formRef} noValidate className={styles.form} onSubmit={handleSubmit(onSubmit)}>
      <TextField label={t`Ders adı`} required autoComplete="off" {...field('title')} />
      <div className={styles.triple}>
        <SelectField
          label={t`Gün`}
          required
          options={WEEKDAYS.map((weekday) => ({ value: String(weekday), label: i18n._(weekdayLabels[weekday]) }))}
          {...field('weekday')}
        />
        <TextField label={t`Başlangıç`} type="time" required {...field('start')} />
        <TextField label={t`Bitiş`} type="time" required {...field('end')} />
      </div>
      <div className={styles.triple}>
        <SelectField
          label={t`Tür`}
          required
          options={SCHEDULE_EVENT_TYPES.map((type) => ({ value: type, label: i18n._(eventTypeLabels[type]) }))}
          {...field('type')}
        />
        <SelectField
          label={t`Zorluk`}
          required
          options={DIFFICULTIES.map((difficulty) => ({ value: difficulty, label: i18n._(difficultyLabels[difficulty]) }))}
          {...field('difficulty')}
        />
        <SelectField
          label={t`Enerji düzeyi`}
          required
          options={ENERGY_LEVELS.map((energy) => ({ value: energy, label: i18n._(energyLabels[energy]) }))}
          {...field('energy')}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit">{editing ? <Trans>Değişikliği uygula</Trans> : <Trans>Programa ekle</Trans>}</Button>
        <Button variant="ghost" onClick={onCancel}>
          <Trans>Vazgeç</Trans>
        </Button>
      </div>
    </form>
  );
}
