import { Trans, useLingui } from '@lingui/react/macro';
import type { TeacherAssignment } from '@/shared/api/classroom.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { useRemoveAssignment } from '../../api.ts';
import * as layout from '../shared/layout.css.ts';

type Props = { assignment: TeacherAssignment; handIns: number; open: boolean; onClose: () => void; onRemoved: () => void };

/** Removing an assignment names what goes with it: how many hand-ins it has, kept for the 30 days it can be restored. */
export function RemoveAssignmentDialog({ assignment, handIns, open, onClose, onRemoved }: Props) {
  const { t } = useLingui();
  const remove = useRemoveAssignment();
  const title = assignment.title;

  const close = () => {
    remove.reset();
    onClose();
  };

  const confirm = async () => {
    try {
      await remove.mutateAsync(assignment.id);
      onRemoved();
    } catch {
      // Shown below.
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t`“${title}” kaldırılsın mı?`}
      actions={
        <>
          <Button variant="ghost" onClick={close}>
            <Trans>Vazgeç</Trans>
          </Button>
          <Button variant="danger" disabled={remove.isPending} onClick={() => void confirm()}>
            {remove.isPending ? <Trans>Kaldırılıyor…</Trans> : <Trans>Ödevi kaldır</Trans>}
          </Button>
        </>
      }
    >
      <div className={layout.section}>
        <p>
          {handIns > 0 ? (
            <Trans>Bu ödevin {handIns} teslimi var; teslimler silinmez, ödevle birlikte saklanır.</Trans>
          ) : (
            <Trans>Bu ödeve henüz teslim yok.</Trans>
          )}
        </p>
        <p className={layout.muted}>
          <Trans>
            Ödev öğrencilerin ve velilerin listesinden hemen çıkar; yolda olan teslimler “Ödev kaldırıldı” diye geri çevrilir. 30 gün içinde “Kaldırılanlar”
            listesinden geri alabilirsiniz.
          </Trans>
        </p>
        {remove.error ? <FormAlert>{remove.error.message}</FormAlert> : null}
      </div>
    </Dialog>
  );
}
