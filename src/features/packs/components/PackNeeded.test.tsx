import { act, fireEvent, render as renderBare, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n.ts';
import type { PackIndex, PackInfo } from '@/shared/offline/packIndex.ts';
import type { PackManager, PackSnapshot, PackState } from '../model/packManager.ts';
import { testIndex } from '../model/packIndex.testUtils.ts';
import { fakePackManager, packState, quietSnapshot } from '../model/fakePackManager.testUtils.ts';
import { PackNeeded } from './PackNeeded.tsx';

const MB = 1024 * 1024;

/** The shared test index with a grade-7 science pack of 2 MB, the one the notice is about. */
function indexWithFen7(): PackIndex {
  const base = testIndex();
  const fen7: PackInfo = {
    id: 'fen-7',
    kind: 'items',
    strand: 'science',
    grade: 7,
    items: ['miknatis'],
    files: [
      { url: '/assets/fen7-catalog.js', bytes: 0.5 * MB },
      { url: '/assets/miknatis.js', bytes: 1.5 * MB, item: 'miknatis' },
    ],
    bytes: 2 * MB,
    hash: 'fen7-v1',
    requires: [],
  };
  return { ...base, packs: [...base.packs, fen7] };
}

const state = (status: PackState['status'], extra: Partial<PackState> = {}): PackState => packState(status, extra);

const fakeManager = (patch: Partial<PackSnapshot> = {}) =>
  fakePackManager(quietSnapshot({ index: indexWithFen7(), packs: { 'fen-7': state('absent'), 'fen-5': state('absent') }, ...patch }));

const notice = (manager: PackManager, onReady: () => void) => (
  <I18nProvider i18n={i18n}>
    <PackNeeded packId="fen-7" onReady={onReady} manager={manager} />
  </I18nProvider>
);

const render = (manager: PackManager, onReady: () => void = vi.fn()) => renderBare(notice(manager, onReady));

let online = true;

const goOffline = () =>
  act(() => {
    online = false;
    window.dispatchEvent(new Event('offline'));
  });

beforeEach(() => {
  online = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'onLine');
});

describe('PackNeeded', () => {
  it('online: names the pack and its size, and downloads it', () => {
    const { manager } = fakeManager();
    render(manager);

    screen.getByText('Bu içerik bu cihazda yok');
    screen.getByText('“Fen 7” paketinde (2,0 MB); paket bu cihaza indirilmemiş.');
    expect(manager.refresh).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: '“Fen 7” paketini indir' }));
    expect(manager.want).toHaveBeenCalledTimes(1);
    expect(manager.want).toHaveBeenCalledWith(['fen-7']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names the pack by its id alone while the index is not at hand', () => {
    render(fakeManager({ index: null, packs: {} }).manager);
    screen.getByText('“Fen 7” paketinde; paket bu cihaza indirilmemiş.');
  });

  it('shows how much is in while the pack downloads, without a button to ask again or to retry', () => {
    const { manager } = fakeManager({ wanted: ['fen-7'], downloading: 'fen-7', packs: { 'fen-7': state('partial', { doneBytes: 0.5 * MB }) } });
    render(manager);
    screen.getByText('İndiriliyor: 512,0 KB / 2,0 MB');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offline: asks to download when the connection returns, then says it will', async () => {
    const { manager, update } = fakeManager();
    render(manager);
    goOffline();

    expect(screen.queryByRole('button', { name: '“Fen 7” paketini indir' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tekrar dene' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Bağlantı gelince indir' }));
    expect(manager.want).toHaveBeenCalledWith(['fen-7']);

    // The manager marks it wanted and waits for the connection.
    update(() => ({ wanted: ['fen-7'], waitingForConnection: true }));
    screen.getByText('Bağlantı gelince “Fen 7” paketi indirilecek ve bu içerik açılacak.');
    expect(screen.queryByRole('button', { name: 'Bağlantı gelince indir' })).toBeNull();
  });

  it('calls onReady once, when the pack it asked for is installed', () => {
    const onReady = vi.fn();
    const { manager, update } = fakeManager();
    const { rerender } = render(manager, onReady);

    fireEvent.click(screen.getByRole('button', { name: '“Fen 7” paketini indir' }));
    update((current) => ({ wanted: ['fen-7'], downloading: 'fen-7', packs: { ...current.packs, 'fen-7': state('partial', { doneBytes: MB }) } }));
    expect(onReady).not.toHaveBeenCalled();

    update((current) => ({ downloading: null, packs: { ...current.packs, 'fen-7': state('installed', { doneBytes: 2 * MB }) } }));
    expect(onReady).toHaveBeenCalledTimes(1);

    // Later changes, and a new callback from the parent, do not load it again.
    update(() => ({ storage: { usage: 12 * MB, quota: 1000 * MB } }));
    const laterReady = vi.fn();
    rerender(notice(manager, laterReady));
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(laterReady).not.toHaveBeenCalled();
  });

  it('says when there is not enough space for the pack it was asked to download', () => {
    const { manager, update } = fakeManager({ storage: { usage: 995 * MB, quota: 1000 * MB } });
    render(manager);

    fireEvent.click(screen.getByRole('button', { name: '“Fen 7” paketini indir' }));
    // As the real manager answers: nothing is marked wanted, the problem says how much is needed.
    update(() => ({ problem: { kind: 'short', needed: 7.4 * MB, free: 5 * MB } }));

    expect(screen.getByRole('alert').textContent).toBe('Bu paket için yeterli yer yok: 7,4 MB gerekiyor, 5,0 MB boş. Başka bir paketi kaldırıp yeniden dene.');
    // The user may make room and ask again.
    screen.getByRole('button', { name: '“Fen 7” paketini indir' });
  });

  it('a wanted pack the download found no room for says so too', () => {
    render(fakeManager({ wanted: ['fen-7'], problem: { kind: 'short', needed: 20.1 * MB, free: 8.3 * MB } }).manager);
    expect(screen.getByRole('alert').textContent).toBe('Bu paket için yeterli yer yok: 20,1 MB gerekiyor, 8,3 MB boş. Başka bir paketi kaldırıp yeniden dene.');
  });

  it('a wanted pack whose download failed says so and offers to download again', () => {
    const { manager } = fakeManager({ wanted: ['fen-7'], problem: { kind: 'failed' } });
    render(manager);
    expect(screen.getByRole('alert').textContent).toBe('İndirme tamamlanamadı. Bağlantını kontrol edip yeniden dene.');
    fireEvent.click(screen.getByRole('button', { name: '“Fen 7” paketini indir' }));
    expect(manager.want).toHaveBeenCalledWith(['fen-7']);
  });

  it('another pack’s problem is not this notice’s', () => {
    render(fakeManager({ wanted: ['fen-5'], problem: { kind: 'short', needed: 20 * MB, free: 8 * MB } }).manager);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('"Tekrar dene" online loads the content again', () => {
    const onReady = vi.fn();
    const { manager } = fakeManager();
    render(manager, onReady);

    fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(manager.want).not.toHaveBeenCalled();
  });
});
