import type { ReactNode } from 'react';
import * as tables from './table.css.ts';

/** A wide table that scrolls sideways on a tablet: a named region keyboard users can reach and scroll. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={tables.tableWrap} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
