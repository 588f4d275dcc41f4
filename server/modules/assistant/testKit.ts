import { randomUUID } from 'node:crypto';
import type { AssistantFlagInput } from '../../../src/shared/api/assistant.ts';
import { ASSISTANT_PATHS } from '../../../src/shared/api/assistant.ts';
import { CLASSROOM_PATHS, type ClassResponse } from '../../../src/shared/api/classroom.ts';
import { startTestServer, type TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { as, newAccount, signIn, type Caller } from '../classroom/testKit.ts';

// What the assistant's contract tests share, next to the classroom's testKit (accounts, `as`).
// Each test that turns a school's switch makes its own school, so no test sees another's setting.

let serial = 0;

/** A class of the teacher's, made through the API as a teacher makes one (in the teacher's school). */
export async function newClass(server: TestServer, teacher: Caller, name = 'Fen 5'): Promise<number> {
  const reply = await as(server, teacher).post<ClassResponse>(CLASSROOM_PATHS.classes, { name, subject: 'science', grade: '5' });
  if (reply.status !== 201) throw new Error(`Class creation failed with ${reply.status}`);
  return reply.body.class.id;
}

/** Puts the student on the class list directly: joining by code is the classroom's to test, and its limiter would count these. */
export function enrol(server: TestServer, classId: number, student: Caller, name = { first_name: 'Can', last_name: 'Öztürk' }): void {
  const nowIso = new Date().toISOString();
  server.db
    .prepare("INSERT INTO enrolments (class_id, user_id, first_name, last_name, status, joined_at, updated_at) VALUES (?, ?, ?, ?, 'active', ?, ?)")
    .run(classId, student.id, name.first_name, name.last_name, nowIso, nowIso);
}

export function setEnrolmentStatus(server: TestServer, classId: number, student: Caller, status: 'active' | 'inactive'): void {
  server.db.prepare('UPDATE enrolments SET status = ? WHERE class_id = ? AND user_id = ?').run(status, classId, student.id);
}

export function setClassStatus(server: TestServer, classId: number, status: 'active' | 'archived'): void {
  server.db.prepare('UPDATE classes SET status = ? WHERE id = ?').run(status, classId);
}

export type SchoolWorld = { school: string; admin: Caller; teacher: Caller; classId: number; student: Caller };

/** A school of its own: its administrator, a teacher with one class, and a student on that class's list. */
export async function newSchool(server: TestServer): Promise<SchoolWorld> {
  serial += 1;
  const school = `Deneme Ortaokulu ${serial}`;
  const admin = await newAccount(server, 'teacher', { role: 'administrator', school });
  const teacher = await newAccount(server, 'teacher', { school });
  const classId = await newClass(server, teacher, `Fen ${serial}`);
  const student = await newAccount(server, 'student', { school });
  enrol(server, classId, student);
  return { school, admin, teacher, classId, student };
}

export const shareFlagged = (server: TestServer, admin: Caller, on: boolean) => as(server, admin).put(ASSISTANT_PATHS.school, { shareFlagged: on });

/** A flagged question as a device sends it, asked a minute ago unless told otherwise. */
export function flagInput(changes: Partial<AssistantFlagInput> = {}): AssistantFlagInput {
  return {
    id: randomUUID(),
    category: 'crisis',
    text: 'Çok üzgünüm, kimse beni anlamıyor.',
    at: new Date(Date.now() - 60_000).toISOString(),
    ...changes,
  };
}

export const flagRows = (server: TestServer, studentId: number): number => server.count('assistant_flags', 'student_id = ?', studentId);

/** A server with the demo school's four roles signed in, and another school (with its own administrator) to try ids against: the school screens' contract tests start here. */
export type SchoolRolesWorld = { server: TestServer; callers: Record<'teacher' | 'admin' | 'student' | 'parent', Caller>; other: SchoolWorld };

export async function startSchoolRolesWorld(): Promise<SchoolRolesWorld> {
  const server = await startTestServer();
  const callers = {
    teacher: await signIn(server, 'teacher'),
    admin: await signIn(server, 'admin'),
    student: await signIn(server, 'student'),
    parent: await signIn(server, 'parent'),
  };
  return { server, callers, other: await newSchool(server) };
}
