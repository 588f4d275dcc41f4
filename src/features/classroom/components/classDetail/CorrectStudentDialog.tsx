import { Trans, useLingui } from '@lingui/react/macro';
import type { ClassStudent } from '@/shared/api/classroom.ts';
import { ApiError } from '@/shared/api/ApiError.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { TextField } from '@/shared/ui/form/TextField.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { useSchemaForm } from '@/shared/ui/form/useSchemaForm.ts';
import { useUpdateStudent } from '../../api.ts';
import { studentFormSchema } from '../../model/forms.ts';
import * as layout from '../shared/layout.css.ts';

/** The teacher corrects a roster line's name and school number (a typo in a pasted list, a number the school changed). */
export function CorrectStudentDialog({ student, classId, onClose }: { student: ClassStudent | null; classId: number; onClose: () => void }) {
  const { t } = useLingui();
  const studentName = student?.full_name ?? '';
  return (
    <Dialog open={student !== null} onClose={onClose} title={t`${studentName} bilgilerini düzelt`}>
      {student ? <CorrectStudentForm key={student.id} student={student} classId={classId} onDone={onClose} /> : null}
    </Dialog>
  );
}

function CorrectStudentForm({ student, classId, onDone }: { student: ClassStudent; classId: number; onDone: () => void }) {
  const { t } = useLingui();
  const update = useUpdateStudent(classId);
  const { field, handleSubmit, showErrors, formRef } = useSchemaForm(studentFormSchema, {
    first_name: student.first_name,
    last_name: student.last_name,
    number: student.number ?? '',
  });

  const submit = handleSubmit(async (output) => {
    try {
      await update.mutateAsync({ studentId: student.id, body: { ...output, number: output.number || null } });
      onDone();
    } catch (error) {
      // The server's words go on the field they are about (a number another student has, say).
      if (error instanceof ApiError) {
        const fields = Object.fromEntries(Object.entries(error.fieldErrors).map(([name, list]) => [name, list[0] ?? '']));
        if (Object.keys(fields).length) showErrors(fields);
      }
    }
  });

  const fieldProblem = update.error instanceof ApiError && Object.keys(update.error.fieldErrors).length > 0;
  return (
    <form ref={formRef} noValidate onSubmit={submit} className={layout.section}>
      <TextField label={t`Ad`} required autoComplete="off" {...field('first_name')} />
      <TextField label={t`Soyad`} required autoComplete="off" {...field('last_name')} />
      <TextField label={t`Okul no`} inputMode="numeric" autoComplete="off" maxLength={6} {...field('number')} />
      {student.has_account ? (
        <p className={layout.muted}>
          <Trans>Yalnızca bu sınıfın listesindeki ad ve numara değişir; öğrencinin hesabındaki ad değişmez.</Trans>
        </p>
      ) : null}
      {update.error && !fieldProblem ? <FormAlert>{update.error.message}</FormAlert> : null}
      <div className={layout.actions}>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Trans>Kaydediliyor…</Trans> : <Trans>Kaydet</Trans>}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          <Trans>Vazgeç</Trans>
        </Button>
      </div>
    </form>
  );
}
