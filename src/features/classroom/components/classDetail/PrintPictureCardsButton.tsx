import { useId, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import type { ClassStudent } from '@/shared/api/classroom.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { cardCandidates } from '../../model/pictureCards.ts';
import { PictureCardsDialog } from './PictureCardsDialog.tsx';

type Props = { students: readonly ClassStudent[]; classId: number; className: string };

/** The roster's way to the printed picture-code cards, for a class with active children. */
export function PrintPictureCardsButton({ students, classId, className }: Props) {
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  if (cardCandidates(students).length === 0) return null;

  const close = () => {
    setOpen(false);
    // The cards' view leaves the page, not a dialog the browser returns focus from.
    document.getElementById(buttonId)?.focus();
  };

  return (
    <>
      <Button id={buttonId} variant="secondary" onClick={() => setOpen(true)}>
        <span aria-hidden="true">🖨️</span>
        <Trans>Resim kartlarını yazdır</Trans>
      </Button>
      {open ? <PictureCardsDialog students={students} classId={classId} className={className} onClose={close} /> : null}
    </>
  );
}
