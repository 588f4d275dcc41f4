import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CLASSROOM_PATHS, type ClassJoinPreview } from '@/shared/api/classroom.ts';
import { i18n } from '@/shared/i18n/i18n.ts';
import { JoinClassForm } from './JoinClassForm.tsx';

const request = vi.hoisted(() => vi.fn());
vi.mock(import('@/shared/api/http.ts'), async (importOriginal) => ({ ...(await importOriginal()), http: { ...(await importOriginal()).http, request } }));

const outside: ClassJoinPreview = {
  class_name: 'Robotik Kulübü',
  subject: 'science',
  grade: '5',
  teacher_name: 'Kemal Tan',
  school: null,
  outside_school: true,
  already_member: false,
};

function show() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <JoinClassForm initialCode="rob5ab" />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('JoinClassForm', () => {
  it('shows whose class it is and warns outside the school before joining; joins only on confirmation, with the claim code read as on the card', async () => {
    request.mockResolvedValueOnce({ success: true, preview: outside });
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Sınıfı bul' }));
    await screen.findByText('Bu sınıf senin okulunun değil');
    expect(screen.getByText('Öğretmen: Kemal Tan')).toBeDefined();
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith(CLASSROOM_PATHS.classJoinPreview, expect.objectContaining({ method: 'POST', body: { join_code: 'ROB5AB' } }));

    request.mockResolvedValueOnce({ success: true, class: { name: 'Robotik Kulübü' } });
    fireEvent.change(screen.getByLabelText(/Sahiplenme kodu/), { target: { value: 'abcd-2345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sınıfa katıl' }));
    await screen.findByText('Robotik Kulübü sınıfına katıldın.');
    expect(request).toHaveBeenLastCalledWith(
      CLASSROOM_PATHS.classJoin,
      expect.objectContaining({ method: 'POST', body: { join_code: 'ROB5AB', claim_code: 'ABCD2345' } }),
    );
  });

  it('goes back without joining', async () => {
    request.mockReset();
    request.mockResolvedValueOnce({ success: true, preview: { ...outside, outside_school: false, school: 'Atatürk Ortaokulu' } });
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Sınıfı bul' }));
    await screen.findByText('Okul: Atatürk Ortaokulu');
    expect(screen.queryByText('Bu sınıf senin okulunun değil')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sınıfı bul' })).toBeDefined());
    expect(request).toHaveBeenCalledTimes(1);
  });
});
