import { Suspense, lazy, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { Spinner } from '@/shared/ui/Spinner.tsx';
import { useRotateJoinCode } from '../../api.ts';
import { joinLink } from '../../model/joinLink.ts';
import * as layout from '../shared/layout.css.ts';
import * as styles from './classDetail.css.ts';

// The encoder is only needed when a teacher shows the code: it stays out of every other page's code.
const QrCode = lazy(() => import('./QrCode.tsx'));

type Props = { open: boolean; onClose: () => void; classId: number; className: string; code: string };

/** The class code large enough to read from the back row, a QR code a tablet's camera opens, and a way to replace a code seen by the wrong people. */
export function JoinCodeDialog({ open, onClose, classId, className, code }: Props) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const rotate = useRotateJoinCode(classId);
  const shown = rotate.data?.join_code ?? code;

  const close = () => {
    setConfirming(false);
    rotate.reset();
    onClose();
  };

  const renew = async () => {
    try {
      await rotate.mutateAsync();
      setConfirming(false);
    } catch {
      // Shown below.
    }
  };

  return (
    <Dialog open={open} onClose={close} title={t`${className} sınıfına katılım`}>
      <div className={layout.section}>
        <p className={layout.muted}>
          <Trans>Öğrenciler Sınıflarım sayfasında bu kodu yazarak ya da kamerayla QR kodu okutarak sınıfa katılır.</Trans>
        </p>
        <p className={`${layout.code} ${styles.bigCode}`} aria-live="polite">
          {shown}
        </p>
        {open ? (
          <Suspense fallback={<Spinner label={t`QR kod hazırlanıyor...`} />}>
            <div className={styles.centered}>
              <QrCode text={joinLink(window.location.origin, shown)} label={t`${className} sınıfının katılım QR kodu`} />
            </div>
          </Suspense>
        ) : null}
        {rotate.isSuccess ? (
          <FormAlert tone="success">
            <Trans>Yeni kod oluşturuldu; eski kod artık geçmez.</Trans>
          </FormAlert>
        ) : null}
        {confirming ? (
          <FormAlert
            tone="warning"
            title={t`Yeni kod oluşturulsun mu?`}
            action={
              <div className={layout.actions}>
                <Button variant="ghost" onClick={() => setConfirming(false)}>
                  <Trans>Vazgeç</Trans>
                </Button>
                <Button disabled={rotate.isPending} onClick={() => void renew()}>
                  {rotate.isPending ? <Trans>Oluşturuluyor…</Trans> : <Trans>Evet, yeni kod oluştur</Trans>}
                </Button>
              </div>
            }
          >
            <Trans>Eski kod hemen geçersiz olur: tahtadaki kod ve dağıtılan QR kodlar artık çalışmaz. Sınıftaki öğrenciler sınıfta kalır.</Trans>
          </FormAlert>
        ) : (
          <div className={layout.actions}>
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              <Trans>Yeni kod oluştur</Trans>
            </Button>
          </div>
        )}
        {rotate.error ? <FormAlert>{rotate.error.message}</FormAlert> : null}
      </div>
    </Dialog>
  );
}
