import { useLingui } from '@lingui/react/macro';
import type { TimetableSlot } from '@/shared/api/progress.ts';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { emptySlotForm, slotFormValues, type SlotFields } from '../../model/scheduleForm.ts';
import { SlotForm } from './SlotForm.tsx';

/** What the dialog is open for; `key` changes on every opening, so the form starts afresh. */
export type SlotEditor = { key: number; slot: TimetableSlot | null };

type SlotDialogProps = {
  editor: SlotEditor | null;
  slots: readonly TimetableSlot[];
  onClose: () => void;
  onSave: (fields: SlotFields, slot: TimetableSlot | null) => void;
};

/** Adds a lesson to the week being edited, or changes one (nothing is sent until the week is saved). */
export function SlotDialog({ editor, slots, onClose, onSave }: SlotDialogProps) {
  const { t } = useLingui();
  const slot = editor?.slot ?? null;
  return (
    <Dialog open={editor !== null} onClose={onClose} title={slot ? t`Dersi düzenle` : t`Ders ekle`}>
      {editor ? (
        <SlotForm
          key={editor.key}
          initialValues={slot ? slotFormValues(slot) : emptySlotForm()}
          others={slot ? slots.filter((other) => other.id !== slot.id) : slots}
          onSubmit={(fields) => onSave(fields, slot)}
          onCancel={onClose}
          editing={slot !== null}
        />
      ) : null}
    </Dialog>
  );
}
