import { useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { CLASS_GRADES, SUBJECTS, type ClassGrade, type ClassSummary, type Subject } from '@/shared/api/classroom.ts';
import { ApiError } from '@/shared/api/ApiError.ts';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { TextField } from '@/shared/ui/form/TextField.tsx';
import { SelectField } from '@/shared/ui/form/SelectField.tsx';
import { CheckboxField } from '@/shared/ui/form/CheckboxField.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { useSchemaForm } from '@/shared/ui/form/useSchemaForm.ts';
import { useCopyClass, useCreateClass, useUpdateClass } from '../../api.ts';
import { classFormSchema } from '../../model/forms.ts';
import { SUBJECT_LABELS, gradeLabel } from '../../content/labels.ts';
import * as layout from '../shared/layout.css.ts';
import * as forms from '../shared/form.css.ts';
import * as styles from './classes.css.ts';

export type ClassFormMode = { kind: 'create' } | { kind: 'edit'; item: ClassSummary } | { kind: 'copy'; item: ClassSummary };

/** Create a class, edit one, or copy one to a new class (lesson plan and, if wanted, the roster). */
export function ClassFormDialog({ open, onClose, mode = { kind: 'create' } }: { open: boolean; onClose: () => void; mode?: ClassFormMode }) {
  const { t } = useLingui();
  const title = mode.kind === 'create' ? t`Yeni sınıf` : mode.kind === 'edit' ? t`Sınıfı düzenle` : t`Sınıfı kopyala`;
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      {open ? <ClassForm key={mode.kind} mode={mode} onDone={onClose} /> : null}
    </Dialog>
  );
}

function ClassForm({ mode, onDone }: { mode: ClassFormMode; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const base = mode.kind === 'create' ? null : mode.item;
  const create = useCreateClass();
  const update = useUpdateClass(base?.id ?? 0);
  const copy = useCopyClass(base?.id ?? 0);
  const [withStudents, setWithStudents] = useState(true);
  const active = mode.kind === 'create' ? create : mode.kind === 'edit' ? update : copy;
  const baseName = base?.name ?? '';
  const { field, handleSubmit, showErrors, formRef, values, setValue } = useSchemaForm(classFormSchema, {
    name: mode.kind === 'copy' ? t`${baseName} (kopya)` : baseName,
    subject: (base?.subject ?? 'science') as Subject,
    grade: (base?.grade ?? '5') as ClassGrade,
    description: base?.description ?? '',
  });

  const submit = handleSubmit(async (output) => {
    try {
      if (mode.kind === 'edit') {
        await update.mutateAsync(output);
        onDone();
        return;
      }
      const made = mode.kind === 'create' ? await create.mutateAsync(output) : await copy.mutateAsync({ name: output.name, include_students: withStudents });
      onDone();
      router.history.push(`/classes/${made.id}`);
    } catch (error) {
      if (error instanceof ApiError) {
        const fields = Object.fromEntries(Object.entries(error.fieldErrors).map(([name, list]) => [name, list[0] ?? '']));
        if (Object.keys(fields).length) showErrors(fields);
      }
    }
  });

  const subjectOptions = SUBJECTS.map((value) => ({ value, label: i18n._(SUBJECT_LABELS[value]) }));
  const gradeOptions = CLASS_GRADES.map((value) => ({ value, label: i18n._(gradeLabel(value)) }));

  return (
    <form ref={formRef} noValidate onSubmit={submit} className={layout.section}>
      <TextField label={t`Sınıf adı`} hint={t`Örneğin 5-B`} required autoComplete="off" {...field('name')} />
      {mode.kind === 'copy' ? (
        <>
          <p className={layout.muted}>
            <Trans>Ders planı, ders ve düzey yeni sınıfa kopyalanır; ödevler ve notlar bu sınıfta kalır.</Trans>
          </p>
          <CheckboxField label={t`Öğrenci listesini de kopyala`} checked={withStudents} onChange={(event) => setWithStudents(event.target.checked)} />
        </>
      ) : (
        <div className={forms.formGrid}>
          <SelectField label={t`Ders`} required options={subjectOptions} {...field('subject')} />
          <SelectField label={t`Sınıf düzeyi`} required options={gradeOptions} {...field('grade')} />
          <label className={styles.wide}>
            <span>
              <Trans>Açıklama (isteğe bağlı)</Trans>
            </span>
            <textarea
              className={forms.textarea}
              name="description"
              value={values.description}
              maxLength={500}
              onChange={(event) => setValue('description', event.target.value)}
            />
          </label>
        </div>
      )}
      {active.error && !(active.error instanceof ApiError && Object.keys(active.error.fieldErrors).length) ? (
        <FormAlert>{active.error.message}</FormAlert>
      ) : null}
      <div className={layout.actions}>
        <Button type="submit" disabled={active.isPending}>
          {active.isPending ? <Trans>Kaydediliyor…</Trans> : mode.kind === 'copy' ? <Trans>Kopyala</Trans> : <Trans>Kaydet</Trans>}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          <Trans>Vazgeç</Trans>
        </Button>
      </div>
    </form>
  );
}
