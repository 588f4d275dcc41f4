import type { ReactNode } from 'react';
import * as styles from './toolLayout.css.ts';

/** A labelled figure in a readout list (`<dl>`): "Dalga boyu (λ) — 0,78 m". */
export function Readout({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.stat}>
      <dt className={styles.statLabel}>{label}</dt>
      <dd className={styles.statValue}>{children}</dd>
    </div>
  );
}
