import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { CLASSROOM_PATHS } from '@/shared/api/classroom.ts';
import { ApiError } from '@/shared/api/ApiError.ts';
import { i18n } from '@/shared/i18n/i18n.ts';
import { LeaveTabletDialog } from './LeaveTabletDialog.tsx';
import { TabletChildBar } from './TabletChildBar.tsx';
import { restoreModalDialogs, stubModalDialogs } from '@tests/fixtures/modalDialogs.ts';

const request = vi.hoisted(() => vi.fn());
vi.mock(import('@/shared/api/http.ts'), async (importOriginal) => ({ ...(await importOriginal()), http: { ...(await importOriginal()).http, request } }));

beforeEach(() => {
  stubModalDialogs();
});
afterEach(() => {
  restoreModalDialogs();
  request.mockReset();
  vi.useRealTimers();
});

const show = (node: ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
const MINUTE = 60_000;
const elif = { id: 7, email: 'ogrenci@etkilab.example', first_name: 'Elif', role: 'student' as const };
const stillHere = () => screen.queryByRole('dialog', { name: 'Hâlâ burada mısın?' });

describe('TabletChildBar', () => {
  it('shows the child’s name and a sign-out that says it returns to the class list', () => {
    const onSignOut = vi.fn();
    show(<TabletChildBar user={elif} onSignOut={onSignOut} />);
    expect(screen.getByRole('region', { name: 'Sınıf tableti' }).textContent).toContain('Elif');
    const button = screen.getByRole('button', { name: 'Çıkış yap' });
    expect(button.getAttribute('aria-describedby') && document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Sınıf listesine döner.',
    );
    fireEvent.click(button);
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', { name: 'Çıkılıyor...' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('counts the last minute down after nine untouched minutes; "Buradayım" starts the ten minutes again', () => {
    vi.useFakeTimers();
    const onSignOut = vi.fn();
    show(<TabletChildBar user={elif} onSignOut={onSignOut} />);
    act(() => vi.advanceTimersByTime(9 * MINUTE - 1));
    expect(stillHere()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(stillHere()?.textContent).toContain('60 saniye sonra tablet sınıf listesine döner.');
    act(() => vi.advanceTimersByTime(45_000));
    expect(stillHere()?.textContent).toContain('15 saniye');
    fireEvent.click(screen.getByRole('button', { name: 'Buradayım' }));
    expect(stillHere()).toBeNull();
    act(() => vi.advanceTimersByTime(9 * MINUTE));
    expect(stillHere()).not.toBeNull();
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('any touch counts as being there, and ten untouched minutes send the tablet back on their own', () => {
    vi.useFakeTimers();
    const onSignOut = vi.fn();
    show(<TabletChildBar user={elif} onSignOut={onSignOut} />);
    act(() => vi.advanceTimersByTime(8 * MINUTE));
    fireEvent.pointerDown(document.body);
    act(() => vi.advanceTimersByTime(8 * MINUTE));
    fireEvent.scroll(document.body);
    act(() => vi.advanceTimersByTime(9 * MINUTE + 59_000));
    expect(onSignOut).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(30 * MINUTE));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});

describe('LeaveTabletDialog', () => {
  it('asks for the school password and shows the server’s answer to a wrong one', async () => {
    request.mockRejectedValueOnce(
      new ApiError({
        code: 'VALIDATION_ERROR',
        status: 400,
        message: 'Şifre yanlış.',
        fieldErrors: { password: ['Şifre yanlış. Tablet modundan yalnızca öğretmen çıkabilir.'] },
      }),
    );
    const onLeft = vi.fn();
    show(<LeaveTabletDialog open onClose={() => {}} onLeft={onLeft} />);
    fireEvent.click(screen.getByRole('button', { name: 'Tablet modundan çık' }));
    expect(screen.getByText('Okulun şifresini girin.')).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/Okulun şifresi/), { target: { value: 'Tahmin1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tablet modundan çık' }));
    // The first sign-in flows load on demand, which takes a moment under test.
    expect(await screen.findByText('Şifre yanlış. Tablet modundan yalnızca öğretmen çıkabilir.', undefined, { timeout: 5000 })).toBeTruthy();
    expect(request).toHaveBeenCalledWith(
      CLASSROOM_PATHS.tabletLeave,
      expect.objectContaining({ method: 'POST', auth: true, body: { password: 'Tahmin1234' } }),
    );
    expect(onLeft).not.toHaveBeenCalled();
  });

  it('leaves tablet mode with the right password', async () => {
    request.mockResolvedValueOnce({ success: true });
    const onLeft = vi.fn();
    show(<LeaveTabletDialog open onClose={() => {}} onLeft={onLeft} />);
    fireEvent.change(screen.getByLabelText(/Okulun şifresi/), { target: { value: 'EtkiOkul2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tablet modundan çık' }));
    await waitFor(() => expect(onLeft).toHaveBeenCalledTimes(1), { timeout: 5000 });
  });
});
