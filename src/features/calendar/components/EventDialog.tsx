import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import type { IsoDate } from '../model/dates.ts';
import type { CalendarEvent, EventInput } from '../model/event.ts';
import { emptyEventForm, eventFormValues } from '../model/validation.ts';
import { EventForm } from './EventForm.tsx';
import * as styles from './EventForm.css.ts';

/** What the dialog is open for; `key` changes on every opening, so the form starts afresh. */
export type EditorState = { key: number } & ({ mode: 'create'; date: IsoDate } | { mode: 'edit'; event: CalendarEvent });

type EventDialogProps = {
  editor: EditorState | null;
  onClose: () => void;
  onCreate: (input: EventInput) => void;
  onUpdate: (event: CalendarEvent, input: EventInput) => void;
  onDelete: (event: CalendarEvent) => void;
  onSetDone: (event: CalendarEvent, done: boolean) => void;
};

/** Create or edit an event; deleting asks first. */
export function EventDialog({ editor, onClose, onCreate, onUpdate, onDelete, onSetDone }: EventDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={editor !== null} onClose={onClose} title={editor?.mode === 'edit' ? t`Etkinliği düzenle` : t`Yeni etkinlik`}>
      {editor ? (
        <EditorBody key={editor.key} editor={editor} onClose={onClose} onCreate={onCreate} onUpdate={onUpdate} onDelete={onDelete} onSetDone={onSetDone} />
      ) : null}
    </Dialog>
  );
}

function EditorBody({ editor, onClose, onCreate, onUpdate, onDelete, onSetDone }: EventDialogProps & { editor: EditorState }) {
  const formId = useId();
  const [confirming, setConfirming] = useState(false);
  const event = editor.mode === 'edit' ? editor.event : null;
  const initialValues = event ? eventFormValues(event) : emptyEventForm(editor.mode === 'create' ? editor.date : '');

  if (event && confirming) {
    const { title } = event;
    return (
      <div className={styles.confirm} role="group" aria-labelledby={`${formId}-confirm`}>
        <p id={`${formId}-confirm`} className={styles.confirmText}>
          <Trans>“{title}” silinsin mi? Bu işlem geri alınamaz.</Trans>
        </p>
        <div className={styles.actions}>
          {/* The safe choice takes the focus, so Enter does not delete by accident. */}
          <Button variant="ghost" autoFocus onClick={() => setConfirming(false)}>
            <Trans>Vazgeç</Trans>
          </Button>
          <Button variant="danger" onClick={() => onDelete(event)}>
            <Trans>Evet, sil</Trans>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <>
      <EventForm formId={formId} initialValues={initialValues} onSubmit={(input) => (event ? onUpdate(event, input) : onCreate(input))} />
      <div className={styles.actions}>
        {event ? (
          <>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              <Trans>Sil</Trans>
            </Button>
            <Button variant="secondary" onClick={() => onSetDone(event, !event.done)}>
              {event.done ? <Trans>Tamamlanmadı olarak işaretle</Trans> : <Trans>Tamamlandı olarak işaretle</Trans>}
            </Button>
          </>
        ) : null}
        <Button variant="ghost" onClick={onClose}>
          <Trans>Vazgeç</Trans>
        </Button>
        <Button type="submit" form={formId}>
          <Trans>Kaydet</Trans>
        </Button>
      </div>
    </>
  );
}
