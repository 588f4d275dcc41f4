import type { ReactNode } from 'react';
import { RequiredMark } from './RequiredMark.tsx';
import * as styles from './Field.css.ts';

/** The ids a control's hint and error get, and the aria-describedby that joins them. */
export function fieldDescriptionIds(id: string, hint: ReactNode, error: string | null | undefined) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { hintId, errorId, describedBy };
}

export type FieldFrameProps = {
  /** The control's id: the label points at it and the hint and error ids derive from it. */
  id: string;
  label: ReactNode;
  /** Adds the asterisk with the spoken "zorunlu" text. */
  required?: boolean;
  hint?: ReactNode;
  /** The field's current error; shown under the control in red. */
  error?: string | null;
  /** Replaces the default <label htmlFor> (e.g. a control that labels itself differently). */
  labelId?: string;
  className?: string;
  children: ReactNode;
};

/**
 * The frame every field shares: label (with the required mark), the control,
 * then the hint and the error. Use it for a custom control and give that
 * control `aria-describedby={fieldDescriptionIds(...).describedBy}`.
 */
export function FieldFrame({ id, label, required, hint, error, labelId, className, children }: FieldFrameProps) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} id={labelId} className={styles.label}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/** The hint and the error under a control, with the ids its aria-describedby points at. */
export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | null }) {
  const { hintId, errorId } = fieldDescriptionIds(id, hint, error);
  return (
    <>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          <span aria-hidden="true">⚠</span>
          <span>{error}</span>
        </p>
      ) : null}
    </>
  );
}
