import { useLingui } from '@lingui/react/macro';
import { useOnlineStatus } from '@/shared/offline/onlineStatus.ts';
import { formatSavedAt } from '../model/dates.ts';
import * as styles from './list.css.ts';

/** Offline, a quiet word on when the copy being read was saved. Online, nothing. */
export function OfflineCopyNote({ savedAt }: { savedAt: number }) {
  const { t } = useLingui();
  const online = useOnlineStatus();
  if (online || !savedAt) return null;
  const when = formatSavedAt(savedAt);
  return (
    <p className={styles.offlineNote} role="status">
      <span aria-hidden="true">📥 </span>
      {t`Çevrimdışı kopya: ${when}`}
    </p>
  );
}
