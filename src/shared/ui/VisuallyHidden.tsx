import type { HTMLAttributes } from 'react';
import { visuallyHidden } from './VisuallyHidden.css.ts';

/** Text for screen readers only. */
export function VisuallyHidden({ className, ...rest }: HTMLAttributes<HTMLSpanElement>) {
  return <span className={[visuallyHidden, className].filter(Boolean).join(' ')} {...rest} />;
}
