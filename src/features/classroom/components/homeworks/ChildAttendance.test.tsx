import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { StudentAttendance } from '@/shared/api/classroom.ts';
import type { Role } from '@/shared/api/contract.ts';
import { sessionStore } from '@/features/auth';
import { i18n } from '@/shared/i18n/i18n.ts';
import { classroomKeys } from '../../api.ts';
import { ChildAttendance } from './ChildAttendance.tsx';

afterEach(() => sessionStore.setState({ user: null, isAuthenticated: false }));

const ATTENDANCE: StudentAttendance = {
  student_id: 4,
  from: '2025-09-01',
  classes: [{ class_id: 3, class_name: '5-B', counts: { present: 30, absent: 2, late: 1, excused: 0 } }],
  days: Array.from({ length: 10 }, (_, index) => ({
    date: `2025-10-${String(20 - index).padStart(2, '0')}`,
    class_id: 3,
    class_name: '5-B',
    status: index === 0 ? ('late' as const) : ('absent' as const),
  })),
};

function showAs(role: Role, studentId: number | undefined) {
  sessionStore.setState({ user: { email: `${role}@okul.example`, role }, isAuthenticated: true });
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(classroomKeys.studentAttendance(4), ATTENDANCE);
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ChildAttendance studentId={studentId} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('a student’s attendance beside their homework', () => {
  it('shows the student their counts per class and the newest days away or late first', () => {
    showAs('student', 4);
    const section = screen.getByRole('region', { name: 'Devam durumum' });
    const row = within(section).getByRole('row', { name: /5-B/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['30', '2', '1', '0']);
    const days = within(section).getAllByRole('listitem');
    expect(days).toHaveLength(8);
    expect(days[0]?.textContent).toMatch(/^20 Ekim 2025 Pazartesi5-BGeç$/);
    expect(within(section).getByRole('button', { name: 'Tümünü göster (2 gün daha)' })).toBeDefined();
  });

  it('is “Devam durumu” for a parent', () => {
    showAs('parent', 4);
    expect(screen.getByRole('region', { name: 'Devam durumu' })).toBeDefined();
  });

  it('shows nothing when no child is chosen or for a teacher', () => {
    const { container, unmount } = showAs('parent', undefined);
    expect(container.textContent).toBe('');
    unmount();
    expect(showAs('teacher', 4).container.textContent).toBe('');
  });
});
