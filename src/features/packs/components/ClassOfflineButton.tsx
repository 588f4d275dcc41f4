import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ClassGrade } from '@/shared/api/classroom.ts';
import { useOnlineStatus } from '@/shared/offline/onlineStatus.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { packManager, type PackManager } from '../model/packManager.ts';
import { itemsOfPacks } from '../model/itemPacks.ts';
import { selectPacks, type Selection } from '../model/selection.ts';
import { formatBytes, shortSpaceMessage } from '../model/storageMessages.ts';
import { usePacks } from '../model/usePacks.ts';
import * as styles from './PackNeeded.css.ts';

type ClassOfflineButtonProps = {
  grade: ClassGrade;
  /** Library items the class's lesson plan opens. */
  lessonItems: readonly string[];
  /** Library items the class's homework opens (the classroom reads them when the button is pressed). */
  loadAssignedItems: () => Promise<readonly string[]>;
  manager?: PackManager;
};

/**
 * "Bu sınıf için çevrimdışı indir" (docs/architecture.md#content-packs): a class tablet takes the class grade's packs and every
 * item the class's lessons and homework open, with their progress, so the lesson runs without the network.
 */
export function ClassOfflineButton({ grade, lessonItems, loadAssignedItems, manager = packManager() }: ClassOfflineButtonProps) {
  const { t, i18n } = useLingui();
  const online = useOnlineStatus();
  const packs = usePacks(manager);
  const [chosen, setChosen] = useState<Selection | null>(null);
  const [failed, setFailed] = useState(false);

  const download = async () => {
    setFailed(false);
    const index = packs.index;
    if (!index) return setFailed(true);
    const assigned = await loadAssignedItems().catch(() => []);
    const selection = selectPacks({ role: 'teacher', classGrades: [grade], assignedItems: itemsOfPacks(index, [...lessonItems, ...assigned]), index });
    setChosen(selection);
    await manager.want(selection.packs, { items: selection.items });
  };

  const states = (chosen?.packs ?? []).map((id) => packs.packs[id]).filter((state) => state !== undefined);
  const done = states.reduce((sum, state) => sum + state.doneBytes, 0);
  const total = states.reduce((sum, state) => sum + state.totalBytes, 0);
  const complete = chosen !== null && states.every((state) => state.status === 'installed');
  const doneText = formatBytes(done);
  const totalText = formatBytes(total);

  return (
    <div>
      <Button variant="secondary" onClick={() => void download()} disabled={!packs.index}>
        <span aria-hidden="true">⬇️</span>
        {t`Bu sınıf için çevrimdışı indir`}
      </Button>
      <div role="status" className={styles.classStatus}>
        {failed
          ? t`Çevrimdışı içerik listesi açılamadı. Sayfayı yenileyip yeniden dene.`
          : chosen === null
            ? null
            : packs.problem?.kind === 'short'
              ? shortSpaceMessage(i18n, packs.problem.needed, packs.problem.free)
              : complete
                ? t`Bu sınıfın içeriği bu cihazda: bağlantı olmadan da açılır.`
                : !online || packs.waitingForConnection
                  ? t`Bağlantı gelince indirilecek.`
                  : t`İndiriliyor: ${doneText} / ${totalText}`}
      </div>
    </div>
  );
}
