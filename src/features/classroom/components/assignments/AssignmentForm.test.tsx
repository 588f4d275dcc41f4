import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CLASSROOM_PATHS, emptyCounts, type TeacherAssignment } from '@/shared/api/classroom.ts';
import { ApiError } from '@/shared/api/ApiError.ts';
import { renderWithRouter } from '@tests/fixtures/renderWithRouter.tsx';
import { draftOf } from '../../model/assignmentDraft.ts';
import { AssignmentForm } from './AssignmentForm.tsx';

const request = vi.hoisted(() => vi.fn());
vi.mock(import('@/shared/api/http.ts'), async (importOriginal) => ({ ...(await importOriginal()), http: { ...(await importOriginal()).http, request } }));

afterEach(() => request.mockReset());

const given: TeacherAssignment = {
  id: 9,
  class_id: 3,
  class_name: '6-A',
  title: 'Gölge gözlemi',
  instructions: 'Öğlen gölgeni ölç.',
  content: { kind: 'free', ref: null },
  outcomes: [],
  question_count: 0,
  question_ids: [],
  status: 'published',
  publish_at: '2026-11-20T09:00:00.000Z',
  due_at: '2026-11-27T14:00:00.000Z',
  audience: 'class',
  student_ids: [],
  reveal: 'after_grading',
  closed_at: null,
  class_archived: false,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  counts: emptyCounts(),
  can_edit: true,
};

async function showEdit() {
  const onSaved = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  await renderWithRouter(
    <QueryClientProvider client={client}>
      <AssignmentForm classes={[{ id: 3, name: '6-A' }]} initial={draftOf(given)} editing={given} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return onSaved;
}

// The class's roster is asked for the audience's names; any other call is the save.
const answer = (save: (body: unknown) => unknown) =>
  request.mockImplementation((_path: string, options?: { method?: string; body?: unknown }) =>
    options?.method === 'PUT' ? save(options.body) : Promise.resolve({ success: true, class: { id: 3, students: [] } }),
  );

describe('AssignmentForm editing a published assignment', () => {
  it('sends only the changed due time', async () => {
    answer(() => Promise.resolve({ success: true, assignment: { ...given, due_at: '2026-11-30T14:00:00.000Z' } }));
    const onSaved = await showEdit();
    fireEvent.change(screen.getByLabelText(/^Son teslim/), { target: { value: '2026-11-30T17:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Değişiklikleri kaydet' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(9));
    const put = request.mock.calls.find(([, options]) => (options as { method?: string } | undefined)?.method === 'PUT');
    expect(put?.[0]).toBe(CLASSROOM_PATHS.assignment(9));
    expect(Object.keys((put?.[1] as { body: object }).body)).toEqual(['due_at']);
  });

  it('marks the server’s field error on its field', async () => {
    const message = 'Teslim zamanı yayın zamanından sonra olmalıdır.';
    answer(() => Promise.reject(new ApiError({ code: 'VALIDATION_ERROR', message, status: 400, fieldErrors: { due_at: [message] } })));
    const onSaved = await showEdit();
    fireEvent.change(screen.getByLabelText(/^Son teslim/), { target: { value: '2026-11-19T17:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Değişiklikleri kaydet' }));
    await waitFor(() => expect(screen.getByLabelText(/^Son teslim/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
