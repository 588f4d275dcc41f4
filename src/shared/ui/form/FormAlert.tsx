import type { ReactNode } from 'react';
import * as styles from './FormAlert.css.ts';

export type FormAlertProps = {
  /** danger is announced at once (role=alert); the other tones politely (role=status). */
  tone?: 'danger' | 'warning' | 'info' | 'success';
  /** A short bold first line, e.g. an error code. */
  title?: ReactNode;
  children?: ReactNode;
  /** A button or link under the text, e.g. "Tekrar dene". */
  action?: ReactNode;
  className?: string;
  id?: string;
};

/**
 * A message about the whole form (a server error, a missing-information
 * notice). Render it only while there is something to say, so the
 * insertion is what screen readers announce.
 */
export function FormAlert({ tone = 'danger', title, children, action, className, id }: FormAlertProps) {
  return (
    <div id={id} role={tone === 'danger' ? 'alert' : 'status'} className={[styles.tone[tone], className].filter(Boolean).join(' ')}>
      {title ? <p className={styles.title}>{title}</p> : null}
      {children ? <div className={styles.body}>{children}</div> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
