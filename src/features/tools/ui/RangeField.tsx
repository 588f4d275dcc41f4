import { useId, type ReactNode } from 'react';
import * as styles from './RangeField.css.ts';

type RangeFieldProps = {
  label: ReactNode;
  value: number;
  min: number;
  max: number;
  step: number;
  /** The value as shown beside the label and read out by screen readers, with its unit. */
  valueText: string;
  onChange: (value: number) => void;
  disabled?: boolean;
};

/** A labelled slider with its current value written out: the everyday control of the science tools. */
export function RangeField({ label, value, min, max, step, valueText, onChange, disabled }: RangeFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <div className={styles.top}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <output htmlFor={id} className={styles.value}>
          {valueText}
        </output>
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
