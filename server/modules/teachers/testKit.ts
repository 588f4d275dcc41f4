import type { AuthResponse } from '../../../src/shared/api/contract.ts';
import { TEACHER_PATHS, type InviteTeacherRequest, type TeacherPasswordResponse } from '../../../src/shared/api/teachers.ts';
import type { TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { startSchoolRolesWorld, type SchoolRolesWorld } from '../assistant/testKit.ts';
import { as, newAccount, type Caller } from '../classroom/testKit.ts';
import type { Answer } from '../progress/testKit.ts';

// What the teacher management contract tests share, next to the classroom's testKit (accounts, `as`)
// and the assistant's (newSchool: another school with its own administrator and teacher).

const DEMO_SCHOOL = 'Atatürk Ortaokulu';
/** The seeded teacher of another school (server/seed/teachers.ts). */
export const OTHER_SCHOOL_TEACHER = 'okan.yildiz@etkilab.example';

export type TeachersWorld = SchoolRolesWorld;

export const startTeachersWorld = startSchoolRolesWorld;

export function userIdOf(server: TestServer, email: string): number {
  const row = server.db.prepare<[string], { id: number }>('SELECT id FROM users WHERE email = ?').get(email);
  if (!row) throw new Error(`No user ${email}`);
  return row.id;
}

/** A signed-in teacher of the demo school of their own, so a test may switch them off without touching the seeded ones. */
export const schoolTeacher = (server: TestServer, school = DEMO_SCHOOL): Promise<Caller> =>
  newAccount(server, 'teacher', { school, first_name: 'Can', last_name: 'Öğretmen' });

let serial = 0;

export function anInvite(changes: Partial<InviteTeacherRequest> = {}): InviteTeacherRequest {
  serial += 1;
  return { first_name: 'Gül', last_name: 'Ekinci', email: `davet.${serial}.${Date.now()}@ornek.example`, branch: 'Matematik', ...changes };
}

export const invite = (server: TestServer, caller: Caller | undefined, body: unknown, key?: string) =>
  as(server, caller).post<Answer<TeacherPasswordResponse>>(TEACHER_PATHS.teachers, body, key);

/** Signs in with e-mail and password, answering whatever the server says (unlike the harness's login, which needs a 200). */
export const logIn = (server: TestServer, email: string, password: string) => server.post<Answer<AuthResponse>>('/api/auth/login/', { email, password });

export const classTeacherOf = (server: TestServer, classId: number): number | undefined =>
  server.db.prepare<[number], { teacher_id: number }>('SELECT teacher_id FROM classes WHERE id = ?').get(classId)?.teacher_id;
