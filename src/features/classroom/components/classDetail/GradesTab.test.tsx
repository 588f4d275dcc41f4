import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { sessionStore } from '@/features/auth';
import { ApiError } from '@/shared/api/ApiError.ts';
import type { ClassDetail, GradebookResponse, StudentGradeRequest, StudentWork } from '@/shared/api/classroom.ts';
import { i18n } from '@/shared/i18n/i18n.ts';
import { discardUserWrite, pendingUserWrites } from '@/shared/offline/userOutbox.ts';
import { GradesTab } from './GradesTab.tsx';

// The outbox reads the client's retry rules too: only the calls are faked.
const request = vi.hoisted(() => vi.fn());
vi.mock(import('@/shared/api/http.ts'), async (importOriginal) => ({ ...(await importOriginal()), http: { ...(await importOriginal()).http, request } }));

const TEACHER = 21;
const item = { id: 7, name: '5-B', can_edit: true, students: [], lessons: [] } as unknown as ClassDetail;

const book: GradebookResponse = {
  success: true,
  assignments: [{ id: 10, title: 'Defterde gölge', due_at: '2026-12-10T17:00:00.000Z', question_count: 0 }],
  rows: [
    {
      student: { id: 1, number: '112', full_name: 'Elif Yılmaz' },
      cells: [{ assignment_id: 10, state: 'assigned', score: null, version: null, on_paper: false }],
      average: 85,
    },
    {
      student: { id: 2, number: '118', full_name: 'Deniz Kaya' },
      cells: [{ assignment_id: 10, state: 'graded', score: 70, version: 2, on_paper: true }],
      average: 80,
    },
  ],
  class_average: 78,
};

function serve(grade: (body: StudentGradeRequest) => unknown) {
  request.mockImplementation(async (path: string, options?: { method?: string; body?: unknown }) => {
    if ((options?.method ?? 'GET') === 'GET' && path === '/api/classes/7/gradebook/') return book;
    if (options?.method === 'PUT' && path.startsWith('/api/assignments/10/students/')) return grade(options.body as StudentGradeRequest);
    throw new Error(`unexpected call ${options?.method ?? 'GET'} ${path}`);
  });
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

function show() {
  sessionStore.setState({ user: { id: TEACHER, email: 'ogretmen@okul.example', role: 'teacher' }, isAuthenticated: true });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <GradesTab item={item} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

async function type(child: string, score: string) {
  const grid = await screen.findByRole('grid', { name: '5-B not çizelgesi' });
  const row = within(grid).getByRole('row', { name: new RegExp(child) });
  const cell = within(row).getAllByRole('gridcell')[0];
  if (!cell) throw new Error('no cell');
  fireEvent.click(cell);
  fireEvent.keyDown(cell, { key: score[0] });
  const input = screen.getByRole('textbox', { name: `${child}, Defterde gölge puanı` });
  fireEvent.change(input, { target: { value: score } });
  fireEvent.keyDown(input, { key: 'Enter' });
  return cell;
}

afterEach(async () => {
  for (const write of await pendingUserWrites(TEACHER)) await discardUserWrite(write.id);
  Reflect.deleteProperty(navigator, 'onLine');
  sessionStore.setState({ user: null, isAuthenticated: false });
});

describe('GradesTab', () => {
  it('shows the one average with what it counts, and keeps a typed score on the device until it can be sent', async () => {
    setOnline(false);
    serve(() => ({}));
    show();
    expect(await screen.findByText(/Ortalamalar değerlendirilmiş ödevlerden hesaplanır/)).toBeTruthy();
    expect(screen.getByText('Sınıf ortalaması: 78')).toBeTruthy();

    const cell = await type('Elif Yılmaz', '90');
    await waitFor(() => expect(cell.getAttribute('data-write-state')).toBe('waiting'));
    expect(cell.textContent).toContain('90');
    expect(screen.getByRole('status').textContent).toContain('1 puan bu cihazda gönderilmeyi bekliyor');
    const [write] = await pendingUserWrites(TEACHER);
    expect(write).toMatchObject({ kind: 'gradeCell', method: 'PUT', path: '/api/assignments/10/students/1/grade/', body: { score: 90, version: null } });
  });

  it('shows both scores when the work changed meanwhile, and sends mine again on the current version on request', async () => {
    const current: StudentWork = {
      student: { id: 2, user_id: 5, number: '118', full_name: 'Deniz Kaya', status: 'active' },
      state: 'graded',
      submission: null,
      attempts: 1,
      due_at: null,
      excused: false,
    };
    const sent: StudentGradeRequest[] = [];
    serve((body) => {
      sent.push(body);
      if (sent.length === 1)
        throw new ApiError({ code: 'CONFLICT', message: 'Değişti.', status: 409, current: { ...current, submission: { score: 65, version: 3 } } });
      return { success: true, work: current };
    });
    show();
    const cell = await type('Deniz Kaya', '95');
    await waitFor(() => expect(sent[0]).toMatchObject({ score: 95, version: 2 }));
    await waitFor(() => expect(cell.getAttribute('data-write-state')).toBe('conflict'));
    const title = await screen.findByText('Defterde gölge · Deniz Kaya: siz puan yazarken çalışma değişti');
    const notice = title.closest('[role="status"], [role="alert"]') as HTMLElement;
    expect(notice.textContent).toContain('Puan: 65');
    expect(notice.textContent).toContain('Puan: 95');
    fireEvent.click(within(notice).getByRole('button', { name: 'Benim puanımı kaydet' }));
    await waitFor(() => expect(sent[1]).toMatchObject({ score: 95, version: 3 }));
  });
});
