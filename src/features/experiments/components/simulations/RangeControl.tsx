import { useId } from 'react';
import * as styles from './simulation.css.ts';

type RangeControlProps = {
  label: string;
  /** The value as read aloud and shown next to the label, with its unit. */
  valueText: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
};

/** A labelled slider whose current value is shown and announced with its unit. */
export function RangeControl({ label, valueText, value, min, max, step, onChange }: RangeControlProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>
        <span>{label}</span>
        <output htmlFor={id}>{valueText}</output>
      </label>
      <input
        id={id}
        type="range"
        className={styles.range}
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={valueText}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
      />
    </div>
  );
}
