import { type APIRequestContext } from '@playwright/test';
import { expect } from './test.ts';
import { DEMO_ACCOUNTS } from './helpers.ts';

/** The register through the API, for tests that need a day marked before they look at it. */
export const CLASS_5B = 1;
export const TURKEY_OFFSET_MS = 3 * 60 * 60 * 1000;
export const turkeyDay = (ms: number) => new Date(ms + TURKEY_OFFSET_MS).toISOString().slice(0, 10);

export type Api = { token: string; request: APIRequestContext };

export async function teacherApi(request: APIRequestContext): Promise<Api> {
  const { email, password } = DEMO_ACCOUNTS.teacher;
  const answer = await request.post('/api/auth/login/', { data: { email, password } });
  expect(answer.ok()).toBe(true);
  const { tokens } = (await answer.json()) as { tokens: { access: string } };
  return { token: tokens.access, request };
}

async function get<T>(api: Api, path: string): Promise<T> {
  const answer = await api.request.get(path, { headers: { Authorization: `Bearer ${api.token}` } });
  expect(answer.ok(), `GET ${path}: ${answer.status()}`).toBe(true);
  return (await answer.json()) as T;
}

/**
 * The last school day before today by the server's calendar (today is left to the class screen's own
 * test): the month's sheet lists the school days, the month before when this one has none yet.
 */
export async function lastSchoolDay(teacher: Api): Promise<string> {
  const today = turkeyDay(Date.now());
  for (let back = 0; back < 3; back += 1) {
    const first = new Date(`${today.slice(0, 7)}-01T12:00:00Z`);
    first.setUTCMonth(first.getUTCMonth() - back);
    const month = first.toISOString().slice(0, 7);
    const { attendance } = await get<{ attendance: { days: string[]; closed_days: { date: string }[] } }>(
      teacher,
      `/api/classes/${CLASS_5B}/attendance/?month=${month}`,
    );
    const closed = new Set(attendance.closed_days.map((day) => day.date));
    const past = attendance.days.filter((day) => day < today && !closed.has(day));
    if (past.length) return past[past.length - 1] ?? '';
  }
  throw new Error('No school day in the last three months: is the school year in the calendar?');
}

/** Elif is marked late that day (through the API, on the sheet's current version), the others left as they were. */
export async function markElifLate(teacher: Api, day: string): Promise<void> {
  const { class: item } = await get<{ class: { students: { id: number; first_name: string }[] } }>(teacher, `/api/classes/${CLASS_5B}/`);
  const elif = item.students.find((student) => student.first_name === 'Elif');
  expect(elif).toBeDefined();
  const { sheet } = await get<{ sheet: { version: number } }>(teacher, `/api/classes/${CLASS_5B}/attendance/${day}/`);
  const answer = await teacher.request.put(`/api/classes/${CLASS_5B}/attendance/${day}/`, {
    headers: { Authorization: `Bearer ${teacher.token}` },
    data: { records: [{ student_id: elif?.id, status: 'late' }], version: sheet.version },
  });
  expect(answer.ok(), `PUT attendance ${day}: ${answer.status()}`).toBe(true);
}
