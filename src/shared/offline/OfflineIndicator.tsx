import { Trans } from '@lingui/react/macro';
import { useOnlineStatus } from './onlineStatus.ts';
import * as styles from './notices.css.ts';

/** A quiet strip while the browser is offline. */
export function OfflineIndicator() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <div className={styles.offline} role="status">
      <span aria-hidden="true">📡</span> <Trans>Çevrimdışısınız. Daha önce açtığınız sayfalar ve araçlar çalışmaya devam eder.</Trans>
    </div>
  );
}
