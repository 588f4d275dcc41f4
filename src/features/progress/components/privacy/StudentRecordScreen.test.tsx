import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Role } from '@/shared/api/contract.ts';
import type { EraseResponse, ReadLogResponse } from '@/shared/api/privacy.ts';
import { http, type RequestOptions } from '@/shared/api/http.ts';
import { sessionStore } from '@/features/auth';
import { renderWithRouter } from '@tests/fixtures/renderWithRouter.tsx';
import { StudentRecordScreen } from './StudentRecordScreen.tsx';
import { restoreModalDialogs, stubModalDialogs } from '@tests/fixtures/modalDialogs.ts';

vi.mock('@/shared/api/http.ts', () => ({ http: { request: vi.fn() } }));

const LOG: ReadLogResponse = {
  success: true,
  student: { id: 12, full_name: 'Elif Yılmaz', erased: false },
  reads: [{ reader: { id: 3, full_name: 'Ayşe Demir', role: 'teacher' }, part: 'contact', read_at: '2026-12-03T11:30:00.000Z' }],
  actions: [{ action: 'export', actor: { id: 4, full_name: 'Mehmet Kaya', role: 'parent' }, at: '2026-12-02T08:05:00.000Z' }],
};

const counts = (dryRun: boolean): EraseResponse => ({
  success: true,
  dry_run: dryRun,
  already_erased: false,
  erased: { enrolments: 1, submissions: 4, photos: 2, flagged_questions: 1, parent_links: 1, sessions: 3 },
  kept: { attendance_records: 30, scores: 4, progress_events: 120 },
});

function serve() {
  const bodies: unknown[] = [];
  vi.mocked(http.request).mockImplementation(async (path: string, options?: RequestOptions) => {
    if (path === '/api/students/12/read-log/') return LOG;
    if (path === '/api/students/12/erase/') {
      bodies.push(options?.body);
      return counts((options?.body as { dry_run?: boolean }).dry_run === true);
    }
    throw new Error(`unexpected call ${path}`);
  });
  return bodies;
}

const signIn = (role: Role) => sessionStore.setState({ user: { email: 'x@okul.example', role }, isAuthenticated: true });

async function renderScreen(studentId: number | undefined = 12) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithRouter(
    <QueryClientProvider client={client}>
      <StudentRecordScreen studentId={studentId} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.mocked(http.request).mockReset();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  stubModalDialogs();
});
afterEach(() => {
  restoreModalDialogs();
  sessionStore.setState({ user: null, isAuthenticated: false });
});

describe('StudentRecordScreen', () => {
  it('shows the administrator who opened the record and who downloaded it, with Turkish dates', async () => {
    signIn('administrator');
    serve();
    await renderScreen();

    const region = await screen.findByRole('region', { name: 'Okuma kaydı tablosu' });
    expect(within(region).getByRole('rowheader').textContent).toBe('Ayşe Demir');
    expect(within(region).getByText('İletişim bilgisi (e-posta)')).toBeTruthy();
    expect(within(region).getByText(/3 Aralık 2026 14:30/u)).toBeTruthy();
    const actions = screen.getByRole('region', { name: 'İndirme ve silme kayıtları tablosu' });
    expect(within(actions).getByText('Verileri indirdi')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Verileri indir/u })).toBeTruthy();
  });

  it('erases only once the student’s name is typed, after naming what goes', async () => {
    signIn('administrator');
    const bodies = serve();
    await renderScreen();

    fireEvent.click(await screen.findByRole('button', { name: 'Öğrenciyi sil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Elif Yılmaz silinsin mi?' });
    await within(dialog).findByText('Ödev fotoğrafları: 2');
    expect(within(dialog).getByText(/30 yoklama kaydı, 4 puan, 120 çalışma kaydı/u)).toBeTruthy();
    expect(bodies).toEqual([{ confirm_name: '', dry_run: true }]);

    const confirm = within(dialog).getByRole('button', { name: 'Öğrenciyi kalıcı olarak sil' });
    const field = within(dialog).getByLabelText(/Onaylamak için öğrencinin adını ve soyadını yazın/u);
    fireEvent.change(field, { target: { value: 'Elif' } });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(field, { target: { value: 'elif yılmaz' } });
    expect((confirm as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(confirm);
    await waitFor(() => expect(bodies).toEqual([{ confirm_name: '', dry_run: true }, { confirm_name: 'elif yılmaz' }]));
    expect(await screen.findByText(/2 fotoğraf ve 1 işaretlenmiş soru silindi, 3 oturum kapatıldı/u)).toBeTruthy();
  });

  it('explains itself to a teacher instead of calling the server', async () => {
    signIn('teacher');
    serve();
    await renderScreen();
    expect(await screen.findByText('Bu sayfa hesabınızın türüne kapalı')).toBeTruthy();
    expect(http.request).not.toHaveBeenCalled();
  });
});
