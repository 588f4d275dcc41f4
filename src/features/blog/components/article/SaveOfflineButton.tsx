import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import type { Article } from '@/shared/api/contract.ts';
import { useHydrated } from '@/shared/lib/useHydrated.tsx';
import { loadedValue, useLoaded } from '@/shared/lib/useLoaded.ts';
import { useOnlineStatus } from '@/shared/offline/onlineStatus.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { canSaveForOffline, isSavedForOffline, saveArticleForOffline } from '../../model/saveForOffline.ts';
import * as styles from './article.css.ts';

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** "Save for offline reading": the text is already kept; this stores the article's images too. */
export function SaveOfflineButton({ article }: { article: Article }) {
  const online = useOnlineStatus();
  const [progress, setProgress] = useState<SaveState>('idle');
  const hydrated = useHydrated();
  // Saved on an earlier visit; a cache that cannot be read leaves the button to try.
  const savedBefore = loadedValue(useLoaded(() => isSavedForOffline(article), [article])) === true;
  const state = savedBefore ? 'saved' : progress;

  // The rendered page offers it (every browser the app supports can): a browser without the Cache API
  // drops it after hydration instead of hydrating a page that differs from the markup.
  if (hydrated && !canSaveForOffline()) return null;

  const save = async () => {
    setProgress('saving');
    setProgress((await saveArticleForOffline(article)) ? 'saved' : 'failed');
  };

  return (
    <div className={styles.actions}>
      {state === 'saved' ? (
        <p className={styles.note} role="status">
          <span aria-hidden="true">✅ </span>
          <Trans>Kaydedildi: Bu makale görselleriyle birlikte çevrimdışı okunabilir.</Trans>
        </p>
      ) : (
        <>
          <Button variant="secondary" onClick={() => void save()} disabled={state === 'saving' || !online}>
            <span aria-hidden="true">📥</span>
            {state === 'saving' ? <Trans>Kaydediliyor…</Trans> : <Trans>Çevrimdışı okumak için kaydet</Trans>}
          </Button>
          <p className={styles.note} role="status">
            {state === 'failed' ? <Trans>Görsellerin bir kısmı kaydedilemedi. Bağlantınızı kontrol edip yeniden deneyin.</Trans> : null}
          </p>
        </>
      )}
    </div>
  );
}
