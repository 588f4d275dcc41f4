import type { ApiErrorBody, AuthResponse } from '../../../src/shared/api/contract.ts';
import { startTestServer, type RequestOptions, type TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { CLASS_5B, CLASS_6A } from '../../seed/classroomContent.ts';

// What the hostile tests (server/hostile/) measure attacks against: the join and claim budgets, the
// school day a tablet's picture-code budget starts again, and the photo stripping with its test images.
export { CLAIM_MAX_FAILURES, JOIN_MAX_FAILURES, JOIN_MAX_FAILURES_PER_ADDRESS } from './joinLimits.ts';
export { stripJpeg } from './photos/jpeg.ts';
export { dataUrl, GPS_MARK, jpegWithGps, TINY_JPEG } from './photos/testImages.ts';
export { nextSchoolDayStart } from './schoolDay.ts';

// The day in Turkey a register is kept for: the chaos test (tests/faults/chaos/) looks back from it for
// school days whose register is still empty.
export { turkeyToday } from './attendanceDays.ts';

// What the classroom's contract tests share: the demo accounts, the seeded classes, and accounts made on the spot.

export const DEMO = {
  teacher: { email: 'ogretmen@etkilab.example', password: 'Ogretmen123' },
  student: { email: 'ogrenci@etkilab.example', password: 'Ogrenci123' },
  parent: { email: 'veli@etkilab.example', password: 'Veli12345' },
  admin: { email: 'yonetici@etkilab.example', password: 'Yonetici123' },
  tablet5: { email: 'ataturk-oo-5-ogrenci@okul.etkilab.example', password: 'EtkiOkul2026' },
  tablet6: { email: 'ataturk-oo-6-ogrenci@okul.etkilab.example', password: 'EtkiOkul2026' },
  otherSchoolTablet: { email: 'cumhuriyet-io-3-ogrenci@okul.etkilab.example', password: 'EtkiOkul2026' },
} as const;

export type Caller = { token: string; id: number };

export async function signIn(server: TestServer, who: keyof typeof DEMO): Promise<Caller> {
  const { tokens, user } = await server.login(DEMO[who].email, DEMO[who].password);
  return { token: tokens.access, id: user.id ?? 0 };
}

/** A fresh server with the demo teacher and administrator signed in, and 5-B's id: where most classroom checks start. */
export async function startDemoSchool(): Promise<{ server: TestServer; teacher: Caller; admin: Caller; b5: number }> {
  const server = await startTestServer();
  const [teacher, admin] = await Promise.all([signIn(server, 'teacher'), signIn(server, 'admin')]);
  return { server, teacher, admin, b5: seededClasses(server).b5 };
}

let serial = 0;

/** A new personal account; `as` turns it into another role or school directly in the database (no call makes administrators). */
export async function newAccount(
  server: TestServer,
  role: 'student' | 'teacher' | 'parent',
  changes: { role?: 'administrator'; school?: string; first_name?: string; last_name?: string } = {},
): Promise<Caller> {
  serial += 1;
  const reply = await server.post<AuthResponse>('/api/auth/register/', {
    first_name: changes.first_name ?? 'Derya',
    last_name: changes.last_name ?? 'Ekinci',
    email: `sinif.${serial}.${Date.now()}@ornek.example`,
    role,
    password: 'Sinif12345',
    password_confirm: 'Sinif12345',
    terms_accepted: true,
  });
  if (reply.status !== 201) throw new Error(`Registration failed with ${reply.status}`);
  const id = reply.body.user.id ?? 0;
  if (changes.role) server.db.prepare('UPDATE users SET role = ? WHERE id = ?').run(changes.role, id);
  if (changes.school) server.db.prepare('UPDATE users SET school = ? WHERE id = ?').run(changes.school, id);
  return { token: reply.body.tokens.access, id };
}

function classIdOf(server: TestServer, joinCode: string): number {
  const row = server.db.prepare<[string], { id: number }>('SELECT id FROM classes WHERE join_code = ?').get(joinCode);
  if (!row) throw new Error(`No class with join code ${joinCode}`);
  return row.id;
}

export const seededClasses = (server: TestServer) => ({ b5: classIdOf(server, CLASS_5B.join_code), a6: classIdOf(server, CLASS_6A.join_code) });

export function enrolmentOf(server: TestServer, classId: number, firstName: string): { id: number; user_id: number | null } {
  const row = server.db
    .prepare<[number, string], { id: number; user_id: number | null }>('SELECT id, user_id FROM enrolments WHERE class_id = ? AND first_name = ?')
    .get(classId, firstName);
  if (!row) throw new Error(`No ${firstName} in class ${classId}`);
  return row;
}

export function assignmentIdOf(server: TestServer, title: string): number {
  const row = server.db.prepare<[string], { id: number }>('SELECT id FROM assignments WHERE title = ?').get(title);
  if (!row) throw new Error(`No assignment ${title}`);
  return row.id;
}

/** Calls as one caller, optionally with an Idempotency-Key. */
export function as(server: TestServer, caller: Caller | undefined) {
  const options = (body: unknown, key?: string): RequestOptions => ({
    ...(body === undefined ? {} : { body }),
    ...(caller ? { token: caller.token } : {}),
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
  return {
    get: <T = ApiErrorBody>(path: string) => server.request<T>('GET', path, options(undefined)),
    post: <T = ApiErrorBody>(path: string, body: unknown, key?: string) => server.request<T>('POST', path, options(body, key)),
    put: <T = ApiErrorBody>(path: string, body: unknown, key?: string) => server.request<T>('PUT', path, options(body, key)),
  };
}

/** A moment days from now: the test server's clock stands at its start time unless a test moves it. */
export const inDays = (days: number): string => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();
