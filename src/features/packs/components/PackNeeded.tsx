import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useOnlineStatus } from '@/shared/offline/onlineStatus.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { packTitle } from '../content/packTitles.ts';
import { packManager, type PackManager } from '../model/packManager.ts';
import { formatBytes, shortSpaceMessage } from '../model/storageMessages.ts';
import { usePacks } from '../model/usePacks.ts';
import * as styles from './PackNeeded.css.ts';

type PackNeededProps = {
  /** The pack that holds what would not load (src/shared/offline/packIndex.ts). */
  packId: string;
  /** Called once the pack is on the device, or when the user asks to try again online: load it again. */
  onReady: () => void;
  manager?: PackManager;
};

/**
 * Said where an item, the block editor or EtkiBot's index would not load because its pack is not on this device
 * (docs/architecture.md#content-packs): names the pack, downloads it now or when the connection returns, and
 * loads the content again as soon as the pack is in.
 */
export function PackNeeded({ packId, onReady, manager = packManager() }: PackNeededProps) {
  const { t, i18n } = useLingui();
  const online = useOnlineStatus();
  const packs = usePacks(manager);
  const [asked, setAsked] = useState(false);
  const pack = packs.index?.packs.find((candidate) => candidate.id === packId);
  const title = packTitle(pack ?? { id: packId });
  const state = packs.packs[packId];
  const wanted = packs.wanted.includes(packId);
  const installed = state?.status === 'installed';

  // Asked for here, then in: load what would not load. Only once, and only for a download this screen saw.
  const readyCalled = useRef(false);
  useEffect(() => {
    if (asked && installed && !readyCalled.current) {
      readyCalled.current = true;
      onReady();
    }
  }, [asked, installed, onReady]);

  const download = () => {
    setAsked(true);
    void manager.want([packId]);
  };

  const downloading = packs.downloading === packId && state;
  const doneText = formatBytes(state?.doneBytes ?? 0);
  const totalText = formatBytes(state?.totalBytes ?? pack?.bytes ?? 0);
  const size = pack ? formatBytes(pack.bytes) : null;
  // A pack refused for want of space is never marked wanted: the problem is this notice's once it asked.
  const problem = (wanted || asked) && packs.problem;

  return (
    <FormAlert tone="info" title={t`Bu içerik bu cihazda yok`}>
      <p className={styles.line}>
        {size ? t`“${title}” paketinde (${size}); paket bu cihaza indirilmemiş.` : t`“${title}” paketinde; paket bu cihaza indirilmemiş.`}
      </p>
      {downloading ? (
        <p className={styles.line} role="status">
          {t`İndiriliyor: ${doneText} / ${totalText}`}
        </p>
      ) : wanted && !online ? (
        <p className={styles.line} role="status">
          {t`Bağlantı gelince “${title}” paketi indirilecek ve bu içerik açılacak.`}
        </p>
      ) : null}
      {problem ? (
        <p className={styles.line} role="alert">
          {problem.kind === 'short' ? shortSpaceMessage(i18n, problem.needed, problem.free) : t`İndirme tamamlanamadı. Bağlantını kontrol edip yeniden dene.`}
        </p>
      ) : null}
      <div className={styles.actions}>
        {!wanted || problem ? (
          <Button variant="primary" onClick={download}>
            {online ? t`“${title}” paketini indir` : t`Bağlantı gelince indir`}
          </Button>
        ) : null}
        {online && !downloading ? (
          <Button variant="secondary" onClick={onReady}>
            {t`Tekrar dene`}
          </Button>
        ) : null}
      </div>
    </FormAlert>
  );
}
