import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { sessionStore } from '@/features/auth';
import { ApiError } from '@/shared/api/ApiError.ts';
import type { ClassSummary, Homework } from '@/shared/api/classroom.ts';
import type { StudentProgressResponse, Timetable, TimetableSaveRequest, TimetableSlot } from '@/shared/api/progress.ts';
import type { Role } from '@/shared/api/contract.ts';
import { discardUserWrite, pendingUserWrites } from '@/shared/offline/userOutbox.ts';
import { renderWithRouter } from '@tests/fixtures/renderWithRouter.tsx';
import type { ProgressSearch } from '../../route.ts';
import { ScheduleScreen } from './ScheduleScreen.tsx';
import { restoreModalDialogs, stubModalDialogs } from '@tests/fixtures/modalDialogs.ts';

// The outbox reads the client's retry rules too: only the calls are faked.
const request = vi.hoisted(() => vi.fn());
vi.mock(import('@/shared/api/http.ts'), async (importOriginal) => ({ ...(await importOriginal()), http: { ...(await importOriginal()).http, request } }));

const STUDENT = 11;
const TEACHER = 21;

const summary: ClassSummary = {
  id: 7,
  name: '5-B',
  subject: 'science',
  grade: '5',
  status: 'active',
  description: '',
  school: null,
  teacher_id: TEACHER,
  teacher_name: 'Ayşe Demir',
  student_count: 3,
  lesson_count: 0,
  assignment_count: 1,
  performance: null,
  can_edit: true,
  created_at: '2025-09-01T00:00:00.000Z',
  updated_at: '2025-09-01T00:00:00.000Z',
};

const slot = (changes: Partial<TimetableSlot> & Pick<TimetableSlot, 'id'>): TimetableSlot => ({
  weekday: 2,
  start: '09:20',
  end: '10:00',
  title: 'Fen Bilimleri',
  type: 'class',
  difficulty: 'hard',
  energy: 'high',
  ...changes,
});

const TIMETABLE: Timetable = {
  class_id: 7,
  slots: [slot({ id: 'sal-fen' }), slot({ id: 'sal-mat', start: '11:00', end: '11:40', title: 'Matematik', difficulty: 'easy', energy: 'low' })],
  version: 3,
  updated_at: '2025-10-01T09:00:00Z',
};

const homework: Homework = {
  assignment: {
    id: 5,
    class_id: 7,
    class_name: '5-B',
    title: 'Işığın yansıması',
    instructions: '',
    content: { kind: 'free', ref: null },
    outcomes: [],
    question_count: 0,
    question_ids: [],
    status: 'published',
    publish_at: null,
    due_at: '2025-11-05T20:59:00Z',
    audience: 'class',
    student_ids: [],
    reveal: 'after_grading',
    closed_at: null,
    class_archived: false,
    created_at: '2025-10-01T09:00:00Z',
    updated_at: '2025-10-01T09:00:00Z',
  },
  state: 'assigned',
  submission: null,
};

const ownProgress: StudentProgressResponse = {
  success: true,
  student: { id: STUDENT, full_name: 'Can Yılmaz' },
  events: [],
  mastery: [],
  stats: { completedLessons: 0, totalMinutes: 0, currentStreak: 0, longestStreak: 0, xp: 0 },
  xp: { total: 0, today: 0, week: 0, daily_goal: 50 },
  homework: [],
  grade_averages: [],
  attendance: { present: 0, absent: 0, late: 0, excused: 0 },
};

/** Answers the screen's calls by method and path; anything else fails the test loudly. */
function serve(routes: Record<string, (body: unknown) => unknown>) {
  request.mockImplementation(async (path: string, options?: { method?: string; body?: unknown }) => {
    const route = routes[`${options?.method ?? 'GET'} ${path}`];
    if (!route) throw new Error(`unexpected call ${options?.method ?? 'GET'} ${path}`);
    return route(options?.body);
  });
}

function signIn(id: number, role: Role) {
  sessionStore.setState({ user: { id, email: 'x@okul.example', role }, isAuthenticated: true });
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

async function renderScreen(search: ProgressSearch = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithRouter(
    <QueryClientProvider client={client}>
      <ScheduleScreen search={search} onSearch={vi.fn()} />
    </QueryClientProvider>,
  );
}

const dayOf = (name: RegExp) =>
  within(screen.getByRole('region', { name: /^Hafta:/ }))
    .getByRole('heading', { level: 3, name })
    .closest('li') as HTMLElement;
const itemOf = (day: HTMLElement, title: string) => within(day).getByText(title, { selector: 'p' }).closest('li') as HTMLElement;

beforeEach(() => {
  // Tuesday 4 November 2025, 09:30 in Turkey: inside Tuesday's science lesson.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-11-04T06:30:00Z'));
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  stubModalDialogs();
});

afterEach(async () => {
  for (const owner of [STUDENT, TEACHER]) for (const write of await pendingUserWrites(owner)) await discardUserWrite(write.id);
  restoreModalDialogs();
  Reflect.deleteProperty(navigator, 'onLine');
  sessionStore.setState({ user: null, isAuthenticated: false });
  vi.useRealTimers();
});

describe('ScheduleScreen — a student’s week', () => {
  beforeEach(() => {
    signIn(STUDENT, 'student');
    serve({
      'GET /api/classes/': () => ({ classes: [summary] }),
      'GET /api/classes/7/timetable/': () => ({ timetable: TIMETABLE }),
      'GET /api/progress/me/': () => ownProgress,
      'GET /api/homeworks/': () => ({ homeworks: [homework] }),
    });
  });

  it('shows the school week with each item’s type, time, status, difficulty and energy in words, and due dates', async () => {
    await renderScreen();
    expect(await screen.findByRole('heading', { level: 2, name: 'Hafta: 3–7 Kasım 2025' })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: /^Hafta:/ }))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Pazartesi3 Kasım', 'Salı4 KasımBugün', 'Çarşamba5 Kasım', 'Perşembe6 Kasım', 'Cuma7 Kasım']);
    const science = itemOf(await waitFor(() => dayOf(/^Salı/)), 'Fen Bilimleri');
    expect(science.textContent).toContain('09:20–10:00');
    expect(science.textContent).toContain('Şu an');
    expect(science.textContent).toContain('Zorluk: Zor');
    expect(science.textContent).toContain('Enerji: Yüksek');
    expect(itemOf(dayOf(/^Salı/), 'Matematik').textContent).toContain('Yaklaşan');
    // Only what has begun today can be ticked off.
    expect(within(itemOf(dayOf(/^Salı/), 'Matematik')).queryByRole('button')).toBeNull();
    const due = itemOf(dayOf(/^Çarşamba/), 'Işığın yansıması');
    expect(due.textContent).toContain('Son teslim 23:59');
    expect(within(due).getByRole('link', { name: 'Ödevi aç: Işığın yansıması' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Aylık takvim/ }).getAttribute('href')).toBe('/dashboard/calendar');
  });

  it('ticks a lesson off offline: completed and XP at once, kept in the outbox once for its reference', async () => {
    setOnline(false);
    await renderScreen();
    expect(await screen.findByText('Çevrimdışısın')).toBeTruthy();
    const panel = screen.getByRole('region', { name: 'XP ve serilerim' });
    expect(panel.textContent).toContain('Bugün 0 / 50 XP');

    fireEvent.click(await screen.findByRole('button', { name: 'Tamamlandı: Fen Bilimleri' }));

    const science = itemOf(dayOf(/^Salı/), 'Fen Bilimleri');
    expect(science.textContent).toContain('Tamamlandı');
    expect(within(science).queryByRole('button')).toBeNull();
    expect(document.activeElement).toBe(within(science).getByText('Fen Bilimleri'));
    expect(screen.getByText('“Fen Bilimleri” tamamlandı olarak işaretlendi.')).toBeTruthy();
    await waitFor(() => expect(panel.textContent).toContain('Bugün 8 / 50 XP'));
    expect(within(panel).getByText('Tamamlanan ders').nextElementSibling?.textContent).toBe('1');
    expect(within(panel).getByText('Güncel seri').nextElementSibling?.textContent).toBe('1 okul günü');
    expect(panel.textContent).toContain('hafta sonları, bayramlar ve okul tatilleri seriyi bozmaz');

    const writes = await pendingUserWrites(STUDENT);
    expect(writes.map((write) => [write.kind, write.state, (write.body as { ref: string }).ref])).toEqual([
      ['progress', 'waiting', 'schedule:7/sal-fen/2025-11-04'],
    ]);
    expect(writes[0]?.body).toMatchObject({ kind: 'scheduleItemDone', outcomes: [], difficulty: 'hard', minutes: 40 });
  });

  it('shows the break instead of lessons in a holiday week', async () => {
    await renderScreen({ week: '2025-11-12' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Hafta: 10–14 Kasım 2025' })).toBeTruthy();
    await waitFor(() => expect(dayOf(/^Salı/).textContent).toContain('Okul tatili: Birinci ara tatil'));
    expect(within(dayOf(/^Salı/)).queryByText('Fen Bilimleri')).toBeNull();
    expect(dayOf(/^Pazartesi/).textContent).toContain('Atatürk’ü Anma Günü');
  });
});

describe('ScheduleScreen — a parent follows their child', () => {
  it('shows the child’s week read only, with the lessons the child ticked off, and the child’s XP', async () => {
    signIn(31, 'parent');
    serve({
      'GET /api/classes/': () => ({ classes: [summary] }),
      'GET /api/classes/7/timetable/': () => ({ timetable: TIMETABLE }),
      'GET /api/progress/me/': () => ({
        ...ownProgress,
        events: [
          {
            id: 'e1',
            user_id: STUDENT,
            kind: 'scheduleItemDone',
            ref: 'schedule:7/sal-fen/2025-11-04',
            outcomes: [],
            at: '2025-11-04T06:25:00Z',
            correct: null,
            mixed_review: false,
            difficulty: 'hard',
            minutes: 40,
            on_time: null,
            received_at: '2025-11-04T06:25:01Z',
          },
        ],
        children: [{ id: STUDENT, full_name: 'Can Yılmaz' }],
      }),
      'GET /api/homeworks/?student_id=11': () => ({ homeworks: [homework] }),
    });
    await renderScreen();
    const panel = await screen.findByRole('region', { name: 'Can Yılmaz · XP ve seriler' });
    expect(panel.textContent).toContain('Bugün 8 / 50 XP');
    const science = itemOf(await waitFor(() => dayOf(/^Salı/)), 'Fen Bilimleri');
    expect(science.textContent).toContain('Tamamlandı');
    expect(screen.queryByRole('button', { name: /^Tamamlandı:/ })).toBeNull();
    expect(itemOf(dayOf(/^Çarşamba/), 'Işığın yansıması').textContent).toContain('Yaklaşan');
  });
});

describe('ScheduleScreen — a teacher sets the week', () => {
  beforeEach(() => signIn(TEACHER, 'teacher'));

  const serveTeacher = (put: (body: unknown) => unknown) =>
    serve({
      'GET /api/classes/': () => ({ classes: [summary] }),
      'GET /api/classes/7/timetable/': () => ({ timetable: TIMETABLE }),
      'GET /api/assignments/?class_id=7': () => ({ assignments: [] }),
      'GET /api/progress/classes/7/': () => ({
        success: true,
        class: { id: 7, name: '5-B', grade: '5', subject: 'science' },
        outcomes: [],
        students: [],
        hard_questions: [],
        needs_help: [],
        class_goal: { week_xp: 120, goal_xp: 400 },
      }),
      'PUT /api/classes/7/timetable/': put,
    });

  async function addFridayLab() {
    expect(await screen.findByText('Bu sınıfın programı kayıtlı (son kayıt: 1 Ekim 12:00).')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Ders ekle/ }));
    const dialog = screen.getByRole('dialog', { name: 'Ders ekle' });
    fireEvent.change(within(dialog).getByLabelText(/Ders adı/), { target: { value: 'Deney saati' } });
    fireEvent.change(within(dialog).getByLabelText(/^Gün/), { target: { value: '5' } });
    fireEvent.change(within(dialog).getByLabelText(/Tür/), { target: { value: 'lab' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Programa ekle' }));
  }

  it('shows the class goal, not a ranking, and statuses by the clock only', async () => {
    serveTeacher(() => ({}));
    await renderScreen();
    const goal = await screen.findByRole('region', { name: '5-B · Sınıf hedefi' });
    expect(goal.textContent).toContain('Bu hafta sınıfça 120 / 400 XP');
    expect(within(goal).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('120');
    const science = itemOf(await waitFor(() => dayOf(/^Salı/)), 'Fen Bilimleri');
    expect(within(science).queryByRole('button')).toBeNull();
  });

  it('refuses a lesson that overlaps another on the same day, naming it', async () => {
    serveTeacher(() => ({}));
    await renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: /Ders ekle/ }));
    const dialog = screen.getByRole('dialog', { name: 'Ders ekle' });
    fireEvent.change(within(dialog).getByLabelText(/Ders adı/), { target: { value: 'Türkçe' } });
    fireEvent.change(within(dialog).getByLabelText(/^Gün/), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Programa ekle' }));
    expect(within(dialog).getByText('Bu saatte aynı gün “Fen Bilimleri” (09:20–10:00) var; dersler çakışamaz.')).toBeTruthy();
  });

  it('saves the week offline through the outbox with its version, and shows it at once', async () => {
    setOnline(false);
    serveTeacher(() => ({}));
    await renderScreen();
    await addFridayLab();
    expect(await screen.findByText('Kaydedilmemiş değişiklikler var.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Programı kaydet' }));

    expect(await screen.findByText('Ders programı gönderilmeyi bekliyor')).toBeTruthy();
    const [write] = await pendingUserWrites(TEACHER);
    expect(write).toMatchObject({ kind: 'timetable', method: 'PUT', path: '/api/classes/7/timetable/', state: 'waiting' });
    const body = write?.body as TimetableSaveRequest;
    expect(body.version).toBe(3);
    expect(body.slots.map((item) => [item.weekday, item.title, item.type])).toEqual([
      [2, 'Fen Bilimleri', 'class'],
      [2, 'Matematik', 'class'],
      [5, 'Deney saati', 'lab'],
    ]);
    expect(itemOf(dayOf(/^Cuma/), 'Deney saati').textContent).toContain('Laboratuvar');
  });

  it('shows both versions when the week was saved elsewhere first, and takes the saved one on request', async () => {
    const theirs: Timetable = { ...TIMETABLE, slots: [slot({ id: 'sal-fen', start: '08:30', end: '09:10' })], version: 4 };
    serveTeacher(() => {
      throw new ApiError({ code: 'CONFLICT', message: 'Bu ders programı siz düzenlerken değişti.', status: 409, current: theirs });
    });
    await renderScreen();
    await addFridayLab();
    fireEvent.click(await screen.findByRole('button', { name: 'Programı kaydet' }));

    const conflict = await screen.findByText('Bu ders programı başka bir yerden değiştirildi');
    const alert = conflict.closest('[role="status"]') as HTMLElement;
    expect(alert.textContent).toContain('Salı 08:30–09:10 · Fen Bilimleri');
    expect(alert.textContent).toContain('Cuma 09:00–09:40 · Deney saati');
    fireEvent.click(within(alert).getByRole('button', { name: 'Kayıtlı olanı kullan' }));

    await waitFor(() => expect(screen.queryByText('Bu ders programı başka bir yerden değiştirildi')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Düzenle: Salı 08:30–09:10 · Fen Bilimleri' })).toBeTruthy());
    expect(screen.queryByText('Deney saati')).toBeNull();
    expect(await pendingUserWrites(TEACHER)).toEqual([]);
  });
});
