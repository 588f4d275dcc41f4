import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ClassStudent } from '@/shared/api/classroom.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { useCreateParentCodes, useSetPictureCodes, type SheetParentCode } from '../../api.ts';
import { parentCodeCandidates } from '../../model/parentLink.ts';
import { cardCandidates, cardsRequest, defaultCardChoice, newCards, type PictureCard } from '../../model/pictureCards.ts';
import { PictureCardSheet } from './PictureCardSheet.tsx';
import * as layout from '../shared/layout.css.ts';
import * as forms from '../shared/form.css.ts';

type Props = { students: readonly ClassStudent[]; classId: number; className: string; onClose: () => void };

/**
 * The teacher picks who gets a printed picture-code card, is told that each gets a NEW code (the
 * server keeps only a hash, so an existing code cannot be printed), confirms, and gets the cards.
 * Mounted only while open: its codes go when it closes.
 */
export function PictureCardsDialog({ students, classId, className, onClose }: Props) {
  const { t } = useLingui();
  const candidates = cardCandidates(students);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => defaultCardChoice(students));
  // Made once when the teacher moves on, so pressing again after a lost answer sends the same codes (and the server replays).
  const [pending, setPending] = useState<PictureCard[] | null>(null);
  const [printed, setPrinted] = useState<PictureCard[] | null>(null);
  const save = useSetPictureCodes(classId);
  // Parent codes on the cards are asked for only when the teacher ticks it: each replaces the child's earlier one.
  const [withParentCodes, setWithParentCodes] = useState(false);
  const [parentCodes, setParentCodes] = useState<ReadonlyMap<number, SheetParentCode> | null>(null);
  const [parentCodesFailed, setParentCodesFailed] = useState(false);
  const issueParentCodes = useCreateParentCodes(classId);

  if (printed) {
    return (
      <PictureCardSheet
        cards={printed}
        className={className}
        onClose={onClose}
        {...(parentCodes ? { parentCodes } : {})}
        parentCodesFailed={parentCodesFailed}
      />
    );
  }

  const count = chosen.size;
  const allChosen = candidates.every((student) => chosen.has(student.id));
  const replaced = candidates.filter((student) => chosen.has(student.id) && student.has_picture_code).map((student) => student.full_name);
  const replacedNames = replaced.join(', ');

  const toggle = (id: number) => {
    const next = new Set(chosen);
    if (!next.delete(id)) next.add(id);
    setChosen(next);
  };

  const confirm = async () => {
    if (!pending) return;
    try {
      await save.mutateAsync(cardsRequest(pending));
      if (withParentCodes) {
        try {
          const issued = await issueParentCodes.mutateAsync(parentCodeCandidates(students, new Set(pending.map((card) => card.studentId))));
          setParentCodes(new Map(issued.map((entry) => [entry.studentId, entry])));
        } catch {
          // The picture codes are set: the cards open, and the sheet says the parent codes are to be printed one by one.
          setParentCodesFailed(true);
        }
      }
      setPrinted(pending);
    } catch {
      // Shown below; pressing again sends the same codes.
    }
  };

  const back = () => {
    setPending(null);
    save.reset();
  };

  return (
    <Dialog open onClose={onClose} title={t`Resim kartlarını yazdır`}>
      {pending ? (
        <div className={layout.section}>
          <FormAlert tone="warning" title={t`Seçilen ${count} öğrenciye YENİ resim şifresi verilecek.`}>
            <p>
              <Trans>
                Eski şifreleri artık çalışmaz. Şifreler sunucuda yalnızca özet olarak saklandığı için sonradan yeniden gösterilemez: kartları açılan ekrandan
                hemen yazdırın.
              </Trans>
            </p>
          </FormAlert>
          {withParentCodes ? (
            <p>
              <Trans>Hesabı olan öğrencilere yeni veli kodu da verilir; onların önceki veli kodları artık çalışmaz.</Trans>
            </p>
          ) : null}
          {replaced.length > 0 ? (
            <p>
              <Trans>Şu öğrencilerin şimdiki şifresi çalışmayacak: {replacedNames}</Trans>
            </p>
          ) : null}
          <div className={layout.actions}>
            <Button disabled={save.isPending || issueParentCodes.isPending} onClick={() => void confirm()}>
              {save.isPending || issueParentCodes.isPending ? <Trans>Şifreler veriliyor…</Trans> : <Trans>Yeni şifreleri ver ve kartları aç</Trans>}
            </Button>
            <Button variant="secondary" disabled={save.isPending} onClick={back}>
              <Trans>Geri</Trans>
            </Button>
          </div>
          {save.error ? <FormAlert>{save.error.message}</FormAlert> : null}
        </div>
      ) : (
        <div className={layout.section}>
          <p className={layout.muted}>
            <Trans>
              Kart basılacak öğrencileri seçin. Her kartta öğrencinin adı, sınıfı ve sırayla dokunacağı dört resim yazar. Resim şifresi olmayanlar seçili gelir.
            </Trans>
          </p>
          <fieldset className={forms.fieldset}>
            <legend className={forms.legend}>
              <Trans>Öğrenciler</Trans>
            </legend>
            <Button variant="secondary" size="sm" disabled={allChosen} onClick={() => setChosen(new Set(candidates.map((student) => student.id)))}>
              <Trans>Tümünü seç</Trans>
            </Button>
            {candidates.map((student) => (
              <label key={student.id} className={forms.choice}>
                <input type="checkbox" className={forms.choiceInput} checked={chosen.has(student.id)} onChange={() => toggle(student.id)} />
                <span>
                  {student.full_name}
                  {student.has_picture_code ? (
                    <span className={layout.muted}>
                      {' · '}
                      <Trans>şifresi var</Trans>
                    </span>
                  ) : null}
                </span>
              </label>
            ))}
          </fieldset>
          <label className={forms.choice}>
            <input type="checkbox" className={forms.choiceInput} checked={withParentCodes} onChange={(event) => setWithParentCodes(event.target.checked)} />
            <span>
              <Trans>Veli kodlarını da yazdır</Trans>
              <span className={layout.muted}>
                {' · '}
                <Trans>hesabı olan her öğrencinin kartına velisi için yeni bir veli kodu eklenir</Trans>
              </span>
            </span>
          </label>
          <div className={layout.actions}>
            <Button disabled={count === 0} onClick={() => setPending(newCards(students, chosen))}>
              <Trans>{count} kart için devam et</Trans>
            </Button>
            <Button variant="ghost" onClick={onClose}>
              <Trans>Vazgeç</Trans>
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
