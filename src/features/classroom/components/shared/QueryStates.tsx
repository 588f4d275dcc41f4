import { Trans, useLingui } from '@lingui/react/macro';
import { Spinner } from '@/shared/ui/Spinner.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { useOnlineStatus } from '@/shared/offline/onlineStatus.ts';
import { ApiError } from '@/shared/api/ApiError.ts';
import { formatShortDateTime } from '../../model/dates.ts';

export function Loading({ label }: { label?: string }) {
  const { t } = useLingui();
  return <Spinner label={label ?? t`Yükleniyor...`} />;
}

/** A failed load: the server's Turkish text, what it means offline, and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const online = useOnlineStatus();
  const { t } = useLingui();
  const notFound = error instanceof ApiError && error.status === 404;
  const message = error instanceof ApiError ? error.message : t`Bir şeyler ters gitti. Lütfen yeniden deneyin.`;
  return (
    <FormAlert
      title={notFound ? <Trans>Kayıt bulunamadı</Trans> : online ? <Trans>Yüklenemedi</Trans> : <Trans>İnternet bağlantısı yok</Trans>}
      action={
        notFound ? null : (
          <Button variant="secondary" onClick={onRetry}>
            <Trans>Tekrar dene</Trans>
          </Button>
        )
      }
    >
      {notFound ? (
        <Trans>Aradığınız kayıt yok ya da onu görme yetkiniz yok.</Trans>
      ) : online ? (
        message
      ) : (
        <Trans>Bu sayfa bu cihazda daha önce açılmadığı için çevrimdışı gösterilemiyor. Bağlantı gelince yeniden deneyin.</Trans>
      )}
    </FormAlert>
  );
}

/** Shown over data that came from this device's copy while there is no connection. */
export function OfflineNote({ updatedAt }: { updatedAt: number }) {
  const online = useOnlineStatus();
  if (online || !updatedAt) return null;
  const time = formatShortDateTime(new Date(updatedAt).toISOString());
  return (
    <FormAlert tone="info" title={<Trans>Çevrimdışısınız</Trans>}>
      <Trans>Son eşitlenen bilgiler gösteriliyor (son güncelleme: {time}).</Trans>
    </FormAlert>
  );
}
