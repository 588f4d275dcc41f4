import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import type { UnsentAtSignOut } from './unsentAtSignOut.ts';

type Props = { unsent: UnsentAtSignOut | null; onLeave: () => void; onStay: () => void };

/**
 * Work done offline is never lost at sign-out (docs/architecture.md#the-two-outboxes): it stays on the device under this user
 * only, hidden from the next one. What is still on its way and what the server refused are told apart:
 * only the first goes by itself at the next sign-in.
 */
export function SignOutWarning({ unsent, onLeave, onStay }: Props) {
  const { t } = useLingui();
  const waiting = unsent?.waiting ?? 0;
  const refused = unsent?.refused ?? 0;
  return (
    <Dialog
      open={unsent !== null}
      onClose={onStay}
      title={waiting > 0 ? t`Gönderilmeyi bekleyen ${waiting} kayıt var` : t`Gönderilemeyen ${refused} kayıt var`}
      actions={
        <>
          <Button variant="danger" onClick={onLeave}>
            <Trans>Yine de çıkış yap</Trans>
          </Button>
          <Button variant="secondary" onClick={onStay}>
            <Trans>Vazgeç</Trans>
          </Button>
        </>
      }
    >
      {waiting > 0 ? (
        <p>
          <Trans>
            Bağlantı olmadığı için bazı ödev, yoklama ya da notlarınız henüz gönderilmedi. Çıkış yaparsanız bu cihazda yalnızca sizin adınıza saklanır, tableti
            kullanan sonraki kişi bunları göremez ve siz yeniden giriş yaptığınızda kendiliğinden gönderilir.
          </Trans>
        </p>
      ) : null}
      {refused > 0 ? (
        <p>
          <Trans>
            {refused} kayıt sunucu tarafından kabul edilmedi ya da bir seçim bekliyor; kendiliğinden gönderilmez. Bu cihazda sizin adınıza durur, yeniden giriş
            yaptığınızda kendi sayfasında görüp düzeltebilir, kopyalayabilir ya da silebilirsiniz.
          </Trans>
        </p>
      ) : null}
    </Dialog>
  );
}
