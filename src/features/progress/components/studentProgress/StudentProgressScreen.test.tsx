import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Role } from '@/shared/api/contract.ts';
import type { ClassSummary } from '@/shared/api/classroom.ts';
import { ApiError } from '@/shared/api/ApiError.ts';
import { http } from '@/shared/api/http.ts';
import { sessionStore } from '@/features/auth';
import { renderWithRouter } from '@tests/fixtures/renderWithRouter.tsx';
import type { ProgressSearch } from '../../route.ts';
import { fakeClassProgress, fakeStudentProgress } from '../../model/classReport.testUtils.ts';
import { StudentProgressScreen } from './StudentProgressScreen.tsx';

vi.mock('@/shared/api/http.ts', () => ({ http: { request: vi.fn() } }));

const summary = (id: number, name: string, status: ClassSummary['status'] = 'active'): ClassSummary => ({
  id,
  name,
  subject: 'science',
  grade: '5',
  status,
  description: '',
  school: null,
  teacher_id: 7,
  teacher_name: 'Ayşe Demir',
  student_count: 3,
  lesson_count: 0,
  assignment_count: 0,
  performance: null,
  can_edit: true,
  created_at: '2025-09-01T00:00:00.000Z',
  updated_at: '2025-09-01T00:00:00.000Z',
});

/** Answers the screen's calls by path; anything else fails the test loudly. */
function serve(routes: Record<string, () => unknown>) {
  const calls: string[] = [];
  vi.mocked(http.request).mockImplementation(async (path: string) => {
    calls.push(path);
    const route = routes[path];
    if (!route) throw new Error(`unexpected call ${path}`);
    return route();
  });
  return calls;
}

function signIn(role: Role) {
  sessionStore.setState({ user: { email: 'x@okul.example', role }, isAuthenticated: true });
}

async function renderScreen(search: ProgressSearch = {}) {
  const onSearch = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = await renderWithRouter(
    <QueryClientProvider client={client}>
      <StudentProgressScreen search={search} onSearch={onSearch} />
    </QueryClientProvider>,
  );
  return { ...result, onSearch };
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  sessionStore.setState({ user: null, isAuthenticated: false });
});

describe('StudentProgressScreen — the class heatmap', () => {
  beforeEach(() => signIn('teacher'));

  it('shows pupils × outcomes in roster order, each cell in words as well as colour, with level counts per outcome', async () => {
    serve({ '/api/classes/': () => ({ classes: [summary(1, '5-B'), summary(2, '6-A')] }), '/api/progress/classes/1/': () => fakeClassProgress() });
    await renderScreen();

    const table = await screen.findByRole('table', { name: /5-B kazanım ısı haritası/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Öğrenci', 'F.5.1.1.1', 'F.5.3.1.1', 'Harita']);

    const names = within(table)
      .getAllByRole('rowheader')
      .map((header) => header.textContent);
    expect(names.slice(0, 3)).toEqual(['3Ali Çelik', '12Elif Yılmaz', 'Zeynep Öz']);

    const elif = within(table).getByRole('row', { name: /Elif Yılmaz/ });
    const cells = within(elif).getAllByRole('cell');
    expect(cells[0]?.textContent).toContain('Ustalaştı');
    expect(cells[1]?.textContent).toContain('Yeterli, Tekrar zamanı');
    expect(within(elif).getByRole('link', { name: 'Elif Yılmaz' }).getAttribute('href')).toBe('/student-progress?class=1&student=101');
    expect(
      within(elif)
        .getByRole('link', { name: /Elif Yılmaz öğrencisinin ilerleme haritası/ })
        .getAttribute('href'),
    ).toBe('/progress-map?student=101');

    const due = within(table).getByRole('row', { name: /^Tekrar zamanı/ });
    expect(
      within(due)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '1', '']);
    const mastered = within(table).getByRole('row', { name: /^Ustalaştı/ });
    expect(within(mastered).getAllByRole('cell')[0]?.textContent).toContain('1');
  });

  it('shares one class goal, lists who needs help and why, and names the hard question from the library', async () => {
    serve({ '/api/classes/': () => ({ classes: [summary(1, '5-B')] }), '/api/progress/classes/1/': () => fakeClassProgress() });
    await renderScreen();

    const goal = await screen.findByRole('progressbar', { name: /Bu hafta sınıfça 150 \/ 300 XP/ });
    expect(goal.getAttribute('aria-valuenow')).toBe('150');
    expect(goal.getAttribute('aria-valuemax')).toBe('300');
    expect(screen.getByText(/Bu hafta sınıfça 150 \/ 300 XP/)).toBeTruthy();

    const help = screen.getByRole('region', { name: 'Desteğe ihtiyacı olanlar' });
    expect(within(help).getByRole('link', { name: 'Ali Çelik' })).toBeTruthy();
    expect(within(help).getAllByText('zorlanıyor')[0]).toBeTruthy();
    expect(within(help).getByText('F.5.1.1.1: Denedi · zorlanıyor')).toBeTruthy();

    const hard = screen.getByRole('region', { name: 'Zorlanılan sorular' });
    expect(within(hard).getByText(/2 \/ 3 öğrenci/)).toBeTruthy();
    expect(await within(hard).findByText('Kuvvetin birimi hangisidir?', {}, { timeout: 5000 })).toBeTruthy();
    expect(within(hard).getByText(/Dinamometreyle Kuvvet ve Sürtünme/)).toBeTruthy();
  });

  it('opens the class in the address and moves to another through the picker', async () => {
    const calls = serve({
      '/api/classes/': () => ({ classes: [summary(1, '5-B'), summary(2, '6-A')] }),
      '/api/progress/classes/2/': () => ({ ...fakeClassProgress(), class: { id: 2, name: '6-A', grade: '6', subject: 'science' } }),
    });
    const { onSearch } = await renderScreen({ class: 2 });
    await screen.findByRole('table', { name: /6-A kazanım ısı haritası/ });
    expect(calls).not.toContain('/api/progress/classes/1/');

    fireEvent.change(screen.getByLabelText('Sınıf'), { target: { value: '1' } });
    expect(onSearch).toHaveBeenCalledWith({ class: 1 });
  });

  it('says how the map fills before any work, and how to start without classes', async () => {
    const quiet = fakeClassProgress();
    quiet.students = quiet.students.map((student) => ({
      ...student,
      cells: student.cells.map(() => ({ level: 'not-started' as const, due: null, answers: 0, correct: 0 })),
    }));
    serve({ '/api/classes/': () => ({ classes: [summary(1, '5-B')] }), '/api/progress/classes/1/': () => quiet });
    await renderScreen();
    expect(await screen.findByText(/Henüz kanıt yok/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Zorlanılan sorular' })).toBeNull();
  });

  it('has a kind word for a teacher with no classes yet', async () => {
    serve({ '/api/classes/': () => ({ classes: [] }) });
    await renderScreen();
    expect(await screen.findByText('Henüz bir sınıfınız yok')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sınıflarım' }).getAttribute('href')).toBe('/classes');
  });

  it('offers a retry when the class cannot be loaded, and shows it once it comes', async () => {
    let fail = true;
    serve({
      '/api/classes/': () => ({ classes: [summary(1, '5-B')] }),
      '/api/progress/classes/1/': () => {
        if (fail) throw new ApiError({ code: 'SERVER_ERROR', message: 'Sunucu hatası', status: 500 });
        return fakeClassProgress();
      },
    });
    await renderScreen();
    expect(await screen.findByText('Yüklenemedi')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('table', { name: /5-B kazanım ısı haritası/ })).toBeTruthy();
  });
});

describe('StudentProgressScreen — one pupil', () => {
  beforeEach(() => signIn('teacher'));

  it('shows the homework, attendance, time and streaks, prints and leads back to the class', async () => {
    serve({ '/api/classes/': () => ({ classes: [summary(1, '5-B')] }), '/api/progress/students/101/': () => fakeStudentProgress() });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await renderScreen({ class: 1, student: 101 });

    expect(await screen.findByRole('heading', { level: 1, name: 'Elif Yılmaz' })).toBeTruthy();
    expect(screen.getByText('2 sa 15 dk')).toBeTruthy();
    expect(screen.getByText('4 gün')).toBeTruthy();
    expect(screen.getByText('9 gün')).toBeTruthy();

    const homework = screen.getByRole('region', { name: 'Ödevler' });
    const rows = within(homework).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Kuvvet; Ölçme', 'Maddenin Halleri']);
    expect(rows[0]?.textContent).toContain('Eksik');
    expect(rows[1]?.textContent).toContain('Değerlendirildi');
    expect(rows[1]?.textContent).toContain('85');

    const attendance = screen.getByRole('region', { name: 'Devam' });
    expect(within(attendance).getByText('18')).toBeTruthy();
    expect(screen.getByText('Yeterli, Tekrar zamanı')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Yazdır' }));
    expect(print).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('link', { name: /5-B sınıfına dön/ }).getAttribute('href')).toBe('/student-progress?class=1'));
  });

  it('shows only the class’s own work when the server withholds the cross-class figures', async () => {
    const withheld = { ...fakeStudentProgress(), events: null, mastery: null, stats: null, xp: null };
    serve({ '/api/classes/': () => ({ classes: [summary(1, 'Kulüp')] }), '/api/progress/students/101/': () => withheld });
    await renderScreen({ class: 1, student: 101 });

    expect(await screen.findByRole('heading', { level: 1, name: 'Elif Yılmaz' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Ödevler' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Devam' })).getByText('18')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Çalışma' })).toBeNull();
    expect(screen.queryByRole('link', { name: /İlerleme haritası/ })).toBeNull();
    expect(screen.getByText(/yalnızca bu sınıftaki ödev ve devam bilgisi/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/undefined|NaN/);
  });
});

describe('StudentProgressScreen — other roles', () => {
  it('sends a student kindly to their own map, asking the server nothing', async () => {
    signIn('student');
    const calls = serve({});
    await renderScreen();
    expect(screen.getByText('Bu sayfa öğretmenler içindir')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'İlerleme Haritam' }).getAttribute('href')).toBe('/progress-map');
    expect(calls).toEqual([]);
  });
});
