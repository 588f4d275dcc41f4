import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { loadTabletFlows } from '@/features/auth';
import { Button } from '@/shared/ui/Button.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { PasswordField } from '@/shared/ui/form/PasswordField.tsx';
import * as styles from './tablet.css.ts';

/**
 * Only a teacher takes a device out of tablet mode: the school account's password is asked for and
 * checked by the server (counted like a login); the children on the tablet do not know it.
 */
export function LeaveTabletDialog({ open, onClose, onLeft }: { open: boolean; onClose: () => void; onLeft: () => void }) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setPassword('');
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) {
      setError(t`Okulun şifresini girin.`);
      return;
    }
    setBusy(true);
    const result = await (await loadTabletFlows()).leaveTabletMode(password);
    setBusy(false);
    if (result.success) {
      setPassword('');
      onLeft();
      return;
    }
    setError(result.error.fieldErrors.password?.[0] ?? result.error.message);
  };

  return (
    <Dialog open={open} onClose={close} title={t`Tablet modundan çık`}>
      <form className={styles.formStack} onSubmit={(event) => void submit(event)} noValidate>
        <p className={styles.hint}>
          <Trans>Bu cihaz sınıf tableti olarak kullanılıyor. Çıkmak için okulun öğrenci hesabının şifresini girin.</Trans>
        </p>
        <PasswordField
          label={t`Okulun şifresi`}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={error}
          disabled={busy}
          required
        />
        <div className={styles.formActions}>
          <Button type="submit" variant="danger" disabled={busy}>
            <Trans>Tablet modundan çık</Trans>
          </Button>
          <Button variant="secondary" disabled={busy} onClick={close}>
            <Trans>Vazgeç</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
