import { Trans, useLingui } from '@lingui/react/macro';
import { formatClaimCode, type ClassStudent } from '@/shared/api/classroom.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { useCreateClaimCode } from '../../api.ts';
import { formatDueDate } from '../../model/dates.ts';
import * as layout from '../shared/layout.css.ts';
import * as card from './claimCard.css.ts';

type Props = { student: ClassStudent | null; classId: number; className: string; joinCode: string; onClose: () => void };

/**
 * The teacher makes a one-time claim code for one child and prints it on a small card. The code is
 * shown only here, once: the server keeps a hash, and making a new one voids the old.
 */
export function ClaimCodeDialog({ student, classId, className, joinCode, onClose }: Props) {
  const { t } = useLingui();
  const create = useCreateClaimCode(classId);
  const studentName = student?.full_name ?? '';
  const issued = create.data;
  const code = issued ? formatClaimCode(issued.code) : '';
  const expires = issued ? formatDueDate(issued.expires_at) : '';

  const close = () => {
    create.reset();
    onClose();
  };

  return (
    <Dialog open={student !== null} onClose={close} title={t`${studentName} için sahiplenme kodu`}>
      <div className={layout.section}>
        {issued ? (
          <>
            <div className={card.card} role="group" aria-label={t`${studentName} için sahiplenme kartı`}>
              <p className={card.childName}>{studentName}</p>
              <p className={layout.muted}>
                <Trans>
                  {className} sınıfı · sınıf kodu <span className={layout.code}>{joinCode}</span>
                </Trans>
              </p>
              <p className={card.claimCode} aria-label={t`Sahiplenme kodu ${code}`}>
                {code}
              </p>
              <p className={layout.muted}>
                <Trans>Sınıflarım sayfasında sınıf kodunu yaz, sonra bu sahiplenme kodunu gir. Son gün: {expires}</Trans>
              </p>
            </div>
            <FormAlert tone="success">
              <Trans>Kod oluşturuldu. Kartı yazdırıp yalnızca {studentName} adlı öğrenciye verin; bir daha gösterilmez.</Trans>
            </FormAlert>
            <div className={layout.actions}>
              <Button onClick={() => window.print()}>
                <span aria-hidden="true">🖨️</span>
                <Trans>Kartı yazdır</Trans>
              </Button>
              <Button variant="secondary" onClick={close}>
                <Trans>Tamam</Trans>
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className={layout.muted}>
              <Trans>
                Öğrenci kendi hesabıyla sınıfa katılırken bu kodu girerse listedeki {studentName} satırı onun hesabına bağlanır: yoklaması, resim şifresi ve
                ödevleri onunla gelir. Kod tek kullanımlıktır ve yeni kod eskisini geçersiz kılar.
              </Trans>
            </p>
            <div className={layout.actions}>
              <Button disabled={create.isPending || !student} onClick={() => student && create.mutate(student.id)}>
                {create.isPending ? <Trans>Oluşturuluyor…</Trans> : <Trans>Kod oluştur</Trans>}
              </Button>
            </div>
          </>
        )}
        {create.error ? <FormAlert>{create.error.message}</FormAlert> : null}
      </div>
    </Dialog>
  );
}
