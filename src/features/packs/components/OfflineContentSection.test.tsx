import { fireEvent, render as renderBare, screen, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n.ts';
import type { PackManager, PackSnapshot, PackState } from '../model/packManager.ts';
import { testIndex } from '../model/packIndex.testUtils.ts';
import { fakePackManager, packState } from '../model/fakePackManager.testUtils.ts';
import { OfflineContentSection } from './OfflineContentSection.tsx';

const MB = 1024 * 1024;

const state = (status: PackState['status'], extra: Partial<PackState> = {}): PackState => packState(status, { totalItems: 2, ...extra });

function baseSnapshot(): PackSnapshot {
  return {
    index: testIndex(),
    indexError: false,
    wanted: ['kodlama-6', 'blok-duzenleyici'],
    packs: {
      'fen-5': state('absent'),
      'fen-6': state('partial'),
      'matematik-5': state('outdated'),
      'kodlama-6': state('installed'),
      'blok-duzenleyici': state('installed', { totalItems: 0 }),
      'etkibot-dizini': state('absent', { totalItems: 0 }),
    },
    downloading: null,
    waitingForConnection: false,
    problem: null,
    storage: { usage: 12.4 * MB, quota: 12.4 * MB + 1.2 * 1024 * MB },
    persisted: null,
  };
}

const fakeManager = (patch: Partial<PackSnapshot> = {}) => fakePackManager({ ...baseSnapshot(), ...patch });

const render = (manager: PackManager) =>
  renderBare(
    <I18nProvider i18n={i18n}>
      <OfflineContentSection manager={manager} />
    </I18nProvider>,
  );

const row = (title: string) => {
  const item = screen.getByText(title, { selector: 'p' }).closest('li');
  if (!item) throw new Error(`no row for ${title}`);
  return within(item);
};

describe('OfflineContentSection', () => {
  it('explains packs, shows the device’s storage and reads the manager’s state on mount', () => {
    const { manager } = fakeManager();
    render(manager);
    const section = within(screen.getByRole('region', { name: 'Çevrimdışı içerik' }));
    section.getByText(/Paketler, bağlantı olmadan açılacak deneyleri ve etkinlikleri bu cihaza indirir\. Oturum kapatılınca silinmez; kişisel veri içermez\./);
    section.getByText('Kullanılan: 12,4 MB · Boş: 1,2 GB');
    section.getByText('İndirilen paketlerin tarayıcı tarafından silinmemesi için kalıcı depolama izni istiyoruz.');
    expect(manager.refresh).toHaveBeenCalledTimes(1);
  });

  it('says when the browser gives no storage estimate', () => {
    render(fakeManager({ storage: null }).manager);
    screen.getByText('Depolama bilgisi alınamadı');
  });

  it('groups the packs: Fen, Matematik, Kodlama by grade, then the block editor and EtkiBot’s index', () => {
    render(fakeManager().manager);
    const groups = screen.getAllByRole('group');
    expect(groups.map((group) => within(group).getByRole('heading', { level: 3 }).textContent)).toEqual(['Fen', 'Matematik', 'Kodlama', 'Yardımcı paketler']);
    screen.getByRole('group', { name: 'Kodlama' });
    const titles = (group: HTMLElement) =>
      within(group)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent);
    expect(titles(groups[0] as HTMLElement)).toEqual(['Fen 5', 'Fen 6']);
    expect(titles(groups[3] as HTMLElement)).toEqual(['Blok düzenleyici', 'EtkiBot dizini']);
  });

  it('shows each pack’s size, items and state, with a button naming the pack', () => {
    const { manager } = fakeManager();
    render(manager);
    row('Fen 5').getByText('2,0 MB · 2 içerik');
    row('Fen 5').getByText('İndirilmedi');
    row('Fen 6').getByText('Kısmen indirildi');
    row('Matematik 5').getByText('Güncelleme var');
    row('Kodlama 6').getByText('İndirildi');
    row('Blok düzenleyici').getByText('2,0 MB');

    fireEvent.click(screen.getByRole('button', { name: 'Fen 5 paketini indir' }));
    expect(manager.want).toHaveBeenCalledWith(['fen-5']);
    fireEvent.click(screen.getByRole('button', { name: 'Kodlama 6 paketini kaldır' }));
    expect(manager.remove).toHaveBeenCalledWith('kodlama-6');
    expect(screen.getByRole('button', { name: 'Kodlama 6 paketini kaldır' }).textContent).toBe('Kaldır');
  });

  it('while downloading: a progress bar and how much of the pack is in', () => {
    const { manager } = fakeManager({
      wanted: ['fen-5', 'fen-6'],
      downloading: 'fen-5',
      packs: { ...baseSnapshot().packs, 'fen-5': state('partial', { doneBytes: 3.2 * MB, totalBytes: 12.5 * MB, doneItems: 4, totalItems: 9 }) },
    });
    render(manager);
    const bar = screen.getByRole('progressbar', { name: 'Fen 5' });
    expect(bar.getAttribute('aria-valuenow')).toBe('26');
    row('Fen 5').getByText('3,2 MB / 12,5 MB · 4/9 içerik');
    row('Fen 5').getByText('İndiriliyor…');
    // Fen 6 is wanted and waits its turn.
    row('Fen 6').getByText('İndiriliyor…');
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
  });

  it('says before downloading that there is not enough space', () => {
    render(fakeManager({ problem: { kind: 'short', needed: 20.1 * MB, free: 8.3 * MB } }).manager);
    expect(screen.getByRole('alert').textContent).toBe('Bu paket için yeterli yer yok: 20,1 MB gerekiyor, 8,3 MB boş. Başka bir paketi kaldırıp yeniden dene.');
  });

  it('a failed download offers to try again', () => {
    const { manager } = fakeManager({ problem: { kind: 'failed' } });
    render(manager);
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Yeniden dene' }));
    expect(manager.sync).toHaveBeenCalled();
  });

  it('wanted packs waiting for the connection say so', () => {
    render(fakeManager({ wanted: ['fen-5'], waitingForConnection: true }).manager);
    row('Fen 5').getByText('Bağlantı bekleniyor');
    screen.getByText('Bağlantı gelince indirme kendiliğinden sürecek.');
    // A pack that is not wanted keeps its own state and can still be asked for.
    row('Fen 6').getByText('Kısmen indirildi');
    screen.getByRole('button', { name: 'Fen 6 paketini indir' });
  });

  it('announces a pack that finished downloading while the screen was open', () => {
    const { manager, update } = fakeManager({ wanted: ['fen-5'], downloading: 'fen-5' });
    render(manager);
    const live = screen.getAllByRole('status').find((element) => element.getAttribute('aria-live') === 'polite');
    expect(live?.textContent).toBe('');

    update((current) => ({ downloading: null, packs: { ...current.packs, 'fen-5': state('installed', { doneBytes: 2 * MB }) } }));
    expect(live?.textContent).toBe('Fen 5 paketi indirildi');
  });

  it('says when the pack list cannot be read', () => {
    render(fakeManager({ index: null, indexError: true, packs: {} }).manager);
    screen.getByText('Paket listesi alınamadı. Sayfayı yenileyip yeniden dene.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
