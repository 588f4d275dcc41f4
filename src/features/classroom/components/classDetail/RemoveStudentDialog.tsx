import { Trans, useLingui } from '@lingui/react/macro';
import type { ClassStudent } from '@/shared/api/classroom.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { useRemoveStudent } from '../../api.ts';
import * as layout from '../shared/layout.css.ts';

/** The teacher removes a line made by someone joining with the class code, after confirming whose it is. */
export function RemoveStudentDialog({ student, classId, onClose }: { student: ClassStudent | null; classId: number; onClose: () => void }) {
  const { t } = useLingui();
  const remove = useRemoveStudent(classId);
  const studentName = student?.full_name ?? '';

  const close = () => {
    remove.reset();
    onClose();
  };

  const confirm = async () => {
    if (!student) return;
    try {
      await remove.mutateAsync(student.id);
      close();
    } catch {
      // Shown below.
    }
  };

  return (
    <Dialog
      open={student !== null}
      onClose={close}
      title={t`${studentName} sınıftan çıkarılsın mı?`}
      actions={
        <>
          <Button variant="ghost" onClick={close}>
            <Trans>Vazgeç</Trans>
          </Button>
          <Button variant="danger" disabled={remove.isPending} onClick={() => void confirm()}>
            {remove.isPending ? <Trans>Çıkarılıyor…</Trans> : <Trans>Çıkar</Trans>}
          </Button>
        </>
      }
    >
      <div className={layout.section}>
        <p className={layout.muted}>
          <Trans>
            Kodla katılan {studentName} satırı ve bu sınıftaki yoklaması silinir; hesabın kendisi silinmez. Sınıf kodunu bilen yeniden katılabilir: kodun
            yayıldığını düşünüyorsanız sınıf kodunu yenileyin.
          </Trans>
        </p>
        {remove.error ? <FormAlert>{remove.error.message}</FormAlert> : null}
      </div>
    </Dialog>
  );
}
