import { Suspense, lazy } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { Spinner } from '@/shared/ui/Spinner.tsx';
import { joinLink } from '../../model/joinLink.ts';
import * as styles from '../classroom.css.ts';

// The encoder is only needed when a teacher shows the code: it stays out of every other page's code.
const QrCode = lazy(() => import('./QrCode.tsx'));

/** The class code large enough to read from the back row, and a QR code a tablet's camera opens. */
export function JoinCodeDialog({ open, onClose, className, code }: { open: boolean; onClose: () => void; className: string; code: string }) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onClose={onClose} title={t`${className} sınıfına katılım`}>
      <div className={styles.section}>
        <p className={styles.muted}>
          <Trans>Öğrenciler Sınıflarım sayfasında bu kodu yazarak ya da kamerayla QR kodu okutarak sınıfa katılır.</Trans>
        </p>
        <p className={`${styles.code} ${styles.bigCode}`}>
          {code}
        </p>
        {open ? (
          <Suspense fallback={<Spinner label={t`QR kod hazırlanıyor...`} />}>
            <div className={styles.centered}>
              <QrCode text={joinLink(window.location.origin, code)} label={t`${className} sınıfının katılım QR kodu`} />
            </div>
          </Suspense>
        ) : null}
      </div>
    </Dialog>
  );
}
