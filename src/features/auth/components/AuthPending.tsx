import { useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Spinner } from '@/shared/ui/Spinner.tsx';
import { sessionStore } from '../model/session.ts';
import * as styles from './AuthPending.css.ts';

/** docs/behaviour.md#routes-and-guards: "Checking authentication..." while the guard waits for the session. */
export function AuthPending() {
  const { t } = useLingui();
  return <Pending label={t`Kimlik doğrulanıyor...`} />;
}

/**
 * The dashboard routes (docs/behaviour.md#routes-and-guards, #errors): the authentication check first, then "Gösterge paneli
 * yükleniyor..." while the dashboard's own code and texts arrive.
 */
export function DashboardPending() {
  const { t } = useLingui();
  const signedIn = useSyncExternalStore(sessionStore.subscribe, signedInAndChecked, signedInAndChecked);
  return <Pending label={signedIn ? t`Gösterge paneli yükleniyor...` : t`Kimlik doğrulanıyor...`} />;
}

const signedInAndChecked = () => sessionStore.isReady() && sessionStore.getState().isAuthenticated;

function Pending({ label }: { label: string }) {
  return (
    <div className={styles.pending}>
      <Spinner size="lg" label={label} />
    </div>
  );
}
