import { useId, type ReactNode } from 'react';
import * as styles from './RangeField.css.ts';

export type RangeFieldProps = {
  /** The visible label; it names the slider. */
  label: ReactNode;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
  /**
   * The value as read out (aria-valuetext), with its unit: "30 °C" says more
   * than the bare number a screen reader would read otherwise.
   */
  valueText?: string;
  /**
   * The value shown beside the label; defaults to `valueText`. Pass `null`
   * when the label itself already says the value.
   */
  readout?: ReactNode;
  disabled?: boolean;
  /** Class for the whole field, e.g. for its place in a flex or grid row. */
  className?: string;
};

/** A labelled slider (`<input type="range">`) with its current value written out beside the label. */
export function RangeField({ label, value, min, max, step, onChange, valueText, readout, disabled, className }: RangeFieldProps) {
  const id = useId();
  const shown = readout === undefined ? valueText : readout;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.top}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {shown === null || shown === undefined ? null : (
          <output htmlFor={id} className={styles.value}>
            {shown}
          </output>
        )}
      </div>
      <input
        id={id}
        type="range"
        className={styles.range}
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={valueText}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </div>
  );
}
