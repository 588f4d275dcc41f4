import { Suspense, useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { startOutbox, useClaimedOutboxIds, useOutboxSnapshot } from './outboxStore.ts';
import { lazyNotice } from './lazyNotice.ts';
import * as styles from './OutboxNotices.css.ts';

const OutboxNoticeItems = lazyNotice(() => import('./OutboxNoticeItems.tsx').then((module) => module.OutboxNoticeItems));

/**
 * Results of posts the service worker sent later (made offline, maybe in a tab closed since): each stays
 * until the user dismisses it. Results a form on screen shows in place are left to that form. The live
 * region is always there, so a screen reader announces a result when it arrives.
 */
export function OutboxNotices() {
  const { t } = useLingui();
  const { outcomes } = useOutboxSnapshot();
  const claimed = useClaimedOutboxIds();
  useEffect(startOutbox, []);
  const shown = outcomes.filter((outcome) => !claimed.has(outcome.id));
  return (
    <ul className={styles.region} aria-label={t`Gönderim bildirimleri`} aria-live="polite">
      {shown.length ? (
        <Suspense fallback={null}>
          <OutboxNoticeItems outcomes={shown} />
        </Suspense>
      ) : null}
    </ul>
  );
}
