import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PackInfo, PackStrand } from '@/shared/offline/packIndex.ts';
import { useOnlineStatus } from '@/shared/offline/onlineStatus.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { Card } from '@/shared/ui/Card.tsx';
import { Spinner } from '@/shared/ui/Spinner.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { visuallyHidden } from '@/shared/ui/VisuallyHidden.css.ts';
import { packTitle } from '../content/packTitles.ts';
import { packManager, type PackManager, type PackSnapshot, type PackState } from '../model/packManager.ts';
import { formatBytes, persistExplanation, shortSpaceMessage, storageLine } from '../model/storageMessages.ts';
import { usePacks } from '../model/usePacks.ts';
import * as styles from './OfflineContentSection.css.ts';

const STRAND_ORDER: readonly PackStrand[] = ['science', 'maths', 'programming'];

const GROUP_TITLES: Record<PackStrand | 'tools', MessageDescriptor> = {
  science: msg`Fen`,
  maths: msg`Matematik`,
  programming: msg`Kodlama`,
  tools: msg`Yardımcı paketler`,
};

type Group = { key: PackStrand | 'tools'; packs: PackInfo[] };

/** Fen, Matematik and Kodlama by grade, then the packs items need to run (the block editor, EtkiBot's index). */
function groupPacks(packs: readonly PackInfo[]): Group[] {
  const groups: Group[] = STRAND_ORDER.map((strand) => ({
    key: strand,
    packs: packs
      .filter((pack) => pack.kind === 'items' && pack.strand === strand)
      .sort((a, b) => (a.kind === 'items' && b.kind === 'items' ? a.grade - b.grade : 0)),
  }));
  const rank = (pack: PackInfo) => (pack.kind === 'blocks' ? 0 : 1);
  groups.push({ key: 'tools', packs: packs.filter((pack) => pack.kind !== 'items').sort((a, b) => rank(a) - rank(b)) });
  return groups.filter((group) => group.packs.length > 0);
}

type Phase = 'downloading' | 'waiting' | PackState['status'];

function packPhase(id: string, state: PackState, snapshot: PackSnapshot): Phase {
  if (snapshot.downloading === id) return 'downloading';
  if (snapshot.wanted.includes(id) && state.status !== 'installed') {
    if (snapshot.waitingForConnection) return 'waiting';
    // Wanted and queued behind the pack being fetched now.
    if (snapshot.downloading !== null) return 'downloading';
  }
  return state.status;
}

function phaseText(i18n: I18n, phase: Phase): string {
  switch (phase) {
    case 'downloading':
      return i18n._(msg`İndiriliyor…`);
    case 'waiting':
      return i18n._(msg`Bağlantı bekleniyor`);
    case 'installed':
      return i18n._(msg`İndirildi`);
    case 'partial':
      return i18n._(msg`Kısmen indirildi`);
    case 'outdated':
      return i18n._(msg`Güncelleme var`);
    default:
      return i18n._(msg`İndirilmedi`);
  }
}

type PackRowProps = { pack: PackInfo; state: PackState; snapshot: PackSnapshot; manager: PackManager };

function PackRow({ pack, state, snapshot, manager }: PackRowProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const title = packTitle(pack);
  const phase = packPhase(pack.id, state, snapshot);
  const wanted = snapshot.wanted.includes(pack.id);
  const size = formatBytes(state.totalBytes);
  const count = state.totalItems;
  const done = formatBytes(state.doneBytes);
  const { doneItems, totalItems } = state;
  const percent = state.totalBytes > 0 ? Math.round((state.doneBytes / state.totalBytes) * 100) : 0;
  const progressText = totalItems > 0 ? t`${done} / ${size} · ${doneItems}/${totalItems} içerik` : `${done} / ${size}`;

  return (
    <li className={styles.pack}>
      <div className={styles.packText}>
        <p id={titleId} className={styles.packTitle}>
          {title}
        </p>
        <p className={styles.packMeta}>{count > 0 ? t`${size} · ${count} içerik` : size}</p>
        <p className={styles.packStatus} data-status={phase}>
          {phaseText(i18n, phase)}
        </p>
      </div>
      {/* One button that changes its words, so focus stays where the user left it. */}
      <Button
        variant={wanted ? 'secondary' : 'primary'}
        size="sm"
        aria-label={wanted ? t`${title} paketini kaldır` : t`${title} paketini indir`}
        onClick={() => void (wanted ? manager.remove(pack.id) : manager.want([pack.id]))}
      >
        {wanted ? <Trans>Kaldır</Trans> : <Trans>İndir</Trans>}
      </Button>
      {snapshot.downloading === pack.id ? (
        <>
          <div
            className={styles.progress}
            role="progressbar"
            aria-labelledby={titleId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={progressText}
          >
            <div className={styles.progressFill} style={{ width: `${percent}%` }} />
          </div>
          <p className={styles.progressText}>{progressText}</p>
        </>
      ) : null}
    </li>
  );
}

/** "Fen 5 paketi indirildi" for each pack that became complete while the screen was open. */
function useInstalledAnnouncement(snapshot: PackSnapshot): string {
  const { t } = useLingui();
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<Record<string, PackState> | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = snapshot.packs;
    // The first reading of the cache finds packs complete; only a change while watching is news.
    if (!before || !snapshot.index) return;
    const completed = snapshot.index.packs.filter(
      (pack) => before[pack.id] && before[pack.id]?.status !== 'installed' && snapshot.packs[pack.id]?.status === 'installed',
    );
    const last = completed.at(-1);
    if (!last) return;
    const title = packTitle(last);
    setAnnouncement(t`${title} paketi indirildi`);
  }, [snapshot, t]);
  return announcement;
}

type OfflineContentSectionProps = {
  /** The page's download engine; tests pass a stand-in. */
  manager?: PackManager;
};

/** Profil ve Ayarlar' "Çevrimdışı içerik": which packs this device holds, and downloading or removing them. */
export function OfflineContentSection({ manager }: OfflineContentSectionProps) {
  // Without Cache Storage (an insecure context, an old browser) nothing can be held offline: no engine is made.
  if (!manager && typeof caches === 'undefined') return <Unsupported />;
  return <Packs manager={manager ?? packManager()} />;
}

function Frame({ children }: { children: ReactNode }) {
  const headingId = useId();
  return (
    <Card as="section" className={styles.section} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          <Trans>Çevrimdışı içerik</Trans>
        </h2>
        <p className={styles.lead}>
          <Trans>Paketler, bağlantı olmadan açılacak deneyleri ve etkinlikleri bu cihaza indirir. Oturum kapatılınca silinmez; kişisel veri içermez.</Trans>
        </p>
      </header>
      {children}
    </Card>
  );
}

function Unsupported() {
  return (
    <Frame>
      <p className={styles.muted}>
        <Trans>Bu tarayıcı paketleri indirip saklayamıyor.</Trans>
      </p>
    </Frame>
  );
}

function Packs({ manager }: { manager: PackManager }) {
  const { t, i18n } = useLingui();
  const snapshot = usePacks(manager);
  const online = useOnlineStatus();
  const announcement = useInstalledAnnouncement(snapshot);
  const { index, problem } = snapshot;

  return (
    <Frame>
      <div className={styles.storage}>
        <p className={styles.storageLine}>{storageLine(i18n, snapshot.storage)}</p>
        <p className={styles.muted}>{persistExplanation(i18n)}</p>
      </div>

      {problem?.kind === 'short' ? <FormAlert tone="danger">{shortSpaceMessage(i18n, problem.needed, problem.free)}</FormAlert> : null}
      {problem?.kind === 'failed' ? (
        <FormAlert
          tone="danger"
          action={
            <Button variant="secondary" size="sm" onClick={() => void manager.sync()}>
              <Trans>Yeniden dene</Trans>
            </Button>
          }
        >
          <Trans>Bazı dosyalar indirilemedi. Paket daha sonra yeniden denenecek.</Trans>
        </FormAlert>
      ) : null}
      {snapshot.waitingForConnection ? (
        <p className={styles.note}>
          <Trans>Bağlantı gelince indirme kendiliğinden sürecek.</Trans>
        </p>
      ) : !online && index ? (
        <p className={styles.note}>
          <Trans>Şu an bağlantı yok. İndir dediğin paketler bağlantı gelince iner.</Trans>
        </p>
      ) : null}

      {index ? (
        groupPacks(index.packs).map((group) => (
          <PackGroup key={group.key} title={i18n._(GROUP_TITLES[group.key])}>
            {group.packs.map((pack) => {
              const state = snapshot.packs[pack.id];
              return state ? <PackRow key={pack.id} pack={pack} state={state} snapshot={snapshot} manager={manager} /> : null;
            })}
          </PackGroup>
        ))
      ) : snapshot.indexError ? (
        <p className={styles.muted}>
          <Trans>Paket listesi alınamadı. Sayfayı yenileyip yeniden dene.</Trans>
        </p>
      ) : (
        <Spinner size="sm" label={t`Paketler yükleniyor…`} />
      )}

      <p className={visuallyHidden} role="status" aria-live="polite">
        {announcement}
      </p>
    </Frame>
  );
}

function PackGroup({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    // A group, not a region: a landmark per strand would crowd the page's landmark list.
    <div role="group" className={styles.group} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.groupTitle}>
        {title}
      </h3>
      <ul className={styles.list}>{children}</ul>
    </div>
  );
}
