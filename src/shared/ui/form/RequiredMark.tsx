import { Trans } from '@lingui/react/macro';
import { VisuallyHidden } from '../VisuallyHidden.tsx';
import * as styles from './Field.css.ts';

/** The red asterisk after a required field's label; screen readers hear "zorunlu" instead of "star". */
export function RequiredMark() {
  return (
    <>
      <span className={styles.requiredMark} aria-hidden="true">
        *
      </span>
      <VisuallyHidden>
        {' '}
        <Trans>(zorunlu)</Trans>
      </VisuallyHidden>
    </>
  );
}
