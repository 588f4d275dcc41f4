import { fireEvent, render as renderBare, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n.ts';
import type { PackManager, PackSnapshot, PackState } from '../model/packManager.ts';
import { testIndexWithGrades5And8 } from '../model/packIndex.testUtils.ts';
import { fakePackManager, packState, quietSnapshot } from '../model/fakePackManager.testUtils.ts';
import { ClassOfflineButton } from './ClassOfflineButton.tsx';

const MB = 1024 * 1024;

/** What the class's grade 5 and its lessons and homework come to. */
const CLASS_PACKS = ['fen-5', 'matematik-5', 'kodlama-5', 'blok-duzenleyici', 'etkibot-dizini'];

const state = (status: PackState['status'], totalBytes: number, doneBytes = 0): PackState => packState(status, { totalBytes, doneBytes });

const absentPacks = (): Record<string, PackState> => ({
  'fen-5': state('absent', 2 * MB),
  'fen-6': state('absent', 4 * MB),
  'fen-8': state('absent', 2 * MB),
  'matematik-5': state('absent', 1 * MB),
  'kodlama-5': state('absent', 1 * MB),
  'kodlama-6': state('absent', 3 * MB),
  'blok-duzenleyici': state('absent', 0.5 * MB),
  'etkibot-dizini': state('absent', 0.5 * MB),
});

const fakeManager = (patch: Partial<PackSnapshot> = {}) =>
  fakePackManager(quietSnapshot({ index: testIndexWithGrades5And8(), packs: absentPacks(), ...patch }));

function render(manager: PackManager, lessonItems: readonly string[] = ['kaldirac', 'gunes', 'hesap-makinesi']) {
  // What the classroom reads of the class's homework: 'golge' is already in the grade's pack.
  const loadAssignedItems = async () => ['devre', 'golge'];
  return renderBare(
    <I18nProvider i18n={i18n}>
      <ClassOfflineButton grade="5" lessonItems={lessonItems} loadAssignedItems={loadAssignedItems} manager={manager} />
    </I18nProvider>,
  );
}

const download = async (manager: PackManager) => {
  fireEvent.click(screen.getByRole('button', { name: 'Bu sınıf için çevrimdışı indir' }));
  await waitFor(() => expect(manager.want).toHaveBeenCalled());
};

afterEach(() => {
  Reflect.deleteProperty(navigator, 'onLine');
});

describe('ClassOfflineButton', () => {
  it('wants the grade’s packs and the items of other grades the lessons and homework open', async () => {
    const { manager } = fakeManager();
    render(manager);
    expect(screen.getByRole('status').textContent).toBe('');

    await download(manager);

    expect(manager.want).toHaveBeenCalledTimes(1);
    expect(manager.want).toHaveBeenCalledWith(CLASS_PACKS, { items: ['devre', 'kaldirac'] });
  });

  it('shows the chosen packs’ progress while they download, then that the class’s content is on the device', async () => {
    const { manager, update } = fakeManager();
    render(manager);
    await download(manager);

    update((current) => ({
      wanted: CLASS_PACKS,
      downloading: 'fen-5',
      // Packs the class did not choose (Fen 6 here, partly in for its one item) are not counted.
      packs: { ...current.packs, 'fen-5': state('partial', 2 * MB, 1 * MB), 'fen-6': state('partial', 4 * MB, 3 * MB) },
    }));
    expect(screen.getByRole('status').textContent).toBe('İndiriliyor: 1,0 MB / 5,0 MB');

    update((current) => ({ downloading: 'matematik-5', packs: { ...current.packs, 'fen-5': state('installed', 2 * MB, 2 * MB) } }));
    expect(screen.getByRole('status').textContent).toBe('İndiriliyor: 2,0 MB / 5,0 MB');

    update((current) => ({
      downloading: null,
      packs: {
        ...current.packs,
        ...Object.fromEntries(CLASS_PACKS.map((id) => [id, state('installed', current.packs[id]?.totalBytes ?? 0, current.packs[id]?.totalBytes)])),
      },
    }));
    expect(screen.getByRole('status').textContent).toBe('Bu sınıfın içeriği bu cihazda: bağlantı olmadan da açılır.');
  });

  it('offline: says the download waits for the connection', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    const { manager, update } = fakeManager();
    render(manager);
    await download(manager);
    update(() => ({ wanted: CLASS_PACKS, waitingForConnection: true }));
    expect(screen.getByRole('status').textContent).toBe('Bağlantı gelince indirilecek.');
  });

  it('says when the device has no room for the class’s packs', async () => {
    const { manager, update } = fakeManager();
    render(manager);
    await download(manager);
    update(() => ({ problem: { kind: 'short', needed: 12 * MB, free: 3 * MB } }));
    expect(screen.getByRole('status').textContent).toBe(
      'Bu paket için yeterli yer yok: 12,0 MB gerekiyor, 3,0 MB boş. Başka bir paketi kaldırıp yeniden dene.',
    );
  });

  it('cannot be pressed while the pack list is not at hand', () => {
    const { manager } = fakeManager({ index: null, packs: {} });
    render(manager);
    expect(screen.getByRole('button', { name: 'Bu sınıf için çevrimdışı indir' }).hasAttribute('disabled')).toBe(true);
  });
});
