import { Trans } from '@lingui/react/macro';
import * as styles from './LoginPage.css.ts';

/** The note above both sign-in forms saying what the asterisk means. */
export function RequiredLegend() {
  return (
    <p className={styles.requiredLegend}>
      <Trans>
        <span className={styles.requiredStar} aria-hidden="true">
          *
        </span>{' '}
        ile işaretli alanlar zorunludur.
      </Trans>
    </p>
  );
}
