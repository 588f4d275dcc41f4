import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CLASSROOM_PATHS, type ClassDetail } from '@/shared/api/classroom.ts';
import { ApiError } from '@/shared/api/ApiError.ts';
import { i18n } from '@/shared/i18n/i18n.ts';
import { ClassStatusDialog } from './ClassStatusDialog.tsx';
import { CorrectStudentDialog } from './CorrectStudentDialog.tsx';
import { LessonsTab } from './LessonsTab.tsx';
import { rosterLine as line } from '@tests/fixtures/rosterLine.ts';
import { restoreModalDialogs, stubModalDialogs } from '@tests/fixtures/modalDialogs.ts';
import { renderWithRouter } from '@tests/fixtures/renderWithRouter.tsx';

const request = vi.hoisted(() => vi.fn());
vi.mock(import('@/shared/api/http.ts'), async (importOriginal) => ({ ...(await importOriginal()), http: { ...(await importOriginal()).http, request } }));

beforeEach(() => {
  stubModalDialogs();
});
afterEach(() => {
  restoreModalDialogs();
  request.mockReset();
});

function show(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>{node}</QueryClientProvider>
    </I18nProvider>,
  );
}

const klass = { id: 3, name: '6-A', status: 'active' } as ClassDetail;

describe('ClassStatusDialog', () => {
  it('says a completed class keeps its homework open before marking it completed', async () => {
    request.mockResolvedValueOnce({ success: true, class: { ...klass, status: 'completed' } });
    const onClose = vi.fn();
    show(<ClassStatusDialog item={klass} change="completed" onClose={onClose} />);
    expect(screen.getByText(/öğrenciler teslim etmeye devam edebilir/)).toBeDefined();
    expect(request).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Tamamlandı olarak işaretle' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(request).toHaveBeenCalledWith(CLASSROOM_PATHS.class(3), expect.objectContaining({ method: 'PUT', body: { status: 'completed' } }));
  });

  it('makes a completed class active again', async () => {
    request.mockResolvedValueOnce({ success: true, class: klass });
    show(<ClassStatusDialog item={{ ...klass, status: 'completed' }} change="active" onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Yeniden etkinleştir' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith(CLASSROOM_PATHS.class(3), expect.objectContaining({ body: { status: 'active' } })));
  });
});

describe('CorrectStudentDialog', () => {
  it('opens with the line’s name and number, and sends the corrected ones', async () => {
    request.mockResolvedValueOnce({ success: true, student: line(8, 'Su Karaca', { number: '240' }) });
    const onClose = vi.fn();
    show(<CorrectStudentDialog student={line(8, 'Su Karaa', { number: '24' })} classId={3} onClose={onClose} />);
    expect((screen.getByLabelText(/^Soyad/) as HTMLInputElement).value).toBe('Karaa');
    fireEvent.change(screen.getByLabelText(/^Soyad/), { target: { value: 'Karaca' } });
    fireEvent.change(screen.getByLabelText(/^Okul no/), { target: { value: '240' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(request).toHaveBeenCalledWith(
      CLASSROOM_PATHS.classStudent(3, 8),
      expect.objectContaining({ method: 'PUT', body: { first_name: 'Su', last_name: 'Karaca', number: '240' } }),
    );
  });

  it('refuses an empty name before sending, and puts the server’s words on the number it is about', async () => {
    request.mockRejectedValueOnce(
      new ApiError({
        code: 'VALIDATION_ERROR',
        message: 'Bu numara sınıfta başka bir öğrencide.',
        status: 400,
        fieldErrors: { number: ['Bu numara sınıfta başka bir öğrencide.'] },
      }),
    );
    const onClose = vi.fn();
    show(<CorrectStudentDialog student={line(8, 'Su Karaca', { number: '240' })} classId={3} onClose={onClose} />);
    fireEvent.change(screen.getByLabelText(/^Ad/), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Öğrencinin adını yazın.')).toBeDefined();
    expect(request).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/^Ad/), { target: { value: 'Su' } });
    fireEvent.change(screen.getByLabelText(/^Okul no/), { target: { value: '241' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.getByLabelText(/^Okul no/).getAttribute('aria-invalid')).toBe('true'));
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('LessonsTab', () => {
  const planned = {
    ...klass,
    can_edit: true,
    lessons: [
      { id: 1, position: 1, title: 'Kronometre', content: { kind: 'tool', ref: 'stopwatch', part: null }, planned_for: '2026-12-08' },
      { id: 2, position: 2, title: 'Gölge ölçme', content: { kind: 'tool', ref: 'stopwatch', part: null }, planned_for: null },
    ],
  } as ClassDetail;
  // The plan links each lesson to its tool, so it is shown inside a router.
  const showPlan = () =>
    renderWithRouter(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <LessonsTab item={planned} standalone />
      </QueryClientProvider>,
    );

  it('sets and moves a lesson’s planned day, saved with the plan', async () => {
    request.mockResolvedValueOnce({ success: true, lessons: planned.lessons });
    await showPlan();
    const first = screen.getByLabelText('Kronometre için planlanan gün') as HTMLInputElement;
    expect(first.value).toBe('2026-12-08');
    fireEvent.change(first, { target: { value: '2026-12-10' } });
    fireEvent.change(screen.getByLabelText('Gölge ölçme için planlanan gün'), { target: { value: '2026-12-11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Planı kaydet' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith(
        CLASSROOM_PATHS.classLessons(3),
        expect.objectContaining({
          method: 'PUT',
          body: {
            lessons: [
              { title: 'Kronometre', content: planned.lessons[0]?.content, planned_for: '2026-12-10' },
              { title: 'Gölge ölçme', content: planned.lessons[1]?.content, planned_for: '2026-12-11' },
            ],
          },
        }),
      ),
    );
  });

  it('leaves a lesson without a day once its day is emptied', async () => {
    request.mockResolvedValueOnce({ success: true, lessons: planned.lessons });
    await showPlan();
    fireEvent.change(screen.getByLabelText('Kronometre için planlanan gün'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Planı kaydet' }));
    await waitFor(() => expect(request).toHaveBeenCalled());
    const body = (request.mock.calls[0]?.[1] as { body: { lessons: { planned_for: string | null }[] } }).body;
    expect(body.lessons.map((lesson) => lesson.planned_for)).toEqual([null, null]);
  });
});
