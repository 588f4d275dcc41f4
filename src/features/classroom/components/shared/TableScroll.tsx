import type { ReactNode } from 'react';
import * as styles from '../classroom.css.ts';

/** A wide table that scrolls sideways on a tablet: a named region keyboard users can reach and scroll. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
