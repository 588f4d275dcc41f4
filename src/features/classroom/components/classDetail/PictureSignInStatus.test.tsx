import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/ApiError.ts';
import { CLASSROOM_PATHS, type ClassStudent } from '@/shared/api/classroom.ts';
import { i18n } from '@/shared/i18n/i18n.ts';
import { rosterLine } from '@tests/fixtures/rosterLine.ts';
import { PictureSignInStatus } from './PictureSignInStatus.tsx';

const request = vi.hoisted(() => vi.fn());
vi.mock(import('@/shared/api/http.ts'), async (importOriginal) => ({ ...(await importOriginal()), http: { ...(await importOriginal()).http, request } }));

const ahmet: ClassStudent = rosterLine(31, 'Ahmet Şahin', { number: '2', has_picture_code: true });

function show(student: ClassStudent) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <PictureSignInStatus classId={7} student={student} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('PictureSignInStatus', () => {
  it('shows nothing but an empty live region for a child with no wrong codes', () => {
    show({ ...ahmet, picture_sign_in: { failures_today: 0, locked_until: null } });
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows today’s wrong codes, and a lock-out with a button that lifts it, and says so', async () => {
    request.mockResolvedValueOnce({ success: true, student: { ...ahmet, picture_sign_in: { failures_today: 0, locked_until: null } } });
    show({ ...ahmet, picture_sign_in: { failures_today: 5, locked_until: '2026-12-03T07:15:00Z' } });
    expect(screen.getByText('5 hatalı deneme')).toBeDefined();
    expect(screen.getByText('Kilitli')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Ahmet Şahin için kilidi aç' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Ahmet Şahin resimli şifresiyle yeniden giriş yapabilir.'));
    expect(request).toHaveBeenCalledWith(CLASSROOM_PATHS.studentUnlock(7, 31), expect.objectContaining({ method: 'POST', auth: true }));
  });

  it('says when the unlock failed', async () => {
    request.mockRejectedValueOnce(new ApiError({ code: 'FORBIDDEN', status: 403, message: 'Bu işlemi yalnızca sınıfın öğretmeni yapabilir.' }));
    show({ ...ahmet, picture_sign_in: { failures_today: 5, locked_until: '2026-12-03T07:15:00Z' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ahmet Şahin için kilidi aç' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Kilit açılamadı: Bu işlemi yalnızca sınıfın öğretmeni yapabilir.'));
  });
});
