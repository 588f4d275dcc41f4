import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@/shared/api/ApiError.ts';
import { formatDate } from '@/shared/i18n/format.ts';
import { useOnlineStatus } from '@/shared/offline/onlineStatus.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { Spinner } from '@/shared/ui/Spinner.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';

/**
 * One of the page's server answers in its four states: a spinner while the first answer is awaited,
 * an error with "Tekrar dene" when there is nothing to show, and otherwise the data, with a note when
 * it is this device's copy (offline, or the last refresh failed).
 */
export function ReportQuery<T>({ query, loading, children }: { query: UseQueryResult<T>; loading: string; children: (data: T) => ReactNode }) {
  const online = useOnlineStatus();
  const { t } = useLingui();
  const retry = () => void query.refetch();

  if (query.isPending) return <Spinner label={loading} />;
  if (query.data === undefined) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    const message = query.error instanceof ApiError ? query.error.message : t`Bir şeyler ters gitti. Lütfen yeniden deneyin.`;
    return (
      <FormAlert
        title={notFound ? <Trans>Kayıt bulunamadı</Trans> : online ? <Trans>Yüklenemedi</Trans> : <Trans>İnternet bağlantısı yok</Trans>}
        action={
          notFound ? null : (
            <Button variant="secondary" onClick={retry}>
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
          <Trans>Bu bilgiler bu cihazda daha önce açılmadığı için çevrimdışı gösterilemiyor. Bağlantı gelince yeniden deneyin.</Trans>
        )}
      </FormAlert>
    );
  }

  const time = query.dataUpdatedAt ? formatDate(query.dataUpdatedAt, 'dayMonthTime') : null;
  const stale = !online ? (
    <FormAlert tone="info" title={<Trans>Çevrimdışısınız</Trans>}>
      {time ? <Trans>Bu cihazdaki son kopya gösteriliyor (son güncelleme: {time}).</Trans> : <Trans>Bu cihazdaki son kopya gösteriliyor.</Trans>}
    </FormAlert>
  ) : query.isError ? (
    <FormAlert
      tone="warning"
      title={<Trans>Güncellenemedi</Trans>}
      action={
        <Button variant="secondary" onClick={retry}>
          <Trans>Tekrar dene</Trans>
        </Button>
      }
    >
      {time ? <Trans>Son alınan kopya gösteriliyor (son güncelleme: {time}).</Trans> : <Trans>Son alınan kopya gösteriliyor.</Trans>}
    </FormAlert>
  ) : null;

  return (
    <>
      {stale}
      {children(query.data)}
    </>
  );
}
