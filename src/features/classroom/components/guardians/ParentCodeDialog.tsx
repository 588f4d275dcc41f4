import { Trans, useLingui } from '@lingui/react/macro';
import { formatClaimCode, type ClassStudent } from '@/shared/api/classroom.ts';
import { GUARDIAN_LIMITS, PARENT_CODE } from '@/shared/api/guardians.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { useCreateParentCode } from '../../api.ts';
import { formatParentCodeExpiry } from '../../model/parentLink.ts';
import { ParentCodeSteps } from './ParentCodeSteps.tsx';
import * as layout from '../shared/layout.css.ts';
import * as card from '../classDetail/claimCard.css.ts';
import * as own from './guardians.css.ts';

type Props = { student: ClassStudent | null; classId: number; className: string; onClose: () => void };

const VALID_DAYS = PARENT_CODE.validDays;
const MAX_PARENTS = GUARDIAN_LIMITS.parentsPerChild;

/**
 * The class's teacher (or the school's administrator) makes a one-time parent code for one child and
 * prints it on a card for the family. The code is shown only here, once: the server keeps a hash, and
 * a new code voids the old.
 */
export function ParentCodeDialog({ student, classId, className, onClose }: Props) {
  const { t } = useLingui();
  const create = useCreateParentCode(classId);
  const studentName = student?.full_name ?? '';
  const issued = create.data;
  const code = issued ? formatClaimCode(issued.code) : '';
  const expires = issued ? formatParentCodeExpiry(issued.expires_at) : '';

  const close = () => {
    create.reset();
    onClose();
  };

  return (
    <Dialog open={student !== null} onClose={close} title={t`${studentName} için veli kodu`}>
      <div className={layout.section}>
        {issued ? (
          <>
            <div className={`${card.card} ${own.parentCard}`} role="group" aria-label={t`${studentName} için veli kartı`}>
              <p className={card.childName}>{studentName}</p>
              <p className={layout.muted}>
                <Trans>{className} sınıfı · Veli kodu</Trans>
              </p>
              <p className={card.claimCode} aria-label={t`Veli kodu ${code}`}>
                {code}
              </p>
              <p>
                <Trans>Son gün: {expires}</Trans>
              </p>
              <ParentCodeSteps />
            </div>
            <FormAlert tone="success">
              <Trans>Kod oluşturuldu. Kartı yazdırıp {studentName} adlı öğrencinin velisine verin; bir daha gösterilmez.</Trans>
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
        ) : student && !student.has_account ? (
          <>
            <p className={layout.muted}>
              <Trans>
                {studentName} için henüz bir hesap yok. Veli kodu, öğrenci kendi hesabıyla sınıfa katıldıktan ya da sınıf tabletinde resim şifresiyle bir kez
                giriş yaptıktan sonra verilebilir.
              </Trans>
            </p>
            <div className={layout.actions}>
              <Button variant="secondary" onClick={close}>
                <Trans>Tamam</Trans>
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className={layout.muted}>
              <Trans>
                Veli bu kodu kendi EtkiLab hesabında girer; {studentName} adını görüp onaylayınca çocuğuna bağlanır ve ödevlerini, notlarını görür. Kod tek
                kullanımlıktır, {VALID_DAYS} gün geçerlidir ve yeni kod eskisini geçersiz kılar. Bir öğrenciye en fazla {MAX_PARENTS} veli bağlanabilir.
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
