import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CLASSROOM_PATHS } from '@/shared/api/classroom.ts';
import { ApiError } from '@/shared/api/ApiError.ts';
import { GUARDIAN_PATHS } from '@/shared/api/guardians.ts';
import { i18n } from '@/shared/i18n/i18n.ts';
import { restoreModalDialogs, stubModalDialogs } from '@tests/fixtures/modalDialogs.ts';
import { rosterLine } from '@tests/fixtures/rosterLine.ts';
import { PrintPictureCardsButton } from '../classDetail/PrintPictureCardsButton.tsx';

const request = vi.hoisted(() => vi.fn());
vi.mock(import('@/shared/api/http.ts'), async (importOriginal) => ({ ...(await importOriginal()), http: { ...(await importOriginal()).http, request } }));

/** Elif signed in on the tablet before (an account), Azra never has. */
const elif = rosterLine(35, 'Elif Yılmaz', { has_account: true, user_id: 4, parents: [] });
const azra = rosterLine(32, 'Azra Demir', { parents: [] });

beforeEach(stubModalDialogs);
afterEach(() => {
  restoreModalDialogs();
  request.mockReset();
});

function printCards(withParentCodes: boolean) {
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <PrintPictureCardsButton students={[elif, azra]} classId={7} className="5-B" />
      </QueryClientProvider>
    </I18nProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Resim kartlarını yazdır' }));
  if (withParentCodes) fireEvent.click(screen.getByRole('checkbox', { name: /Veli kodlarını da yazdır/ }));
  fireEvent.click(screen.getByRole('button', { name: '2 kart için devam et' }));
  fireEvent.click(screen.getByRole('button', { name: 'Yeni şifreleri ver ve kartları aç' }));
}

const card = async (name: string) => within(await screen.findByRole('list', { name: 'Kartlar' })).getByRole('listitem', { name: `${name} kartı` });

describe('parent codes on the picture-code cards', () => {
  it('asks for a parent code only for a chosen child with an account, and prints it on that child’s card', async () => {
    request.mockImplementation(async (path: string) =>
      path === GUARDIAN_PATHS.parentCode(7, 35) ? { success: true, code: 'ABCD2345', expires_at: '2026-12-18T09:30:00.000Z' } : { success: true, students: [] },
    );
    printCards(true);
    const elifCard = await card('Elif Yılmaz');
    expect(within(elifCard).getByRole('group', { name: 'Veli kodu ABCD-2345' }).textContent).toContain('18 Aralık 2026');
    expect((await card('Azra Demir')).textContent).toContain('öğrenci ilk kez giriş yaptıktan sonra');
    expect(request.mock.calls.map(([path]) => path)).toEqual([CLASSROOM_PATHS.classPictureCodes(7), GUARDIAN_PATHS.parentCode(7, 35)]);
  });

  it('prints no parent codes unless asked', async () => {
    request.mockResolvedValue({ success: true, students: [] });
    printCards(false);
    expect((await card('Elif Yılmaz')).textContent).not.toContain('Veli kodu');
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('still opens the cards when the parent codes cannot be had, and says how to print them one by one', async () => {
    request.mockImplementation(async (path: string) => {
      if (path === CLASSROOM_PATHS.classPictureCodes(7)) return { success: true, students: [] };
      throw new ApiError({ code: 'NETWORK_ERROR', message: 'Bağlantı yok.', isNetworkError: true });
    });
    printCards(true);
    await card('Elif Yılmaz');
    expect(screen.getByText(/Veli kodları alınamadı/)).toBeDefined();
  });
});
