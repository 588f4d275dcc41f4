import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { GUARDIAN_PATHS, type GuardianLinkResponse } from '@/shared/api/guardians.ts';
import { renderWithRouter } from '@tests/fixtures/renderWithRouter.tsx';
import { LinkChildCard } from './LinkChildCard.tsx';

const request = vi.hoisted(() => vi.fn());
vi.mock(import('@/shared/api/http.ts'), async (importOriginal) => ({ ...(await importOriginal()), http: { ...(await importOriginal()).http, request } }));

const elif: GuardianLinkResponse = { success: true, child: { id: 9, full_name: 'Elif Yılmaz', class_name: '5-B' }, linked: false };

function show(hasChild = false) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return renderWithRouter(
    <QueryClientProvider client={client}>
      <LinkChildCard hasChild={hasChild} />
    </QueryClientProvider>,
  );
}

const typeCode = (code: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: 'Veli kodu' }), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Devam' }));
};

beforeEach(() => request.mockReset());

describe('LinkChildCard', () => {
  it('tells a parent with no linked child how to link, and refuses a code of the wrong shape without sending it', async () => {
    await show();
    expect(screen.getByRole('heading', { name: 'Çocuğumu bağla' })).toBeDefined();
    expect(screen.getByText(/öğretmeninden veli kodunu isteyin/)).toBeDefined();
    typeCode('abcd-234');
    await screen.findByText('Veli kodu 8 karakterdir, örneğin ABCD-2345.');
    typeCode('ABCD-2340');
    await screen.findByText(/yalnızca A–Z harfleri ve 2–9 rakamları/);
    expect(request).not.toHaveBeenCalled();
  });

  it('shows whose child the code names, and links only on “Evet, bağla”, with the code read as on the card', async () => {
    await show();
    request.mockResolvedValueOnce(elif);
    typeCode('abcd 2345');
    await screen.findByText('Elif Yılmaz');
    expect(screen.getByText('Sınıf: 5-B')).toBeDefined();
    expect(request).toHaveBeenCalledWith(GUARDIAN_PATHS.link, expect.objectContaining({ method: 'POST', body: { code: 'ABCD2345' } }));

    request.mockResolvedValueOnce({ ...elif, linked: true });
    fireEvent.click(screen.getByRole('button', { name: 'Evet, bağla' }));
    await screen.findByText('Elif Yılmaz hesabınıza bağlı.');
    expect(request).toHaveBeenLastCalledWith(
      GUARDIAN_PATHS.link,
      expect.objectContaining({ method: 'POST', body: { code: 'ABCD2345', confirm: true }, idempotencyKey: expect.any(String) }),
    );
    expect(screen.getByRole('link', { name: 'Ödevlerini gör' }).getAttribute('href')).toBe('/homeworks?student=9');
  });

  it('goes back to the code without linking when the name is not the parent’s child', async () => {
    await show();
    request.mockResolvedValueOnce(elif);
    typeCode('ABCD-2345');
    fireEvent.click(await screen.findByRole('button', { name: 'Hayır, kodu yeniden yazacağım' }));
    expect(screen.getByRole('textbox', { name: 'Veli kodu' })).toBeDefined();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('offers a parent with a child to link another, behind a button', async () => {
    await show(true);
    expect(screen.queryByRole('textbox', { name: 'Veli kodu' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Başka bir çocuğu bağla' }));
    expect(screen.getByRole('textbox', { name: 'Veli kodu' })).toBeDefined();
  });
});
