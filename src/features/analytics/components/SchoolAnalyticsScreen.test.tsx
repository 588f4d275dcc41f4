import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { sessionStore } from '@/features/auth';
import type { Role } from '@/shared/api/contract.ts';
import { http } from '@/shared/api/http.ts';
import type { SchoolAnalytics } from '@/shared/api/schoolAnalytics.ts';
import { renderWithRouter } from '@tests/fixtures/renderWithRouter.tsx';
import { sampleAnalytics } from '../model/sample.testUtils.ts';
import { SchoolAnalyticsScreen } from './SchoolAnalyticsScreen.tsx';

vi.mock('@/shared/api/http.ts', () => ({ http: { request: vi.fn() } }));

// The library's names, as its public index hands them over (descriptors read through the page's i18n).
vi.mock('@/features/experiments', () => ({
  loadCurriculum: async () => ({ curriculum: () => [{ id: 'F.5.1', title: { id: 'test.unit', message: 'Güneş, Dünya ve Ay' } }] }),
  loadKitNames: async () => ({
    findKitName: (id: string) => (id === 'light-and-shadow' ? { title: { id: 'test.kit', message: 'Işık ve Gölge' }, icon: '🔦' } : undefined),
  }),
}));

const PATH = '/api/analytics/school/?term=';

/** Answers the report for any period asked for (the asked period in its `term`), and records the calls. */
function serve(answer: (termId: string) => SchoolAnalytics = () => sampleAnalytics()) {
  const calls: string[] = [];
  vi.mocked(http.request).mockImplementation(async (path: string) => {
    calls.push(path);
    if (!path.startsWith(PATH)) throw new Error(`unexpected call ${path}`);
    return answer(decodeURIComponent(path.slice(PATH.length)));
  });
  return calls;
}

function signIn(role: Role) {
  sessionStore.setState({ user: { email: 'mudur@okul.example', role }, isAuthenticated: true });
}

/** The screen with its address kept in state, as the route keeps it in `?term=`. */
function Routed({ initial, onTerm }: { initial?: string; onTerm?: (termId: string) => void }) {
  const [term, setTerm] = useState(initial);
  return (
    <SchoolAnalyticsScreen
      termId={term}
      onTerm={(next) => {
        onTerm?.(next);
        setTerm(next);
      }}
    />
  );
}

async function renderScreen(props: { initial?: string; onTerm?: (termId: string) => void } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithRouter(
    <QueryClientProvider client={client}>
      <Routed {...props} />
    </QueryClientProvider>,
    '/school-analytics',
  );
}

const chart = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  // A school day of the first term of 2025/26, in Turkey.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-10-15T09:00:00Z') });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(http.request).mockReset();
  sessionStore.setState({ user: null, isAuthenticated: false });
});

describe('SchoolAnalyticsScreen — the charts and their tables', () => {
  beforeEach(() => signIn('administrator'));

  it('shows the school’s headline figures and a bar chart per figure, each bar with its words', async () => {
    serve();
    await renderScreen();

    const summary = await screen.findByRole('region', { name: 'Okul geneli' });
    const facts = within(summary)
      .getAllByRole('definition')
      .map((fact) => fact.textContent);
    expect(facts).toEqual(['30', '%30', '9 / 30 öğrenci', '%36', '18 / 50 ödev', '%22,2', '4 / 18 teslim', '%91,7', '33 / 36 ders kaydı']);

    for (const name of [
      'Bu hafta aktif öğrenciler',
      'Ödev tamamlama ve geç teslim',
      'Devam oranı',
      '5. sınıf: ünitelere göre ustalık',
      'Deney seti kullanımı',
    ]) {
      expect(within(chart(name)).getByRole('figure', { name })).toBeTruthy();
    }
    // 5-C has no homework due yet: its row says so and draws no bar.
    const homework = within(chart('Ödev tamamlama ve geç teslim')).getByRole('figure');
    const empty = within(homework).getByText('5-C · Matematik').closest('li')!;
    expect(
      within(empty)
        .getAllByText(/^veri yok/)
        .map((text) => text.textContent),
    ).toEqual(['veri yok (0 / 0 ödev)', 'veri yok (0 / 0 teslim)']);
    expect(empty.querySelectorAll('[style]')).toHaveLength(0);
    const full = within(homework).getByText('5-B · Fen Bilimleri').closest('li')!;
    expect(full.textContent).toContain('%36 (18 / 50 ödev)');
    expect([...full.querySelectorAll<HTMLElement>('[style]')].map((bar) => bar.style.width)).toEqual(['36%', '22.2%']);
  });

  it('"Tablo olarak göster" turns a chart into a table with the same rows and figures, and back', async () => {
    serve();
    await renderScreen();
    const section = await screen.findByRole('region', { name: 'Ödev tamamlama ve geç teslim' });
    const barTexts = [...within(section).getByRole('figure').querySelectorAll('li')].map((row) => row.textContent);

    const asTable = within(section).getByRole('button', { name: 'Tablo olarak göster' });
    expect(asTable.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(asTable);
    expect(asTable.getAttribute('aria-pressed')).toBe('true');
    expect(within(section).queryByRole('figure')).toBeNull();

    const table = within(section).getByRole('table', { name: 'Ödev tamamlama ve geç teslim' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Sınıf', 'Tamamlama', 'Geç teslim']);
    const rows = within(table).getAllByRole('row').slice(1);
    const tableRows = rows.map((row) => [
      within(row).getByRole('rowheader').textContent,
      ...within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ]);
    expect(tableRows).toEqual([
      ['Okul geneli', '%36 (18 / 50 ödev)', '%22,2 (4 / 18 teslim)'],
      ['5. sınıf (tümü)', '%36 (18 / 50 ödev)', '%22,2 (4 / 18 teslim)'],
      ['5-B · Fen Bilimleri', '%36 (18 / 50 ödev)', '%22,2 (4 / 18 teslim)'],
      ['5-C · Matematik', 'veri yok (0 / 0 ödev)', 'veri yok (0 / 0 teslim)'],
      ['6-A · Fen Bilimleri', '%36 (18 / 50 ödev)', '%22,2 (4 / 18 teslim)'],
    ]);
    // The chart said the same, row by row (its multi-series rows name each series too).
    expect(barTexts).toEqual(tableRows.map(([label, completion, late]) => `${label}Tamamlama${completion}Geç teslim${late}`));
    // Only this chart changed.
    expect(within(chart('Devam oranı')).getByRole('figure')).toBeTruthy();

    fireEvent.click(within(section).getByRole('button', { name: 'Grafik olarak göster' }));
    expect(within(section).queryByRole('table')).toBeNull();
    expect(within(section).getByRole('figure')).toBeTruthy();
  });

  it('shows the library’s unit and kit titles once they load, the codes until then', async () => {
    serve();
    await renderScreen();
    const kits = await screen.findByRole('region', { name: 'Deney seti kullanımı' });
    expect(await within(kits).findByText('Işık ve Gölge')).toBeTruthy();
    expect(within(kits).getByText('0,2 (6 tamamlanan deney / 30 set)')).toBeTruthy();
    expect(within(chart('5. sınıf: ünitelere göre ustalık')).getByText('F.5.1 Güneş, Dünya ve Ay (7 öğrenci, 2 kazanım)')).toBeTruthy();
  });
});

describe('SchoolAnalyticsScreen — the period', () => {
  beforeEach(() => signIn('administrator'));

  it('opens on the current term, lists every period of the calendar, and a new choice asks for that period', async () => {
    const calls = serve((termId) => ({
      ...sampleAnalytics(),
      term: { id: termId, kind: 'year', school_year: 2025, number: null, start: '2025-09-08', end: '2026-06-26' },
    }));
    const onTerm = vi.fn();
    await renderScreen({ onTerm });
    await screen.findByRole('region', { name: 'Okul geneli' });
    expect(calls).toEqual([`${PATH}term-1-2025`]);

    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Dönem' });
    expect(select.value).toBe('term-1-2025');
    expect([...select.options].map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['1. dönem (2025/26)', '2. dönem (2025/26)', '2025/26 eğitim-öğretim yılı']),
    );
    // The period's dates are read with the select.
    expect(select.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(select.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe('8 Eylül 2025 – 16 Ocak 2026');
    expect(screen.getByText('Aktif öğrenci sayıları bu haftaya göredir: 13 Ekim 2025 – 19 Ekim 2025')).toBeTruthy();

    fireEvent.change(select, { target: { value: 'year-2025' } });
    expect(onTerm).toHaveBeenCalledWith('year-2025');
    await waitFor(() => expect(calls).toEqual([`${PATH}term-1-2025`, `${PATH}year-2025`]));
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Dönem' }).value).toBe('year-2025');
    expect(await screen.findByText('8 Eylül 2025 – 26 Haziran 2026')).toBeTruthy();
  });

  it('an address with a period the calendar does not have opens the current term', async () => {
    const calls = serve();
    await renderScreen({ initial: 'term-9-1999' });
    await screen.findByRole('region', { name: 'Okul geneli' });
    expect(calls).toEqual([`${PATH}term-1-2025`]);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Dönem' }).value).toBe('term-1-2025');
  });
});

describe('SchoolAnalyticsScreen — the file', () => {
  beforeEach(() => signIn('administrator'));

  it('"CSV indir" downloads the report as a Turkish CSV Blob named after the period', async () => {
    serve();
    const blobs: Blob[] = [];
    const downloads: string[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:okul-analitigi';
    });
    // jsdom has no object URLs: the Blob handed to the browser is caught here.
    const { createObjectURL: realCreate, revokeObjectURL: realRevoke } = URL;
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    try {
      await renderScreen();
      const kits = await screen.findByRole('region', { name: 'Deney seti kullanımı' });
      await within(kits).findByText('Işık ve Gölge');
      fireEvent.click(screen.getByRole('button', { name: 'CSV indir' }));

      expect(downloads).toEqual(['okul-analitigi-term-1-2025.csv']);
      expect(blobs).toHaveLength(1);
      expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
      const text = await blobs[0]!.text();
      const lines = text.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe('"Okul analitiği";"1. dönem (2025/26)";"2025-09-08";"2026-01-16"');
      expect(lines).toContain(
        '"Kapsam";"Sınıf düzeyi";"Sınıf";"Ders";"Öğrenci sayısı";"Bu hafta aktif öğrenci";"Bu hafta aktif (%)";"Verilen ödev";"Teslim edilen";"Geç teslim edilen";"Teslim edilmeyen";"Ödev tamamlama (%)";"Geç teslim (%)";"Yoklama kaydı";"Var";"Geç";"Yok";"İzinli";"Devam (%)"',
      );
      expect(lines).toContain('"Okul";;;;30;9;30;74;18;4;32;36;22,2;36;31;2;2;1;91,7');
      // The library's names are in the file too, and no pupil's name ever is (the answer has none).
      expect(lines).toContain('"Işık ve Gölge";"2025-10-01";30;6;0,2');
    } finally {
      click.mockRestore();
      Object.assign(URL, { createObjectURL: realCreate, revokeObjectURL: realRevoke });
    }
  });
});

describe('SchoolAnalyticsScreen — who sees it', () => {
  it('a teacher gets the page’s "closed to your account" note and the figures are never asked for', async () => {
    signIn('teacher');
    const calls = serve();
    await renderScreen();
    expect(await screen.findByRole('heading', { name: 'Bu sayfa hesabınızın türüne kapalı' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Dönem' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('a failed load says so with a retry that asks again', async () => {
    signIn('administrator');
    let fail = true;
    const calls = serve(() => {
      if (fail) throw new Error('down');
      return sampleAnalytics();
    });
    await renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Okul analitiği yüklenemedi.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('region', { name: 'Okul geneli' })).toBeTruthy();
    expect(calls).toHaveLength(2);
  });
});
