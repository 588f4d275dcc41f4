import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TableSize } from '../../model/multiplicationTable/table.ts';
import { TableExplorer } from './TableExplorer.tsx';
import { PracticePanel } from './PracticePanel.tsx';
import * as layout from '../toolLayout.css.ts';
import * as styles from './MultiplicationTableTool.css.ts';

type Mode = 'table' | 'practice';

export default function MultiplicationTableTool() {
  const { t } = useLingui();
  const [mode, setMode] = useState<Mode>('table');
  const [size, setSize] = useState<TableSize>(10);

  return (
    <div className={layout.stack}>
      <div className={styles.toolbar}>
        <div className={layout.segmented} role="group" aria-label={t`Bölüm`}>
          <button type="button" className={layout.segment} aria-pressed={mode === 'table'} onClick={() => setMode('table')}>
            <Trans>Tablo</Trans>
          </button>
          <button type="button" className={layout.segment} aria-pressed={mode === 'practice'} onClick={() => setMode('practice')}>
            <Trans>Alıştırma</Trans>
          </button>
        </div>
        <div className={layout.segmented} role="group" aria-label={t`Tablo boyutu`}>
          <button type="button" className={layout.segment} aria-pressed={size === 10} onClick={() => setSize(10)}>
            <Trans>10 × 10</Trans>
          </button>
          <button type="button" className={layout.segment} aria-pressed={size === 12} onClick={() => setSize(12)}>
            <Trans>12 × 12</Trans>
          </button>
        </div>
      </div>
      {mode === 'table' ? <TableExplorer size={size} /> : <PracticePanel max={size} />}
    </div>
  );
}
