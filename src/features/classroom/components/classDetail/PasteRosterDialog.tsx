import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { useAddStudents } from '../../api.ts';
import { parseRoster } from '../../model/rosterPaste.ts';
import { TableScroll } from '../shared/TableScroll.tsx';
import * as layout from '../shared/layout.css.ts';
import * as tables from '../shared/table.css.ts';
import * as forms from '../shared/form.css.ts';

type Reason = ReturnType<typeof parseRoster>['errors'][number]['reason'];

const REASONS: Record<Reason, MessageDescriptor> = {
  'no-name': msg`ad yok`,
  'one-name': msg`ad ve soyad birlikte yazılmalı`,
  'number-too-long': msg`okul numarası çok uzun`,
  'name-too-long': msg`ad çok uzun`,
  'duplicate-number': msg`bu numara listede iki kez var`,
  'too-many': msg`bir sınıfa en fazla 60 öğrenci eklenir`,
};

/** A list copied from e-Okul or a spreadsheet: number and name per line, checked and shown before anything is saved. */
export function PasteRosterDialog({ open, onClose, classId }: { open: boolean; onClose: () => void; classId: number }) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState('');
  const add = useAddStudents(classId);
  const parsed = parseRoster(text);
  const ready = text.trim() !== '' && parsed.errors.length === 0 && parsed.students.length > 0;
  const count = parsed.students.length;

  const close = () => {
    setText('');
    add.reset();
    onClose();
  };

  const save = async () => {
    try {
      await add.mutateAsync({ students: parsed.students });
      close();
    } catch {
      // The error is shown below; the pasted text stays for correcting.
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t`Listeden öğrenci ekle`}
      actions={
        <>
          <Button disabled={!ready || add.isPending} onClick={() => void save()}>
            {add.isPending ? <Trans>Ekleniyor…</Trans> : <Trans>{count} öğrenciyi ekle</Trans>}
          </Button>
          <Button variant="ghost" onClick={close}>
            <Trans>Vazgeç</Trans>
          </Button>
        </>
      }
    >
      <div className={layout.section}>
        <label className={layout.section}>
          <span>
            <Trans>
              Her satıra bir öğrenci: okul numarası, ad ve soyad (ör. “123 Ayşe Nur Kaya”). Excel’den ya da e-Okul’dan kopyalayıp yapıştırabilirsiniz.
            </Trans>
          </span>
          <textarea className={forms.textarea} value={text} onChange={(event) => setText(event.target.value)} rows={8} spellCheck={false} />
        </label>
        {parsed.errors.length > 0 ? (
          <FormAlert tone="warning" title={<Trans>Düzeltilmesi gereken satırlar</Trans>}>
            <ul>
              {parsed.errors.map((error) => {
                const line = error.line;
                const lineText = error.text;
                const reason = i18n._(REASONS[error.reason]);
                return (
                  <li key={`${error.line}-${error.reason}`}>
                    <Trans>
                      {line}. satır ({lineText}): {reason}
                    </Trans>
                  </li>
                );
              })}
            </ul>
          </FormAlert>
        ) : null}
        {parsed.students.length > 0 ? (
          <TableScroll label={t`Eklenecek öğrenciler`}>
            <table className={tables.table}>
              <caption className={tables.srOnlyCaption}>
                <Trans>Eklenecek öğrenciler</Trans>
              </caption>
              <thead>
                <tr>
                  <th scope="col" className={tables.th}>
                    <Trans>No</Trans>
                  </th>
                  <th scope="col" className={tables.th}>
                    <Trans>Ad</Trans>
                  </th>
                  <th scope="col" className={tables.th}>
                    <Trans>Soyad</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {parsed.students.map((student, index) => (
                  <tr key={index}>
                    <td className={tables.td}>{student.number ?? '—'}</td>
                    <td className={tables.td}>{student.first_name}</td>
                    <td className={tables.td}>{student.last_name}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        ) : null}
        {add.error ? <FormAlert>{add.error.message}</FormAlert> : null}
      </div>
    </Dialog>
  );
}
