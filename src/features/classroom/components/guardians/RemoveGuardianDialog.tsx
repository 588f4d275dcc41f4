import { Trans, useLingui } from '@lingui/react/macro';
import type { ClassStudent } from '@/shared/api/classroom.ts';
import type { LinkedParent } from '@/shared/api/guardians.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { useRemoveGuardian } from '../../api.ts';
import * as layout from '../shared/layout.css.ts';

export type GuardianToRemove = { student: ClassStudent; parent: LinkedParent };

/** The class's staff remove a parent's link to a child, after confirming who and what it ends. */
export function RemoveGuardianDialog({ link, classId, onClose }: { link: GuardianToRemove | null; classId: number; onClose: () => void }) {
  const { t } = useLingui();
  const remove = useRemoveGuardian(classId);
  const studentName = link?.student.full_name ?? '';
  const parentName = link?.parent.full_name ?? '';

  const close = () => {
    remove.reset();
    onClose();
  };

  const confirm = async () => {
    if (!link) return;
    try {
      await remove.mutateAsync({ studentId: link.student.id, parentId: link.parent.id });
      close();
    } catch {
      // Shown below.
    }
  };

  return (
    <Dialog
      open={link !== null}
      onClose={close}
      title={t`${parentName} ile ${studentName} bağlantısı kaldırılsın mı?`}
      actions={
        <>
          <Button variant="ghost" onClick={close}>
            <Trans>Vazgeç</Trans>
          </Button>
          <Button variant="danger" disabled={remove.isPending} onClick={() => void confirm()}>
            {remove.isPending ? <Trans>Kaldırılıyor…</Trans> : <Trans>Bağlantıyı kaldır</Trans>}
          </Button>
        </>
      }
    >
      <div className={layout.section}>
        <p className={layout.muted}>
          <Trans>
            {parentName} artık {studentName} adlı öğrencinin ödevlerini, notlarını ve sınıflarını göremez; bu, öğrencinin bütün sınıfları için geçerlidir.
            Yeniden bağlanması için yeni bir veli kodu gerekir.
          </Trans>
        </p>
        {remove.error ? <FormAlert>{remove.error.message}</FormAlert> : null}
      </div>
    </Dialog>
  );
}
