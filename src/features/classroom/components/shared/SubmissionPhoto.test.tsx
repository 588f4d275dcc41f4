import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/ApiError.ts';
import { CLASSROOM_PATHS } from '@/shared/api/classroom.ts';
import { i18n } from '@/shared/i18n/i18n.ts';
import { SubmissionPhoto } from './SubmissionPhoto.tsx';

const request = vi.hoisted(() => vi.fn());
vi.mock(import('@/shared/api/http.ts'), async (importOriginal) => ({ ...(await importOriginal()), http: { ...(await importOriginal()).http, request } }));

const PHOTO = 'data:image/jpeg;base64,/9j/2Q==';

function show(onDemand: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <SubmissionPhoto submissionId={12} alt="Teslim ettiğin fotoğraf" onDemand={onDemand} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('SubmissionPhoto', () => {
  it('asks for the photo only when tapped, shows loading, then the picture', async () => {
    request.mockReset().mockResolvedValue({ success: true, photo: PHOTO });
    show(true);
    expect(request).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /Fotoğrafı göster/ }));
    expect(screen.getByText('Fotoğraf yükleniyor...')).toBeTruthy();
    expect((await screen.findByRole('img', { name: 'Teslim ettiğin fotoğraf' })).getAttribute('src')).toBe(PHOTO);
    expect(request).toHaveBeenCalledWith(CLASSROOM_PATHS.submissionPhoto(12), { auth: true });
  });

  it('shows a failure with a way to try again', async () => {
    request
      .mockReset()
      .mockRejectedValueOnce(new ApiError({ code: 'SERVER_ERROR', message: 'Sunucu hatası.', status: 500 }))
      .mockResolvedValue({ success: true, photo: PHOTO });
    show(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Tekrar dene' }));
    expect((await screen.findByRole('img')).getAttribute('src')).toBe(PHOTO);
  });
});
