import { Trans } from '@lingui/react/macro';
import { ExportButton } from './ExportButton.tsx';

/** Where a parent sees their child: the right to a copy of everything the server holds about the child. */
export function ChildDataDownload({ studentId }: { studentId: number }) {
  return (
    <ExportButton studentId={studentId}>
      <Trans>Çocuğumun verilerini indir</Trans>
    </ExportButton>
  );
}
