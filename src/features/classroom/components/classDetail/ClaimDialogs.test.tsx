import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CLASSROOM_PATHS } from '@/shared/api/classroom.ts';
import { i18n } from '@/shared/i18n/i18n.ts';
import { ClaimCodeDialog } from './ClaimCodeDialog.tsx';
import { MergeStudentDialog } from './MergeStudentDialog.tsx';
import { rosterLine as line } from '@tests/fixtures/rosterLine.ts';
import { restoreModalDialogs, stubModalDialogs } from '@tests/fixtures/modalDialogs.ts';

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

describe('ClaimCodeDialog', () => {
  it('makes a code only when asked, and shows it once on a card with the child’s name, grouped for copying', async () => {
    request.mockResolvedValueOnce({ success: true, code: 'ABCD2345', expires_at: '2026-12-17T10:00:00.000Z' });
    show(<ClaimCodeDialog student={line(8, 'Su Karaca')} classId={3} className="6-A" joinCode="FEN6AY" onClose={() => {}} />);
    expect(request).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Kod oluştur' }));
    const card = await screen.findByRole('group', { name: 'Su Karaca için sahiplenme kartı' });
    expect(card.textContent).toContain('Su Karaca');
    expect(card.textContent).toContain('ABCD-2345');
    expect(card.textContent).toContain('FEN6AY');
    expect(request).toHaveBeenCalledWith(CLASSROOM_PATHS.claimCode(3, 8), expect.objectContaining({ method: 'POST', auth: true }));
  });
});

describe('MergeStudentDialog', () => {
  it('names both lines before merging, and merges the joined line into the picked one', async () => {
    const joined = line(40, 'Su Karaca', { origin: 'joined', user_id: 77, has_account: true, claimable: false, linked_at: '2026-12-03T09:00:00.000Z' });
    const typed = line(8, 'Su Karaca', { number: '240' });
    request.mockResolvedValueOnce({ success: true, student: { ...typed, user_id: 77, origin: 'claimed' } });
    const onClose = vi.fn();
    show(<MergeStudentDialog joined={joined} targets={[typed, line(9, 'Çınar Yalçın')]} classId={3} onClose={onClose} />);
    expect((screen.getByRole('button', { name: 'Birleştir' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/Listedeki satır/), { target: { value: '8' } });
    expect(screen.getByText(/Kodla katılan Su Karaca hesabı listedeki Su Karaca satırına bağlanacak/)).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Birleştir' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(request).toHaveBeenCalledWith(CLASSROOM_PATHS.studentMerge(3, 40), expect.objectContaining({ method: 'POST', body: { into: 8 } }));
  });
});
