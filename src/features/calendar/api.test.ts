import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@/shared/api/contract.ts';
import { http } from '@/shared/api/http.ts';
import { SCHOOL_CALENDAR_PATHS, type SchoolCalendarResponse } from '@/shared/api/schoolCalendar.ts';
import { mySchoolCalendarQuery, prefetchSchoolCalendarPage } from './api.ts';

const person = (role: User['role']): User => ({ id: 1, email: 'ogretmen@okul.k12.tr', role });

const calendar: SchoolCalendarResponse = {
  success: true,
  school: { id: 2, display_name: 'Atatürk Ortaokulu' },
  days_off: [{ start: '2026-01-12', end: '2026-01-12', kind: 'snow', label: 'Kar tatili' }],
  can_edit: false,
};

describe('prefetchSchoolCalendarPage', () => {
  it("leaves the school's days off in the cache under the key the screen reads, for staff", async () => {
    const request = vi.spyOn(http, 'request').mockResolvedValue(calendar);
    const client = new QueryClient();
    await prefetchSchoolCalendarPage(client, person('teacher'));
    expect(request).toHaveBeenCalledWith(SCHOOL_CALENDAR_PATHS.mine, { auth: true });
    expect(client.getQueryData(mySchoolCalendarQuery().queryKey)).toEqual(calendar);
  });

  it('asks nothing for a student or a parent: their screen shows no list', async () => {
    const request = vi.spyOn(http, 'request');
    const client = new QueryClient();
    await prefetchSchoolCalendarPage(client, person('student'));
    await prefetchSchoolCalendarPage(client, person('parent'));
    expect(request).not.toHaveBeenCalled();
  });
});
