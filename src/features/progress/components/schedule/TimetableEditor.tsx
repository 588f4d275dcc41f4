import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { PROGRESS_LIMITS, type Timetable, type TimetableResponse, type TimetableSaveRequest, type TimetableSlot } from '@/shared/api/progress.ts';
import { newIdempotencyKey } from '@/shared/offline/outboxClient.ts';
import { discardUserWrite, retryUserWrite, type SendResult, type UserWrite } from '@/shared/offline/userOutbox.ts';
import { WriteStatus } from '@/shared/offline/WriteStatus.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { progressKeys, timetableWrite } from '../../api.ts';
import { newSlotId, removeSlot, sameSlots, upsertSlot, type SlotFields } from '../../model/scheduleForm.ts';
import { formatSavedAt } from './format.ts';
import { RejectedSave } from './RejectedSave.tsx';
import { SlotDialog, type SlotEditor } from './SlotDialog.tsx';
import { SlotList } from './SlotList.tsx';
import { slotLine } from './slotText.ts';
import { TimetableConflict } from './TimetableConflict.tsx';
import * as styles from './schedule.css.ts';

type TimetableEditorProps = {
  classId: number;
  className: string;
  /** The saved week; undefined when it could not be read (offline, never opened here). */
  timetable: Timetable | undefined;
  /** This class's timetable writes on this device, in every state. */
  writes: readonly UserWrite[];
  ownerId: number | null;
};

/**
 * The class's week, set once and changed when needed: lessons are added, changed and removed here,
 * then the whole week is saved through the signed-in outbox with the version it started from, so it
 * works offline and a week saved meanwhile elsewhere is never silently overwritten.
 */
export function TimetableEditor({ classId, className, timetable, writes, ownerId }: TimetableEditorProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const waiting = writes.find((write) => write.state === 'waiting');
  const conflict = writes.find((write) => write.state === 'conflict');
  const rejected = writes.find((write) => write.state === 'rejected');
  // A week not yet sent stays on screen over the saved one: nothing the teacher entered disappears.
  const [base, setBase] = useState<readonly TimetableSlot[]>(
    () => ((waiting ?? conflict ?? rejected)?.body as TimetableSaveRequest | undefined)?.slots ?? timetable?.slots ?? [],
  );
  const [draft, setDraft] = useState<readonly TimetableSlot[]>(base);
  const [editor, setEditor] = useState<SlotEditor | null>(null);
  const [notice, setNotice] = useState('');
  const [saving, setSaving] = useState(false);
  const edited = !sameSlots(draft, base);
  const waitingSlots = (waiting?.body as TimetableSaveRequest | undefined)?.slots;
  // Worth sending when it differs from what the server has and from what already waits to go (a refused week may go again as it is).
  const canSave = !sameSlots(draft, timetable?.slots ?? []) && !(waitingSlots && sameSlots(draft, waitingSlots));
  const editable = ownerId !== null;
  const full = draft.length >= PROGRESS_LIMITS.timetableSlotsMax;
  const slotsMax = PROGRESS_LIMITS.timetableSlotsMax;

  // A saved week takes the server's copy at once: the editor starts again from its new version.
  const settle = (result: SendResult) => {
    const saved = result.status === 'sent' ? (result.body as Partial<TimetableResponse> | null)?.timetable : undefined;
    if (saved) queryClient.setQueryData(progressKeys.timetable(classId), saved);
  };

  const save = async () => {
    if (ownerId === null) return;
    setSaving(true);
    // A newer save replaces one still waiting: both started from the same version.
    await Promise.all(writes.map((write) => discardUserWrite(write.id)));
    const slots = [...draft];
    const body: TimetableSaveRequest = { slots, version: timetable?.version ?? 0 };
    const result = await timetableWrite.send(ownerId, { classId, className, body });
    setSaving(false);
    // Kept on the device (sent, waiting or in conflict), it is no longer an unsaved change; a refused one still is.
    if (result.status !== 'rejected') setBase(slots);
    settle(result);
  };

  const apply = (fields: SlotFields, slot: TimetableSlot | null) => {
    const next: TimetableSlot = { ...fields, id: slot?.id ?? newSlotId(draft, newIdempotencyKey) };
    setDraft((current) => upsertSlot(current, next));
    setEditor(null);
    const line = slotLine(i18n, next);
    setNotice(slot ? t`Değiştirildi: ${line}. Kaydedince geçerli olur.` : t`Eklendi: ${line}. Kaydedince geçerli olur.`);
  };

  const remove = (slot: TimetableSlot) => {
    setDraft((current) => removeSlot(current, slot.id));
    const line = slotLine(i18n, slot);
    setNotice(t`Çıkarıldı: ${line}. Kaydedince geçerli olur.`);
  };

  const savedAt = timetable?.updated_at ? formatSavedAt(timetable.updated_at) : null;

  return (
    <div className={styles.section}>
      <WriteStatus
        write={conflict ?? rejected ?? (edited ? undefined : waiting)}
        what={timetableWrite.what}
        sent={savedAt && writes.length === 0 && !edited ? <Trans>Bu sınıfın programı kayıtlı (son kayıt: {savedAt}).</Trans> : undefined}
        conflict={(write) => (
          <TimetableConflict
            write={write}
            onKeepMine={(current) =>
              void retryUserWrite(write.id, { slots: (write.body as TimetableSaveRequest).slots, version: current.version }).then(settle)
            }
            onUseTheirs={(current) => {
              void discardUserWrite(write.id);
              queryClient.setQueryData(progressKeys.timetable(classId), current);
            }}
          />
        )}
        details={(write) => <RejectedSave write={write} />}
      />
      {edited ? (
        <p className={styles.goalLine}>
          <Trans>Kaydedilmemiş değişiklikler var.</Trans>
        </p>
      ) : null}
      {editable ? (
        <div className={styles.actions}>
          <Button variant="secondary" disabled={full} onClick={() => setEditor({ key: Date.now(), slot: null })}>
            <span aria-hidden="true">+</span>
            <Trans>Ders ekle</Trans>
          </Button>
          <Button disabled={!canSave || saving} onClick={() => void save()}>
            {saving ? <Trans>Kaydediliyor…</Trans> : <Trans>Programı kaydet</Trans>}
          </Button>
          {edited ? (
            <Button variant="ghost" onClick={() => setDraft(base)}>
              <Trans>Değişiklikleri geri al</Trans>
            </Button>
          ) : null}
        </div>
      ) : null}
      {full ? (
        <p className={styles.muted}>
          <Trans>Haftalık programda en fazla {slotsMax} ders olabilir.</Trans>
        </p>
      ) : null}
      <p role="status" className={styles.muted}>
        {notice}
      </p>
      <SlotList slots={draft} editable={editable} onEdit={(slot) => setEditor({ key: Date.now(), slot })} onRemove={remove} />
      <SlotDialog editor={editor} slots={draft} onClose={() => setEditor(null)} onSave={apply} />
    </div>
  );
}
