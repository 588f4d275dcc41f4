import { useLingui } from '@lingui/react/macro';
import { Spinner } from '@/shared/ui/Spinner.tsx';
import * as styles from './PagePending.css.ts';

/** Shown while a route's code or data is on its way. */
export function PagePending() {
  const { t } = useLingui();
  return (
    <div className={styles.pending}>
      <Spinner label={t`Yükleniyor...`} size="lg" />
    </div>
  );
}
