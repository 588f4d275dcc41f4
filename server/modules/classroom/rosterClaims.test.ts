import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLAIM_CODE,
  CLASSROOM_PATHS,
  JOIN_CODE_ALPHABET,
  type ClaimCodeResponse,
  type ClassJoinPreviewResponse,
  type ClassListResponse,
  type ClassResponse,
  type StudentResponse,
} from '../../../src/shared/api/classroom.ts';
import type { AuthResponse } from '../../../src/shared/api/contract.ts';
import { startTestServer, type TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { pictureCodeFor } from '../../seed/classroom.ts';
import { CLASS_5B, CLASS_6A } from '../../seed/classroomContent.ts';
import { as, enrolmentOf, newAccount, seededClasses, signIn, type Caller } from './testKit.ts';

let server: TestServer;
let teacher: Caller;
let admin: Caller;
let ids: { b5: number; a6: number };
/** Another teacher's class and one of its lines: their ids must answer 404 to the demo teacher. */
let foreign: { classId: number; enrolmentId: number; teacher: Caller };
beforeAll(async () => {
  server = await startTestServer();
  teacher = await signIn(server, 'teacher');
  admin = await signIn(server, 'admin');
  ids = seededClasses(server);
  const other = await newAccount(server, 'teacher', { school: 'Cumhuriyet İlkokulu' });
  const created = await as(server, other).post<ClassResponse>(CLASSROOM_PATHS.classes, { name: 'Başka Sınıf', subject: 'science', grade: '5' });
  const student = await as(server, other).post<StudentResponse>(CLASSROOM_PATHS.classStudents(created.body.class.id), { first_name: 'Can', last_name: 'Er' });
  foreign = { classId: created.body.class.id, enrolmentId: student.body.student.id, teacher: other };
});
afterAll(() => server.close());

const place = (firstName: string) => CLASS_5B.students.findIndex((child) => child.first_name === firstName);

async function selfJoined(classCode: string, firstName: string, lastName: string) {
  const child = await newAccount(server, 'student', { first_name: firstName, last_name: lastName, school: 'Atatürk Ortaokulu' });
  const reply = await as(server, child).post<ClassResponse>(CLASSROOM_PATHS.classJoin, { join_code: classCode });
  expect(reply.status).toBe(201);
  const line = reply.body.class.students[0];
  if (!line) throw new Error('The joiner sees no line of their own.');
  return { child, line };
}

describe('POST /api/classes/{id}/students/{enrolmentId}/claim-code/', () => {
  it('gives the class’s teacher a one-time code that expires, kept only as a hash; a new one replaces the old', async () => {
    const line = enrolmentOf(server, ids.a6, 'Kerem');
    const first = await as(server, teacher).post<ClaimCodeResponse>(CLASSROOM_PATHS.claimCode(ids.a6, line.id), {});
    expect(first.status).toBe(201);
    expect(first.body.code).toHaveLength(CLAIM_CODE.length);
    expect([...first.body.code].every((letter) => JOIN_CODE_ALPHABET.includes(letter))).toBe(true);
    const days = (Date.parse(first.body.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(CLAIM_CODE.validDays - 0.1);
    expect(days).toBeLessThanOrEqual(CLAIM_CODE.validDays + 0.1);
    const stored = server.db.prepare<[number], { code_hash: string }>('SELECT code_hash FROM claim_codes WHERE enrolment_id = ?').get(line.id);
    expect(stored?.code_hash).not.toContain(first.body.code);

    const second = await as(server, teacher).post<ClaimCodeResponse>(CLASSROOM_PATHS.claimCode(ids.a6, line.id), {});
    expect(second.body.code).not.toBe(first.body.code);
    const child = await newAccount(server, 'student');
    const old = await as(server, child).post(CLASSROOM_PATHS.classJoin, { join_code: CLASS_6A.join_code, claim_code: first.body.code });
    expect(old.status).toBe(400);
    const fresh = await as(server, child).post<ClassResponse>(CLASSROOM_PATHS.classJoin, { join_code: CLASS_6A.join_code, claim_code: second.body.code });
    expect(fresh.status).toBe(201);
    expect(enrolmentOf(server, ids.a6, 'Kerem').user_id).toBe(child.id);
  });

  it('takes a line the tablet made a placeholder account for: the hand-ins there move with it and the picture code opens the new account', async () => {
    const line = enrolmentOf(server, ids.b5, 'Ecrin');
    const placeholder = line.user_id ?? 0;
    const handIns = server.count('submissions', 'student_id = ?', placeholder);
    const issued = await as(server, teacher).post<ClaimCodeResponse>(CLASSROOM_PATHS.claimCode(ids.b5, line.id), {});
    const ecrin = await newAccount(server, 'student');
    expect((await as(server, ecrin).post(CLASSROOM_PATHS.classJoin, { join_code: CLASS_5B.join_code, claim_code: issued.body.code })).status).toBe(201);
    expect(server.count('submissions', 'student_id = ?', ecrin.id)).toBe(handIns);
    expect(server.count('submissions', 'student_id = ?', placeholder)).toBe(0);
    const tablet = await signIn(server, 'tablet5');
    const signedIn = await as(server, tablet).post<AuthResponse>(CLASSROOM_PATHS.tabletSignIn, {
      enrolment_id: line.id,
      picture_code: pictureCodeFor(place('Ecrin')),
    });
    expect(signedIn.body.user.id).toBe(ecrin.id);
  });

  it('tells the teacher which lines may still be claimed, in a class outside the children’s school too', async () => {
    const roster = (await as(server, teacher).get<ClassResponse>(CLASSROOM_PATHS.class(ids.b5))).body.class.students;
    expect(roster.find((student) => student.first_name === 'Emir')?.claimable).toBe(true);
    expect(roster.find((student) => student.first_name === 'Elif')?.claimable).toBe(false);
    const elsewhere = (await as(server, foreign.teacher).get<ClassResponse>(CLASSROOM_PATHS.class(foreign.classId))).body.class.students;
    expect(elsewhere.find((student) => student.id === foreign.enrolmentId)?.claimable).toBe(true);
    const own = (await as(server, await signIn(server, 'student')).get<ClassResponse>(CLASSROOM_PATHS.class(ids.b5))).body.class.students;
    expect(own.every((student) => !student.claimable)).toBe(true);
  });

  it('is refused for a line a personal account already holds', async () => {
    const elif = enrolmentOf(server, ids.b5, 'Elif');
    const reply = await as(server, teacher).post(CLASSROOM_PATHS.claimCode(ids.b5, elif.id), {});
    expect(reply.status).toBe(400);
  });

  it('is the class’s teacher’s only: another teacher’s or school’s ids answer 404, other roles 403', async () => {
    const line = enrolmentOf(server, ids.a6, 'Berat');
    const path = CLASSROOM_PATHS.claimCode(ids.a6, line.id);
    expect((await as(server, foreign.teacher).post(path, {})).status).toBe(404);
    expect((await as(server, admin).post(path, {})).status).toBe(403);
    const otherAdmin = await newAccount(server, 'teacher', { role: 'administrator', school: 'Cumhuriyet İlkokulu' });
    expect((await as(server, otherAdmin).post(path, {})).status).toBe(404);
    expect((await as(server, await signIn(server, 'student')).post(path, {})).status).toBe(403);
    expect((await as(server, await signIn(server, 'parent')).post(path, {})).status).toBe(403);
    expect((await as(server, undefined).post(path, {})).status).toBe(401);
    // Another teacher's line under the demo teacher's class, and the demo teacher on another teacher's class.
    expect((await as(server, teacher).post(CLASSROOM_PATHS.claimCode(ids.a6, foreign.enrolmentId), {})).status).toBe(404);
    expect((await as(server, teacher).post(CLASSROOM_PATHS.claimCode(foreign.classId, foreign.enrolmentId), {})).status).toBe(404);
    expect(server.count('claim_codes', 'enrolment_id IN (?, ?)', line.id, foreign.enrolmentId)).toBe(0);
  });
});

describe('merging and removing a self-joined line', () => {
  it('merges a self-joined line into the typed one: the typed line gets the account, its history and picture code; the joined line goes', async () => {
    const { child, line } = await selfJoined(CLASS_5B.join_code, 'Yusuf', 'Aydın');
    const typed = enrolmentOf(server, ids.b5, 'Yusuf');
    const reply = await as(server, teacher).post<StudentResponse>(CLASSROOM_PATHS.studentMerge(ids.b5, line.id), { into: typed.id });
    expect(reply.status).toBe(200);
    expect(reply.body.student).toMatchObject({ id: typed.id, user_id: child.id, origin: 'claimed', linked_at: line.linked_at });
    expect(server.count('enrolments', 'id = ?', line.id)).toBe(0);
    const own = await as(server, child).get<ClassResponse>(CLASSROOM_PATHS.class(ids.b5));
    expect(own.body.class.students.map((student) => student.id)).toEqual([typed.id]);
    expect(own.body.class.students[0]?.attendance_rate).not.toBeNull();
  });

  it('merges only a self-joined line, into a line no personal account holds', async () => {
    const { line } = await selfJoined(CLASS_6A.join_code, 'Ada', 'Kaplan');
    const typed = enrolmentOf(server, ids.a6, 'Ada');
    expect((await as(server, teacher).post(CLASSROOM_PATHS.studentMerge(ids.a6, typed.id), { into: line.id })).status).toBe(400);
    const kerem = enrolmentOf(server, ids.a6, 'Kerem');
    expect((await as(server, teacher).post(CLASSROOM_PATHS.studentMerge(ids.a6, line.id), { into: kerem.id })).status).toBe(400);
    expect((await as(server, teacher).post(CLASSROOM_PATHS.studentMerge(ids.a6, line.id), { into: foreign.enrolmentId })).status).toBe(404);
    expect((await as(server, teacher).post(CLASSROOM_PATHS.studentMerge(ids.a6, line.id), { into: 'x' })).status).toBe(400);
  });

  it('removes a self-joined line the teacher does not know: the account no longer sees the class', async () => {
    const { child, line } = await selfJoined(CLASS_6A.join_code, 'Lina', 'Aksoy');
    const typed = enrolmentOf(server, ids.a6, 'Lina');
    expect((await as(server, teacher).post(CLASSROOM_PATHS.studentRemove(ids.a6, typed.id), {})).status).toBe(400);
    expect((await as(server, teacher).post(CLASSROOM_PATHS.studentRemove(ids.a6, line.id), {})).status).toBe(200);
    expect((await as(server, child).get(CLASSROOM_PATHS.class(ids.a6))).status).toBe(404);
    expect(enrolmentOf(server, ids.a6, 'Lina').id).toBe(typed.id);
  });

  it('is the class’s teacher’s only: another teacher’s or school’s ids answer 404, other roles 403', async () => {
    const { line } = await selfJoined(CLASS_6A.join_code, 'Eymen', 'Tekin');
    const typed = enrolmentOf(server, ids.a6, 'Eymen');
    const merge = CLASSROOM_PATHS.studentMerge(ids.a6, line.id);
    const remove = CLASSROOM_PATHS.studentRemove(ids.a6, line.id);
    const otherAdmin = await newAccount(server, 'teacher', { role: 'administrator', school: 'Cumhuriyet İlkokulu' });
    for (const [caller, status] of [
      [foreign.teacher, 404],
      [otherAdmin, 404],
      [admin, 403],
      [await signIn(server, 'student'), 403],
      [await signIn(server, 'parent'), 403],
    ] as const) {
      expect((await as(server, caller).post(merge, { into: typed.id })).status).toBe(status);
      expect((await as(server, caller).post(remove, {})).status).toBe(status);
    }
    expect((await as(server, teacher).post(CLASSROOM_PATHS.studentRemove(foreign.classId, foreign.enrolmentId), {})).status).toBe(404);
    expect((await as(server, teacher).post(CLASSROOM_PATHS.studentRemove(ids.a6, foreign.enrolmentId), {})).status).toBe(404);
    expect(server.count('enrolments', 'id = ?', line.id)).toBe(1);
  });
});

describe('POST /api/classes/{id}/join-code/', () => {
  it('gives the class a new code; the old one stops working at once', async () => {
    const created = await as(server, teacher).post<ClassResponse>(CLASSROOM_PATHS.classes, { name: 'Kod Sınıfı', subject: 'science', grade: '5' });
    const { id, join_code: oldCode } = created.body.class;
    const rotated = await as(server, teacher).post<ClassResponse>(CLASSROOM_PATHS.classJoinCode(id), {});
    expect(rotated.status).toBe(200);
    const newCode = rotated.body.class.join_code ?? '';
    expect(newCode).toMatch(/^[A-Z2-9]{6}$/);
    expect(newCode).not.toBe(oldCode);
    const child = await newAccount(server, 'student');
    expect((await as(server, child).post(CLASSROOM_PATHS.classJoin, { join_code: oldCode })).status).toBe(404);
    expect((await as(server, child).post(CLASSROOM_PATHS.classJoin, { join_code: newCode })).status).toBe(201);
  });

  it('is the class’s teacher’s only: another teacher’s or school’s ids answer 404, other roles 403', async () => {
    const path = CLASSROOM_PATHS.classJoinCode(ids.a6);
    const otherAdmin = await newAccount(server, 'teacher', { role: 'administrator', school: 'Cumhuriyet İlkokulu' });
    expect((await as(server, foreign.teacher).post(path, {})).status).toBe(404);
    expect((await as(server, otherAdmin).post(path, {})).status).toBe(404);
    expect((await as(server, admin).post(path, {})).status).toBe(403);
    expect((await as(server, await signIn(server, 'student')).post(path, {})).status).toBe(403);
    expect((await as(server, await signIn(server, 'parent')).post(path, {})).status).toBe(403);
    expect((await as(server, teacher).post(CLASSROOM_PATHS.classJoinCode(foreign.classId), {})).status).toBe(404);
    expect(server.count('classes', 'id = ? AND join_code = ?', ids.a6, CLASS_6A.join_code)).toBe(1);
  });
});

describe('POST /api/classes/join/preview/', () => {
  it('names the class, its teacher and school, and says when the class is outside the child’s school', async () => {
    const ownSchool = await newAccount(server, 'student', { school: 'Atatürk Ortaokulu' });
    const own = await as(server, ownSchool).post<ClassJoinPreviewResponse>(CLASSROOM_PATHS.classJoinPreview, { join_code: CLASS_5B.join_code });
    expect(own.status).toBe(200);
    expect(own.body.preview).toMatchObject({ class_name: '5-B', school: 'Atatürk Ortaokulu', outside_school: false, already_member: false });
    expect(own.body.preview.teacher_name).not.toBe('');

    const classCode = (await as(server, foreign.teacher).get<ClassResponse>(CLASSROOM_PATHS.class(foreign.classId))).body.class.join_code ?? '';
    const outside = await as(server, ownSchool).post<ClassJoinPreviewResponse>(CLASSROOM_PATHS.classJoinPreview, { join_code: classCode });
    expect(outside.body.preview).toMatchObject({ class_name: 'Başka Sınıf', school: 'Cumhuriyet İlkokulu', outside_school: true });
    expect(server.count('enrolments', 'user_id = ?', ownSchool.id)).toBe(0);
    expect((await as(server, teacher).post(CLASSROOM_PATHS.classJoinPreview, { join_code: CLASS_5B.join_code })).status).toBe(403);
    expect((await as(server, ownSchool).post(CLASSROOM_PATHS.classJoinPreview, { join_code: 'QQQQQQ' })).status).toBe(404);
  });
});

describe('a parent’s list of the child’s classes', () => {
  it('names each class’s teacher and says when a class is outside the child’s school', async () => {
    const classCode = (await as(server, foreign.teacher).get<ClassResponse>(CLASSROOM_PATHS.class(foreign.classId))).body.class.join_code ?? '';
    const child = await newAccount(server, 'student', { school: 'Atatürk Ortaokulu' });
    expect((await as(server, child).post(CLASSROOM_PATHS.classJoin, { join_code: classCode })).status).toBe(201);
    const parent = await newAccount(server, 'parent');
    server.db.prepare('INSERT INTO guardian_links (parent_id, student_id, created_at) VALUES (?, ?, ?)').run(parent.id, child.id, new Date().toISOString());
    const listed = (await as(server, parent).get<ClassListResponse>(CLASSROOM_PATHS.classes)).body.classes;
    expect(listed).toEqual([expect.objectContaining({ id: foreign.classId, outside_school: true, school: 'Cumhuriyet İlkokulu' })]);
    expect(listed[0]?.teacher_name).not.toBe('');
    const demo = (await as(server, await signIn(server, 'parent')).get<ClassListResponse>(CLASSROOM_PATHS.classes)).body.classes;
    expect(demo.map((cls) => [cls.name, cls.outside_school])).toEqual([['5-B', false]]);
    const forTeacher = (await as(server, teacher).get<ClassListResponse>(CLASSROOM_PATHS.classes)).body.classes;
    expect(forTeacher[0]).not.toHaveProperty('outside_school');
  });
});

describe('an old claim code', () => {
  it('stops working after its days', async () => {
    const line = enrolmentOf(server, ids.a6, 'Duru');
    const issued = await as(server, teacher).post<ClaimCodeResponse>(CLASSROOM_PATHS.claimCode(ids.a6, line.id), {});
    // Last in this file: the clock moved on ends every session made before.
    server.advanceClock(CLAIM_CODE.validDays * 86_400 + 60);
    const child = await newAccount(server, 'student');
    const reply = await as(server, child).post(CLASSROOM_PATHS.classJoin, { join_code: CLASS_6A.join_code, claim_code: issued.body.code });
    expect(reply.status).toBe(400);
    expect(enrolmentOf(server, ids.a6, 'Duru').user_id).toBeNull();
  });
});
