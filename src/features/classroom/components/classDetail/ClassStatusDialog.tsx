import { Trans, useLingui } from '@lingui/react/macro';
import type { ClassDetail } from '@/shared/api/classroom.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { useUpdateClass } from '../../api.ts';
import * as layout from '../shared/layout.css.ts';

/** The two ends of a class's teaching the teacher confirms: it is over, or it goes on again. */
export type StatusChange = 'completed' | 'active';

/**
 * Marks a class completed, or active again, after the teacher reads what that means. Completed is not
 * archived: only an archived class refuses hand-ins (the server's CLASS_ARCHIVED), so work already
 * given stays open, and the dialog says so and where to close it.
 */
export function ClassStatusDialog({ item, change, onClose }: { item: ClassDetail; change: StatusChange | null; onClose: () => void }) {
  const { t } = useLingui();
  const update = useUpdateClass(item.id);
  const className = item.name;

  const close = () => {
    update.reset();
    onClose();
  };

  const confirm = async () => {
    if (!change) return;
    try {
      await update.mutateAsync({ status: change });
      close();
    } catch {
      // Shown below.
    }
  };

  return (
    <Dialog
      open={change !== null}
      onClose={close}
      title={change === 'active' ? t`${className} yeniden etkinleştirilsin mi?` : t`${className} tamamlandı olarak işaretlensin mi?`}
      actions={
        <>
          <Button variant="ghost" onClick={close}>
            <Trans>Vazgeç</Trans>
          </Button>
          <Button disabled={update.isPending} onClick={() => void confirm()}>
            {update.isPending ? (
              <Trans>Kaydediliyor…</Trans>
            ) : change === 'active' ? (
              <Trans>Yeniden etkinleştir</Trans>
            ) : (
              <Trans>Tamamlandı olarak işaretle</Trans>
            )}
          </Button>
        </>
      }
    >
      <div className={layout.section}>
        {change === 'active' ? (
          <p className={layout.muted}>
            <Trans>Sınıf yeniden etkin olur: Sınıflarım’da etkin sınıfların arasında görünür ve ona yeniden ödev verebilirsiniz.</Trans>
          </p>
        ) : (
          <>
            <p className={layout.muted}>
              <Trans>Tamamlanan sınıf Sınıflarım’da “Tamamlanan” süzgecinde görünür ve Ödev oluştur’da listelenmez.</Trans>
            </p>
            <p className={layout.muted}>
              <Trans>Verilmiş ödevler açık kalır: öğrenciler teslim etmeye devam edebilir. Teslimleri de kapatmak isterseniz sınıfı arşivleyin.</Trans>
            </p>
          </>
        )}
        {update.error ? <FormAlert>{update.error.message}</FormAlert> : null}
      </div>
    </Dialog>
  );
}
