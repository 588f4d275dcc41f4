import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { sessionStore } from '@/features/auth';
import { ApiError } from '@/shared/api/ApiError.ts';
import type { Role } from '@/shared/api/contract.ts';
import { http } from '@/shared/api/http.ts';
import type { SchoolCalendarResponse, SchoolDayOff } from '@/shared/api/schoolCalendar.ts';
import { restoreModalDialogs, stubModalDialogs } from '@tests/fixtures/modalDialogs.ts';
import { renderWithRouter } from '@tests/fixtures/renderWithRouter.tsx';
import { SchoolDaysOffScreen } from './SchoolDaysOffScreen.tsx';

vi.mock('@/shared/api/http.ts', () => ({ http: { request: vi.fn() } }));

const SNOW: SchoolDayOff = { start: '2025-12-02', end: '2025-12-02', kind: 'snow', label: 'Kar tatili' };
const answerWith = (days: SchoolDayOff[], canEdit = true): SchoolCalendarResponse => ({
  success: true,
  school: { id: 7, display_name: 'Atatürk Ortaokulu' },
  days_off: days,
  can_edit: canEdit,
});

type Sent = { path: string; body: unknown };

/** Answers the school's list, keeps what a PUT sends and answers it back (or refuses it). */
function serve(initial: SchoolDayOff[], options: { canEdit?: boolean; refuse?: ApiError } = {}): Sent[] {
  const sent: Sent[] = [];
  let days = initial;
  vi.mocked(http.request).mockImplementation(async (path: string, init?: { method?: string; body?: unknown }) => {
    if (init?.method === 'PUT') {
      sent.push({ path, body: init.body });
      if (options.refuse) throw options.refuse;
      days = (init.body as { days_off: SchoolDayOff[] }).days_off;
    } else if (path !== '/api/schools/mine/calendar/') throw new Error(`unexpected call ${path}`);
    return answerWith(days, options.canEdit);
  });
  return sent;
}

function signIn(role: Role) {
  sessionStore.setState({ user: { email: 'mudur@okul.example', role }, isAuthenticated: true });
}

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithRouter(
    <QueryClientProvider client={client}>
      <SchoolDaysOffScreen />
    </QueryClientProvider>,
    '/dashboard/school-calendar',
  );
}

const field = (name: RegExp) => screen.getByLabelText(name);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-12-01T09:00:00Z') });
  stubModalDialogs();
  signIn('administrator');
});
afterEach(() => {
  vi.useRealTimers();
  restoreModalDialogs();
  vi.mocked(http.request).mockReset();
  sessionStore.setState({ user: null, isAuthenticated: false });
});

describe('SchoolDaysOffScreen', () => {
  it('lists the year’s national days read-only and the school’s own days off', async () => {
    serve([SNOW]);
    await renderScreen();
    expect(await screen.findByRole('heading', { level: 2, name: '2025/2026 resmî tatilleri ve ara tatilleri' })).toBeTruthy();
    const national = screen.getByRole('region', { name: '2025/2026 resmî tatilleri ve ara tatilleri' });
    expect(within(national).getByText('Cumhuriyet Bayramı')).toBeTruthy();
    expect(within(national).getByText('Birinci ara tatil')).toBeTruthy();
    expect(within(national).queryByRole('button')).toBeNull();
    const own = screen.getByRole('region', { name: 'Atatürk Ortaokulu tatil günleri' });
    expect(within(own).getByText('Kar tatili')).toBeTruthy();
    expect(within(own).getByRole('button', { name: 'Kar tatili tatilini düzenle' })).toBeTruthy();
    expect(screen.queryByText(/Bu öğretim yılının takvimi henüz yok\./)).toBeNull();
  });

  it('adds a snow day, saving the whole list, and says so', async () => {
    const sent = serve([]);
    await renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Tatil günü ekle' }));
    fireEvent.change(field(/^Başlangıç/), { target: { value: '2025-12-03' } });
    fireEvent.change(field(/^Bitiş/), { target: { value: '2025-12-04' } });
    fireEvent.change(field(/^Açıklama/), { target: { value: ' Kar tatili ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('“Kar tatili” okul takvimine eklendi.')).toBeTruthy();
    expect(sent).toEqual([
      { path: '/api/schools/7/calendar/', body: { days_off: [{ start: '2025-12-03', end: '2025-12-04', kind: 'snow', label: 'Kar tatili' }] } },
    ]);
  });

  it('checks the form in Turkish before sending', async () => {
    const sent = serve([]);
    await renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Tatil günü ekle' }));
    fireEvent.change(field(/^Başlangıç/), { target: { value: '2025-12-05' } });
    fireEvent.change(field(/^Bitiş/), { target: { value: '2025-12-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Bitiş tarihi başlangıçtan önce olamaz.')).toBeTruthy();
    expect(screen.getByText('Bir açıklama yazın (ör. Kar tatili).')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('shows the server’s refusal on the edited entry’s field', async () => {
    const refusal = new ApiError({
      message: 'Lütfen işaretli alanları düzeltin.',
      code: 'VALIDATION_ERROR',
      status: 400,
      fieldErrors: { 'days_off.0.end': ['Bir tatil en çok 120 gün sürebilir.'] },
    });
    serve([SNOW], { refuse: refusal });
    await renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Kar tatili tatilini düzenle' }));
    fireEvent.change(field(/^Açıklama/), { target: { value: 'Kar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Bir tatil en çok 120 gün sürebilir.')).toBeTruthy();
  });

  it('removes a day off after asking', async () => {
    const sent = serve([SNOW]);
    await renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Kar tatili tatilini kaldır' }));
    const dialog = screen.getByRole('dialog', { name: 'Tatil gününü kaldır' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaldır' }));
    await waitFor(() => expect(sent).toEqual([{ path: '/api/schools/7/calendar/', body: { days_off: [] } }]));
    expect(await screen.findByText('Okulun kendi tatil günü henüz yok.')).toBeTruthy();
  });

  it('lets a teacher read the list without changing it', async () => {
    signIn('teacher');
    serve([SNOW], { canEdit: false });
    await renderScreen();
    expect(await screen.findByText('Kar tatili')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tatil günü ekle' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Kar tatili tatilini düzenle' })).toBeNull();
  });

  it('says the calendar of a year whose terms are not published is missing', async () => {
    vi.setSystemTime(new Date('2027-10-04T09:00:00Z'));
    serve([]);
    await renderScreen();
    expect(await screen.findByText(/Bu öğretim yılının takvimi henüz yok\./)).toBeTruthy();
  });
});
