import type { ReactNode } from 'react';
import * as frame from './measurementFrame.css.ts';

type SimulationFigureProps = {
  viewBox: string;
  /** What the picture shows right now, for screen readers (the drawing itself is hidden from them). */
  label: string;
  children: ReactNode;
};

/** The framed SVG picture of the matter and motion simulations. */
export function SimulationFigure({ viewBox, label, children }: SimulationFigureProps) {
  return (
    <figure className={frame.figure}>
      <svg className={frame.svg} viewBox={viewBox} role="img" aria-label={label}>
        {children}
      </svg>
    </figure>
  );
}
