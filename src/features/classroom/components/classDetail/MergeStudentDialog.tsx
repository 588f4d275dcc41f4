import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ClassStudent } from '@/shared/api/classroom.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { SelectField } from '@/shared/ui/form/SelectField.tsx';
import { useMergeStudent } from '../../api.ts';
import * as layout from '../shared/layout.css.ts';

type Props = { joined: ClassStudent | null; targets: readonly ClassStudent[]; classId: number; onClose: () => void };

/** The teacher confirms that a child who joined by the class code is the child of a typed line: that line gets the account. */
export function MergeStudentDialog({ joined, targets, classId, onClose }: Props) {
  const { t } = useLingui();
  const [intoId, setIntoId] = useState('');
  const merge = useMergeStudent(classId);
  const into = targets.find((student) => String(student.id) === intoId);
  const joinedName = joined?.full_name ?? '';
  const intoName = into?.full_name ?? '';

  const close = () => {
    setIntoId('');
    merge.reset();
    onClose();
  };

  const confirm = async () => {
    if (!joined || !into) return;
    try {
      await merge.mutateAsync({ studentId: joined.id, body: { into: into.id } });
      close();
    } catch {
      // Shown below.
    }
  };

  return (
    <Dialog
      open={joined !== null}
      onClose={close}
      title={t`${joinedName} satırını birleştir`}
      actions={
        <>
          <Button variant="ghost" onClick={close}>
            <Trans>Vazgeç</Trans>
          </Button>
          <Button disabled={!into || merge.isPending} onClick={() => void confirm()}>
            {merge.isPending ? <Trans>Birleştiriliyor…</Trans> : <Trans>Birleştir</Trans>}
          </Button>
        </>
      }
    >
      <div className={layout.section}>
        <SelectField
          label={t`Listedeki satır`}
          hint={t`Bu öğrencinin sizin yazdığınız, henüz hesabı olmayan satırı`}
          placeholder={t`Seçin`}
          value={intoId}
          onChange={(event) => setIntoId(event.target.value)}
          options={targets.map((student) => ({
            value: String(student.id),
            label: student.number ? `${student.number} · ${student.full_name}` : student.full_name,
          }))}
        />
        {into ? (
          <FormAlert tone="warning">
            <Trans>
              Kodla katılan {joinedName} hesabı listedeki {intoName} satırına bağlanacak: o satırın yoklaması, resim şifresi ve ödevleri bu hesabın olur. Kodla
              katılınan ayrı satır silinir. Bunu yalnızca bu hesabın gerçekten {intoName} olduğundan eminseniz yapın.
            </Trans>
          </FormAlert>
        ) : null}
        {merge.error ? <FormAlert>{merge.error.message}</FormAlert> : null}
      </div>
    </Dialog>
  );
}
