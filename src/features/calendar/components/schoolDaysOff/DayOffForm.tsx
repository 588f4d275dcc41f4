import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SCHOOL_CALENDAR_LIMITS, SCHOOL_DAY_OFF_KINDS, type SchoolDayOff } from '@/shared/api/schoolCalendar.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { SelectField } from '@/shared/ui/form/SelectField.tsx';
import { TextField } from '@/shared/ui/form/TextField.tsx';
import { validateForm, type FieldErrors } from '@/shared/ui/form/formErrors.ts';
import { useFocusFirstInvalid } from '@/shared/ui/form/useFocusFirstInvalid.ts';
import { dayOffFormSchema, type DayOffField, type DayOffFormValues } from '../../model/dayOffForm.ts';
import { dayOffKindLabels } from './kindLabels.ts';
import * as styles from './schoolDaysOff.css.ts';

type Props = {
  /** The day off being changed, or a new one. */
  initial: DayOffFormValues;
  editing: boolean;
  /** The server's refusal of this entry's fields, if it refused the save. */
  serverErrors: FieldErrors<DayOffField>;
  saving: boolean;
  offline: boolean;
  onSave: (day: SchoolDayOff) => void;
  onCancel: () => void;
};

/** Adds or changes one of the school's days off; the screen then saves the whole list. */
export function DayOffForm({ initial, editing, serverErrors, saving, offline, onSave, onCancel }: Props) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<DayOffFormValues>(initial);
  const [checked, setChecked] = useState(false);
  const [cleared, setCleared] = useState<ReadonlySet<DayOffField>>(new Set());
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const validation = checked ? validateForm(dayOffFormSchema, values) : null;
  const shownServer = Object.fromEntries(Object.entries(serverErrors).filter(([field]) => !cleared.has(field as DayOffField)));
  const errors: FieldErrors<DayOffField> = { ...shownServer, ...(validation && !validation.success ? validation.errors : {}) };

  const change = (name: DayOffField, value: string) => {
    setCleared(new Set([...cleared, name]));
    setValues({ ...values, [name]: value });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (offline || saving) return;
    setChecked(true);
    const result = validateForm(dayOffFormSchema, values);
    if (!result.success) {
      focusFirstInvalid();
      return;
    }
    setCleared(new Set());
    onSave(result.output);
  };

  const blocked = offline || saving;
  const kinds = SCHOOL_DAY_OFF_KINDS.map((kind) => ({ value: kind, label: i18n._(dayOffKindLabels[kind]) }));

  return (
    <form ref={formRef} noValidate onSubmit={submit} className={styles.section} aria-labelledby="day-off-form-title">
      <h3 id="day-off-form-title" className={styles.sectionTitle}>
        {editing ? <Trans>Tatil gününü düzenle</Trans> : <Trans>Tatil günü ekle</Trans>}
      </h3>
      <div className={styles.form}>
        <TextField
          type="date"
          label={t`Başlangıç`}
          required
          value={values.start}
          error={errors.start}
          onChange={(event) => change('start', event.target.value)}
        />
        <TextField type="date" label={t`Bitiş`} required value={values.end} error={errors.end} onChange={(event) => change('end', event.target.value)} />
        <SelectField label={t`Tür`} required options={kinds} value={values.kind} error={errors.kind} onChange={(event) => change('kind', event.target.value)} />
        <TextField
          label={t`Açıklama`}
          hint={t`Örneğin Kar tatili`}
          required
          autoComplete="off"
          maxLength={SCHOOL_CALENDAR_LIMITS.maxLabel}
          value={values.label}
          error={errors.label}
          onChange={(event) => change('label', event.target.value)}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" aria-disabled={blocked || undefined}>
          {saving ? t`Kaydediliyor…` : t`Kaydet`}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t`Vazgeç`}
        </Button>
      </div>
    </form>
  );
}
