import type { ReactNode } from 'react';
import * as styles from './list.css.ts';

type StatusPanelProps = {
  icon: string;
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  /** Errors are announced at once; other states politely. */
  tone?: 'info' | 'error';
  headingLevel?: 'h1' | 'h2';
};

/** An empty, offline or error state in place of content. */
export function StatusPanel({ icon, title, children, action, tone = 'info', headingLevel: Heading = 'h2' }: StatusPanelProps) {
  return (
    <div className={styles.status} role={tone === 'error' ? 'alert' : 'status'}>
      <span className={styles.statusIcon} aria-hidden="true">
        {icon}
      </span>
      <Heading className={styles.statusTitle}>{title}</Heading>
      {children ? <div className={styles.statusText}>{children}</div> : null}
      {action}
    </div>
  );
}
