import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@/shared/api/ApiError.ts';
import { exportFileName } from '@/shared/api/privacy.ts';
import { downloadFile } from '@/shared/lib/downloadFile.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { fetchStudentExport } from '../../api.ts';
import * as styles from './privacy.css.ts';

type ExportButtonProps = { studentId: number; children: ReactNode; variant?: 'primary' | 'secondary' };

/** Downloads everything the server holds about the student (the administrator's, or a linked parent's for their child). */
export function ExportButton({ studentId, children, variant = 'secondary' }: ExportButtonProps) {
  const { t } = useLingui();
  const [state, setState] = useState<'idle' | 'loading' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setState('loading');
    setError(null);
    try {
      const data = await fetchStudentExport(studentId);
      // The server's answer as it is, indented to be read.
      downloadFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json;charset=utf-8' }), exportFileName(studentId, data.exported_at));
      setState('done');
    } catch (failure) {
      setState('idle');
      setError(failure instanceof ApiError ? failure.message : t`Veriler indirilemedi. Bağlantınızı kontrol edip yeniden deneyin.`);
    }
  };

  return (
    <div className={styles.stack}>
      <Button variant={variant} onClick={() => void download()} disabled={state === 'loading'} aria-busy={state === 'loading'}>
        <span aria-hidden="true">⬇️</span>
        {state === 'loading' ? <Trans>Veriler hazırlanıyor...</Trans> : children}
      </Button>
      <p role="status" className={styles.muted}>
        {state === 'done' ? <Trans>Dosya indirildi: JSON biçiminde, her tablo ayrıca CSV olarak içinde.</Trans> : null}
      </p>
      {error ? <FormAlert tone="danger">{error}</FormAlert> : null}
    </div>
  );
}
