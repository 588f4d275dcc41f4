import { Trans, useLingui } from '@lingui/react/macro';
import type { Lesson } from '@/shared/api/classroom.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { useRemoveLesson } from '../../api.ts';
import * as layout from '../shared/layout.css.ts';

/** A saved lesson leaves the plan (and the schedule) after a confirmation; it can be restored for 30 days. */
export function RemoveLessonDialog({ classId, lesson, onClose }: { classId: number; lesson: Lesson | null; onClose: () => void }) {
  const { t } = useLingui();
  const remove = useRemoveLesson(classId);
  const title = lesson?.title ?? '';

  const close = () => {
    remove.reset();
    onClose();
  };

  const confirm = async () => {
    if (!lesson) return;
    try {
      await remove.mutateAsync(lesson.id);
      close();
    } catch {
      // Shown below.
    }
  };

  return (
    <Dialog
      open={lesson !== null}
      onClose={close}
      title={t`“${title}” plandan kaldırılsın mı?`}
      actions={
        <>
          <Button variant="ghost" onClick={close}>
            <Trans>Vazgeç</Trans>
          </Button>
          <Button variant="danger" disabled={remove.isPending} onClick={() => void confirm()}>
            {remove.isPending ? <Trans>Kaldırılıyor…</Trans> : <Trans>Dersi kaldır</Trans>}
          </Button>
        </>
      }
    >
      <div className={layout.section}>
        <p className={layout.muted}>
          <Trans>Ders plandan ve ders programından çıkar. 30 gün içinde “Kaldırılan dersler” listesinden geri alabilirsiniz.</Trans>
        </p>
        {remove.error ? <FormAlert>{remove.error.message}</FormAlert> : null}
      </div>
    </Dialog>
  );
}
