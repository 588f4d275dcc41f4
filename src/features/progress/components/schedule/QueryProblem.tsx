import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { ApiError } from '@/shared/api/ApiError.ts';
import { useOnlineStatus } from '@/shared/offline/onlineStatus.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';

type QueryProblemProps = {
  error: unknown;
  onRetry: () => void;
  /** What could not be shown, e.g. "Ders programı yüklenemedi". */
  title: ReactNode;
};

/** A query without data: offline (never opened on this device) or the server's refusal, with a retry. */
export function QueryProblem({ error, onRetry, title }: QueryProblemProps) {
  const online = useOnlineStatus();
  const unreachable = !online || (error instanceof ApiError && error.isNetworkError);
  return (
    <FormAlert
      tone={unreachable ? 'info' : 'danger'}
      title={title}
      action={
        <Button variant="secondary" onClick={onRetry}>
          <Trans>Tekrar dene</Trans>
        </Button>
      }
    >
      {unreachable ? (
        <Trans>İnternet bağlantısı yok ve bu bilgi bu cihazda daha önce açılmadığı için gösterilemiyor. Bağlantı gelince tekrar deneyin.</Trans>
      ) : error instanceof ApiError ? (
        error.message
      ) : (
        <Trans>Beklenmeyen bir hata oluştu.</Trans>
      )}
    </FormAlert>
  );
}
