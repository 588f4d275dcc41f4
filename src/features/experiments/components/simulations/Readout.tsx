import type { ReactNode } from 'react';
import * as frame from './measurementFrame.css.ts';
import * as simulation from './simulation.css.ts';

type ReadoutProps = { label: ReactNode; children: ReactNode };

/** One measured value in the matter and motion simulations' readout list (`<dl>`). */
export function Readout({ label, children }: ReadoutProps) {
  return (
    <div className={frame.readout}>
      <dt className={frame.readoutLabel}>{label}</dt>
      <dd className={frame.readoutValue}>{children}</dd>
    </div>
  );
}

/** One value in the light and electricity simulations' readout list, term and value on one row. */
export function ReadoutRow({ label, children }: ReadoutProps) {
  return (
    <div className={simulation.readoutRow}>
      <dt className={simulation.readoutTerm}>{label}</dt>
      <dd className={simulation.readoutValue}>{children}</dd>
    </div>
  );
}
