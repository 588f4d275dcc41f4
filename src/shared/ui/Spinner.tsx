import * as styles from './Spinner.css.ts';

type SpinnerProps = { label: string; size?: 'sm' | 'md' | 'lg'; showLabel?: boolean };

/** An accessible busy indicator: the label is announced even when not shown. */
export function Spinner({ label, size = 'md', showLabel = true }: SpinnerProps) {
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <span className={styles.ring[size]} aria-hidden="true" />
      <span className={showLabel ? styles.label : styles.hiddenLabel}>{label}</span>
    </div>
  );
}
