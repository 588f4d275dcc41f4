import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CLASSROOM_PATHS, emptyCounts, type StudentWork, type TeacherAssignment } from '@/shared/api/classroom.ts';
import { i18n } from '@/shared/i18n/i18n.ts';
import { StudentTerms } from './StudentTerms.tsx';

const request = vi.hoisted(() => vi.fn());
vi.mock(import('@/shared/api/http.ts'), async (importOriginal) => ({ ...(await importOriginal()), http: { ...(await importOriginal()).http, request } }));

afterEach(() => request.mockReset());

const assignment = { id: 9, due_at: '2026-11-27T14:00:00.000Z', can_edit: true, counts: emptyCounts() } as TeacherAssignment;
const row = (over: Partial<StudentWork> = {}): StudentWork => ({
  student: { id: 21, user_id: 5, number: '112', full_name: 'Elif Yılmaz', status: 'active' },
  state: 'missing',
  submission: null,
  attempts: 0,
  due_at: null,
  excused: false,
  ...over,
});

function show(work: StudentWork, item: TeacherAssignment = assignment) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <StudentTerms assignment={item} row={work} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const sent = () =>
  request.mock.calls.map(([path, options]) => [path, (options as { method: string; body: unknown }).method, (options as { body: unknown }).body]);

describe('StudentTerms', () => {
  it('lets one student off, and lifts it again', async () => {
    request.mockResolvedValue({ success: true, work: row({ excused: true, state: 'excused' }) });
    show(row());
    fireEvent.click(screen.getByRole('button', { name: 'Elif Yılmaz: muaf tut' }));
    await waitFor(() => expect(sent()).toEqual([[CLASSROOM_PATHS.studentTerms(9, 21), 'PUT', { excused: true }]]));
  });

  it('gives one student a due time of their own from the date field', async () => {
    request.mockResolvedValue({ success: true, work: row() });
    show(row());
    fireEvent.click(screen.getByRole('button', { name: 'Elif Yılmaz için süre uzat' }));
    fireEvent.change(screen.getByLabelText('Elif Yılmaz için yeni son teslim'), { target: { value: '2026-11-30T17:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Süreyi kaydet' }));
    await waitFor(() => expect(sent()).toEqual([[CLASSROOM_PATHS.studentTerms(9, 21), 'PUT', { due_at: new Date(2026, 10, 30, 17, 0).toISOString() }]]));
  });

  it('shows a student’s own due time and offers to lift the excuse', () => {
    show(row({ due_at: '2026-11-30T14:00:00.000Z', excused: true, state: 'excused' }));
    expect(screen.getByText(/Elif Yılmaz için son teslim:/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Elif Yılmaz: muafiyeti kaldır' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Elif Yılmaz için uzatmayı kaldır' })).toBeDefined();
  });

  it('offers nothing to a reader who may not change the assignment', () => {
    const { container } = show(row(), { ...assignment, can_edit: false });
    expect(container.textContent).toBe('');
  });
});
