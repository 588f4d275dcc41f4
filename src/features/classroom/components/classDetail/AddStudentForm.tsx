import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@/shared/api/ApiError.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { TextField } from '@/shared/ui/form/TextField.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { useSchemaForm } from '@/shared/ui/form/useSchemaForm.ts';
import { useAddStudent } from '../../api.ts';
import { studentFormSchema } from '../../model/forms.ts';
import * as forms from '../shared/form.css.ts';
import * as layout from '../shared/layout.css.ts';

const EMPTY = { first_name: '', last_name: '', number: '' };

/** One student by hand: number, first and last name. */
export function AddStudentForm({ classId }: { classId: number }) {
  const { t } = useLingui();
  const add = useAddStudent(classId);
  const [added, setAdded] = useState<string | null>(null);
  const { field, handleSubmit, showErrors, formRef, setValue } = useSchemaForm(studentFormSchema, EMPTY);

  const submit = handleSubmit(async (output) => {
    setAdded(null);
    try {
      const student = await add.mutateAsync({ ...output, number: output.number || null });
      setAdded(student.full_name);
      for (const name of ['first_name', 'last_name', 'number'] as const) setValue(name, '');
    } catch (error) {
      if (error instanceof ApiError) {
        const fields = Object.fromEntries(Object.entries(error.fieldErrors).map(([name, list]) => [name, list[0] ?? '']));
        if (Object.keys(fields).length) showErrors(fields);
      }
    }
  });

  return (
    <form ref={formRef} noValidate onSubmit={submit} className={layout.section} aria-label={t`Öğrenci ekle`}>
      <div className={forms.inlineForm}>
        <TextField label={t`Okul no`} inputMode="numeric" autoComplete="off" maxLength={6} {...field('number')} />
        <TextField label={t`Ad`} required autoComplete="off" {...field('first_name')} />
        <TextField label={t`Soyad`} required autoComplete="off" {...field('last_name')} />
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? <Trans>Ekleniyor…</Trans> : <Trans>Öğrenci ekle</Trans>}
        </Button>
      </div>
      {added ? (
        <FormAlert tone="success">
          <Trans>{added} sınıfa eklendi.</Trans>
        </FormAlert>
      ) : null}
      {add.error && !(add.error instanceof ApiError && Object.keys(add.error.fieldErrors).length) ? <FormAlert>{add.error.message}</FormAlert> : null}
    </form>
  );
}
