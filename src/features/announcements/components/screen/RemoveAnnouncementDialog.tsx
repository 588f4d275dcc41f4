import { Trans, useLingui } from '@lingui/react/macro';
import type { Announcement } from '@/shared/api/announcements.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { useRemoveAnnouncement } from '../../api.ts';
import * as styles from './communications.css.ts';

/** The author takes an announcement back after a confirmation; it can be restored for 30 days. */
export function RemoveAnnouncementDialog({ announcement, onClose }: { announcement: Announcement | null; onClose: () => void }) {
  const { t } = useLingui();
  const remove = useRemoveAnnouncement();
  const title = announcement?.title ?? '';

  const close = () => {
    remove.reset();
    onClose();
  };

  const confirm = async () => {
    if (!announcement) return;
    try {
      await remove.mutateAsync(announcement.id);
      close();
    } catch {
      // Shown below.
    }
  };

  return (
    <Dialog
      open={announcement !== null}
      onClose={close}
      title={t`“${title}” kaldırılsın mı?`}
      actions={
        <>
          <Button variant="ghost" onClick={close}>
            <Trans>Vazgeç</Trans>
          </Button>
          <Button variant="danger" disabled={remove.isPending} onClick={() => void confirm()}>
            {remove.isPending ? <Trans>Kaldırılıyor…</Trans> : <Trans>Duyuruyu kaldır</Trans>}
          </Button>
        </>
      }
    >
      <p className={styles.muted}>
        <Trans>Duyuru, ulaştığı herkesin listesinden hemen çıkar. 30 gün içinde “Kaldırılan duyurular” listesinden geri alabilirsiniz.</Trans>
      </p>
      {remove.error ? <FormAlert>{remove.error.message}</FormAlert> : null}
    </Dialog>
  );
}
