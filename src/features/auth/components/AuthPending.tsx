import { useLingui } from '@lingui/react/macro';
import { Spinner } from '@/shared/ui/Spinner.tsx';
import * as styles from './AuthPending.css.ts';

/** SPEC §2: "Checking authentication..." while the guard waits for the session. */
export function AuthPending() {
  const { t } = useLingui();
  return (
    <div className={styles.pending}>
      <Spinner size="lg" label={t`Kimlik doğrulanıyor...`} />
    </div>
  );
}
