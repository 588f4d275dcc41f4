import { useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { startOutbox, useOutboxSnapshot } from './outboxStore.ts';
import * as styles from './OutboxIndicator.css.ts';

/**
 * "2 gönderi bekliyor": contact and newsletter posts kept by the service worker until the connection
 * returns. Renders nothing while the outbox is empty; mount it in a header or footer.
 */
export function OutboxIndicator({ className }: { className?: string }) {
  const { pending } = useOutboxSnapshot();
  useEffect(startOutbox, []);
  if (!pending.length) return null;
  const count = pending.length;
  return (
    <p role="status" className={[styles.indicator, className].filter(Boolean).join(' ')}>
      <span aria-hidden="true">📤</span>
      <span>
        <Trans>
          <span className={styles.count}>{count}</span> gönderi bekliyor
        </Trans>
        <VisuallyHidden>
          {' '}
          <Trans>(bağlantı gelince gönderilecek)</Trans>
        </VisuallyHidden>
      </span>
    </p>
  );
}
