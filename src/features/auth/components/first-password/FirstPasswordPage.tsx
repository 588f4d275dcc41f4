import { useId } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useOnlineStatus } from '@/shared/offline/onlineStatus.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { Card } from '@/shared/ui/Card.tsx';
import { displayFirstName } from '../../model/displayName.ts';
import { safeReturnUrl } from '../../model/returnUrl.ts';
import { useSession } from '../../model/session.ts';
import { signOut } from '../../model/signOut.ts';
import { OfflineNote } from '../profile/OfflineNote.tsx';
import { PasswordChangeForm } from '../profile/PasswordSection.tsx';
import * as guest from '../guestPage.css.ts';

/**
 * /change-password: the first sign-in of an account made by the school (an invited teacher) or given a
 * new one-time password. The server answers nothing else until the user chooses their own password, so
 * every protected route leads here first and back to where the user was going afterwards.
 */
export function FirstPasswordPage({ returnUrl }: { returnUrl?: string }) {
  const { t } = useLingui();
  const { user } = useSession();
  const online = useOnlineStatus();
  const navigate = useNavigate();
  const offlineNoteId = useId();
  const name = user ? displayFirstName(user) : '';

  return (
    <div className={guest.page}>
      <header className={guest.header}>
        <h1 className={guest.title}>
          <Trans>Şifrenizi belirleyin</Trans>
        </h1>
        <p className={guest.lead}>
          <Trans>
            Hoş geldiniz {name}! Hesabınız okulunuz tarafından tek kullanımlık bir şifreyle açıldı. Devam etmeden önce yalnızca sizin bildiğiniz bir şifre
            belirleyin.
          </Trans>
        </p>
      </header>
      <Card tone="elevated">
        {!online ? (
          <OfflineNote id={offlineNoteId}>
            <Trans>Şifrenizi belirlemek için internet bağlantısı gerekir.</Trans>
          </OfflineNote>
        ) : null}
        <PasswordChangeForm
          offline={!online}
          offlineNoteId={offlineNoteId}
          currentLabel={t`Size verilen tek kullanımlık şifre`}
          onEdit={() => undefined}
          onChanged={() => void navigate({ href: safeReturnUrl(returnUrl), replace: true })}
        />
      </Card>
      <p className={guest.lead}>
        <Trans>Bu cihazı başkası kullanacaksa:</Trans>{' '}
        <Button variant="ghost" onClick={() => void signOut().then(() => navigate({ to: '/', replace: true }))}>
          {t`Çıkış yap`}
        </Button>
      </p>
    </div>
  );
}
