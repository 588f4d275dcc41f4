import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AttendanceMonth, ClassDetail } from '@/shared/api/classroom.ts';
import { sessionStore } from '@/features/auth';
import { i18n } from '@/shared/i18n/i18n.ts';
import { classroomKeys } from '../../api.ts';
import { AttendanceMonthView } from './AttendanceMonthView.tsx';

afterEach(() => sessionStore.setState({ user: null, isAuthenticated: false }));

const counts = { present: 0, absent: 0, late: 0, excused: 0 };
const item = { id: 3, name: '5-B', can_edit: true, students: [] } as unknown as ClassDetail;
const OCTOBER: AttendanceMonth = {
  class_id: 3,
  month: '2025-10',
  days: ['2025-10-27', '2025-10-28', '2025-10-30'],
  closed_days: [
    { date: '2025-10-25', reason: 'weekend', label: null },
    { date: '2025-10-29', reason: 'holiday', label: null },
    { date: '2025-10-31', reason: 'school_day_off', label: 'Kar tatili' },
  ],
  students: [
    { id: 8, number: '112', full_name: 'Elif Yılmaz', marks: { '2025-10-27': 'present', '2025-10-28': 'late', '2025-10-30': 'absent' }, counts },
    { id: 9, number: null, full_name: 'Deniz Kaya', marks: {}, counts },
  ],
};

function show(month: AttendanceMonth) {
  sessionStore.setState({ user: { email: 'ogretmen@okul.example', role: 'teacher' }, isAuthenticated: true });
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(classroomKeys.attendanceMonth(item.id, month.month), month);
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <AttendanceMonthView item={item} initialMonth={month.month} today="2025-11-03" />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('the month’s register', () => {
  it('lays students against the school days with their counts, and lists the days the school was closed', () => {
    show(OCTOBER);
    expect(screen.getByRole('heading', { level: 2, name: 'Aylık görünüm' })).toBeDefined();
    expect(screen.getByText('Ekim 2025')).toBeDefined();
    const table = screen.getByRole('table', { name: '5-B yoklaması, Ekim 2025' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Öğrenci', '27 Pzt', '28 Sal', '30 Per', 'Var', 'Yok', 'Geç', 'İzinli']);
    const elif = within(table).getByRole('row', { name: /Elif Yılmaz/ });
    expect(within(elif).getByRole('rowheader').textContent).toBe('Elif YılmazNo 112');
    expect(
      within(elif)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['VVar', 'GGeç', 'YYok', '1', '1', '1', '0']);
    const closed = screen.getByRole('list', { name: 'Bu ay okulun kapalı olduğu günler' });
    expect(
      within(closed)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual([expect.stringMatching(/^29 Ekim 2025 Çarşamba: Resmî tatil$/), expect.stringMatching(/^31 Ekim 2025 Cuma: Kar tatili$/)]);
    expect(screen.getByRole('button', { name: 'CSV indir' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Sonraki ay' })).toHaveProperty('disabled', false);
  });

  it('offers no later month than the current one, and nothing to download for an empty month', () => {
    show({ ...OCTOBER, month: '2025-11', days: [], closed_days: [] });
    expect(screen.getByText('Kasım 2025 ayında okul günü yok.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Sonraki ay' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'CSV indir' })).toHaveProperty('disabled', true);
  });
});
