import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ClassDetail } from '@/shared/api/classroom.ts';
import type { Role } from '@/shared/api/contract.ts';
import { GUARDIAN_PATHS } from '@/shared/api/guardians.ts';
import { sessionStore } from '@/features/auth';
import { i18n } from '@/shared/i18n/i18n.ts';
import { restoreModalDialogs, stubModalDialogs } from '@tests/fixtures/modalDialogs.ts';
import { rosterLine as line } from '@tests/fixtures/rosterLine.ts';
import { StudentsTab } from '../classDetail/StudentsTab.tsx';

const request = vi.hoisted(() => vi.fn());
vi.mock(import('@/shared/api/http.ts'), async (importOriginal) => ({ ...(await importOriginal()), http: { ...(await importOriginal()).http, request } }));

beforeAll(stubModalDialogs);
afterAll(restoreModalDialogs);
beforeEach(() => request.mockReset());
afterEach(() => sessionStore.setState({ user: null, isAuthenticated: false }));

const parents = [
  { id: 21, full_name: 'Mehmet Yılmaz', linked_at: '2026-09-10T08:00:00.000Z' },
  { id: 22, full_name: 'Ayşe Yılmaz', linked_at: '2026-09-11T08:00:00.000Z' },
];

/** 5-B as its staff receive it: Elif has two linked parents, Deniz none, Ahmet no account yet. */
const roster = (canEdit: boolean) =>
  ({
    id: 3,
    name: '5-B',
    can_edit: canEdit,
    join_code: 'FEN5BX',
    students: [
      line(8, 'Elif Yılmaz', { number: '101', has_account: true, user_id: 4, parent_name: 'Mehmet Yılmaz', parents }),
      line(9, 'Deniz Kaya', { number: '102', has_account: true, user_id: 5, parents: [] }),
      line(10, 'Ahmet Şahin', { number: '103', parents: [] }),
    ],
  }) as ClassDetail;

function showAs(role: Role, item: ClassDetail) {
  sessionStore.setState({ user: { email: `${role}@okul.example`, role }, isAuthenticated: true });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <StudentsTab item={item} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('the Veli cell of the roster', () => {
  it('lists the administrator every linked parent, and removes a link only after she confirms', async () => {
    showAs('administrator', roster(false));
    const row = screen.getByRole('row', { name: /Elif Yılmaz/ });
    expect(within(row).getByRole('list', { name: 'Elif Yılmaz velileri' }).textContent).toContain('Ayşe Yılmaz');
    // Two parents already: no code for a third.
    expect(within(row).queryByRole('button', { name: 'Elif Yılmaz için veli kodu' })).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: 'Ayşe Yılmaz ile Elif Yılmaz bağlantısını kaldır' }));
    const dialog = screen.getByRole('dialog', { name: 'Ayşe Yılmaz ile Elif Yılmaz bağlantısı kaldırılsın mı?' });
    expect(request).not.toHaveBeenCalled();
    request.mockResolvedValueOnce({ success: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bağlantıyı kaldır' }));
    await vi.waitFor(() =>
      expect(request).toHaveBeenCalledWith(
        GUARDIAN_PATHS.guardian(3, 8, 22),
        expect.objectContaining({ method: 'DELETE', idempotencyKey: expect.any(String) }),
      ),
    );
  });

  it('gives the teacher a printable card with the code, its last day in Turkish and the parent’s steps', async () => {
    showAs('teacher', roster(true));
    fireEvent.click(screen.getByRole('button', { name: 'Deniz Kaya için veli kodu' }));
    request.mockResolvedValueOnce({ success: true, code: 'ABCD2345', expires_at: '2026-12-18T09:30:00.000Z' });
    fireEvent.click(screen.getByRole('button', { name: 'Kod oluştur' }));
    const card = await screen.findByRole('group', { name: 'Deniz Kaya için veli kartı' });
    expect(request).toHaveBeenCalledWith(GUARDIAN_PATHS.parentCode(3, 9), expect.objectContaining({ method: 'POST' }));
    expect(within(card).getByLabelText('Veli kodu ABCD-2345')).toBeDefined();
    expect(card.textContent).toContain('5-B sınıfı');
    expect(card.textContent).toContain('Son gün: 18 Aralık 2026');
    expect(card.textContent).toContain('Çocuğumu bağla');
  });

  it('tells the teacher a child without an account cannot have a parent code yet, without asking the server', () => {
    showAs('teacher', roster(true));
    fireEvent.click(screen.getByRole('button', { name: 'Ahmet Şahin için veli kodu' }));
    expect(screen.getByText(/Ahmet Şahin için henüz bir hesap yok/)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Kod oluştur' })).toBeNull();
    expect(request).not.toHaveBeenCalled();
  });
});
