import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLASSROOM_PATHS, JOIN_CODE_ALPHABET, type ClassResponse, type HomeworkListResponse, type StudentResponse } from '../../../src/shared/api/classroom.ts';
import { GUARDIAN_LIMITS, GUARDIAN_PATHS, PARENT_CODE, type GuardianLinkResponse, type ParentCodeResponse } from '../../../src/shared/api/guardians.ts';
import type { ApiErrorBody } from '../../../src/shared/api/contract.ts';
import { startTestServer, type TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { CLASS_5B } from '../../seed/classroomContent.ts';
import { as, enrolmentOf, newAccount, seededClasses, signIn, type Caller } from './testKit.ts';

let server: TestServer;
let teacher: Caller;
let admin: Caller;
let ids: { b5: number; a6: number };
/** Another school's teacher and administrator, and a class of that teacher's with a line. */
let other: { teacher: Caller; admin: Caller; classId: number; enrolmentId: number };

const WINDOW_SECONDS = GUARDIAN_LIMITS.windowMinutes * 60;

beforeAll(async () => {
  // Tokens outlive the clock moves that empty the wrong-code windows between tests.
  server = await startTestServer({ accessTokenTtlSeconds: 24 * 60 * 60 });
  [teacher, admin] = await Promise.all([signIn(server, 'teacher'), signIn(server, 'admin')]);
  ids = seededClasses(server);
  const otherTeacher = await newAccount(server, 'teacher', { school: 'Cumhuriyet İlkokulu' });
  const otherAdmin = await newAccount(server, 'teacher', { role: 'administrator', school: 'Cumhuriyet İlkokulu' });
  const created = await as(server, otherTeacher).post<ClassResponse>(CLASSROOM_PATHS.classes, { name: 'Başka Sınıf', subject: 'science', grade: '5' });
  const line = await as(server, otherTeacher).post<StudentResponse>(CLASSROOM_PATHS.classStudents(created.body.class.id), {
    first_name: 'Can',
    last_name: 'Er',
  });
  other = { teacher: otherTeacher, admin: otherAdmin, classId: created.body.class.id, enrolmentId: line.body.student.id };
});
afterAll(() => server.close());
// Every test starts with empty wrong-code windows: they all come from the one test address.
beforeEach(() => server.advanceClock(WINDOW_SECONDS + 1));

const elif = () => enrolmentOf(server, ids.b5, 'Elif');
const deniz = () => enrolmentOf(server, ids.b5, 'Deniz');

async function parentCode(by: Caller, enrolmentId: number, classId = ids.b5) {
  return as(server, by).post<ParentCodeResponse>(GUARDIAN_PATHS.parentCode(classId, enrolmentId), {});
}

async function codeFor(enrolmentId: number): Promise<string> {
  const reply = await parentCode(teacher, enrolmentId);
  expect(reply.status).toBe(201);
  return reply.body.code;
}

type LinkReply = GuardianLinkResponse & Pick<ApiErrorBody, 'error_code' | 'errors'>;

const link = (parent: Caller, code: string, confirm?: boolean) =>
  as(server, parent).post<LinkReply>(GUARDIAN_PATHS.link, confirm === undefined ? { code } : { code, confirm });

const remove = (by: Caller, enrolmentId: number, parentId: number, classId = ids.b5) =>
  server.request('DELETE', GUARDIAN_PATHS.guardian(classId, enrolmentId, parentId), { token: by.token });

const linksOf = (childId: number | null) => server.count('guardian_links', 'student_id = ?', childId ?? 0);

/** A code no class was given: the right shape, made of the alphabet. */
const madeUp = (seed: number) =>
  Array.from({ length: PARENT_CODE.length }, (_, place) => JOIN_CODE_ALPHABET[(seed * 7 + place * 3) % JOIN_CODE_ALPHABET.length]).join('');

describe('POST /api/classes/{id}/students/{enrolmentId}/parent-code/', () => {
  it('gives the class’s teacher a one-time code valid for 14 days, kept only as a keyed hash; a new code replaces the old', async () => {
    const line = elif();
    const first = await parentCode(teacher, line.id);
    expect(first.status).toBe(201);
    expect(first.body.code).toHaveLength(PARENT_CODE.length);
    expect([...first.body.code].every((letter) => JOIN_CODE_ALPHABET.includes(letter))).toBe(true);
    const stored = server.db
      .prepare<[number], { code_hash: string; expires_at: number; created_at: string; created_by: number }>('SELECT * FROM parent_codes WHERE enrolment_id = ?')
      .get(line.id);
    expect(stored?.code_hash).toMatch(/^hmac\$/);
    expect(stored?.code_hash).not.toContain(first.body.code);
    expect(stored?.created_by).toBe(teacher.id);
    expect(stored?.expires_at).toBe(Date.parse(first.body.expires_at));
    expect((Date.parse(first.body.expires_at) - Date.parse(stored?.created_at ?? '')) / 86_400_000).toBe(PARENT_CODE.validDays);

    const second = await parentCode(teacher, line.id);
    expect(second.body.code).not.toBe(first.body.code);
    expect(server.count('parent_codes', 'enrolment_id = ?', line.id)).toBe(1);
    const parent = await newAccount(server, 'parent');
    expect((await link(parent, first.body.code)).status).toBe(400);
    expect((await link(parent, second.body.code)).status).toBe(200);
  });

  it('is given by the school’s administrator too', async () => {
    expect((await parentCode(admin, elif().id)).status).toBe(201);
  });

  it('refuses a line without an account with a Turkish 409', async () => {
    const line = enrolmentOf(server, ids.a6, 'Kerem');
    const reply = await parentCode(teacher, line.id, ids.a6);
    expect(reply.status).toBe(409);
    expect(reply.body.message).toContain('hesabı yok');
  });

  it('refuses a child who joined with the class code on their own, whom the school has not vouched for', async () => {
    const stranger = await newAccount(server, 'student', { first_name: 'Yabancı', last_name: 'Çocuk' });
    const joined = await as(server, stranger).post<ClassResponse>(CLASSROOM_PATHS.classJoin, { join_code: CLASS_5B.join_code });
    const line = joined.body.class.students[0];
    if (!line) throw new Error('The joiner sees no line of their own.');
    const reply = await parentCode(teacher, line.id);
    expect(reply.status).toBe(409);
    expect(reply.body.message).toContain('birleştirin');
  });

  it('answers 404 to another school’s teacher and administrator, and for a line of another class', async () => {
    expect((await parentCode(other.teacher, elif().id)).status).toBe(404);
    expect((await parentCode(other.admin, elif().id)).status).toBe(404);
    expect((await parentCode(teacher, other.enrolmentId, other.classId)).status).toBe(404);
    expect((await parentCode(admin, other.enrolmentId, other.classId)).status).toBe(404);
    expect((await parentCode(teacher, enrolmentOf(server, ids.a6, 'Kerem').id)).status).toBe(404);
    expect(server.count('parent_codes', 'enrolment_id = ?', other.enrolmentId)).toBe(0);
  });

  it('is refused to students and parents', async () => {
    const [student, parent] = await Promise.all([signIn(server, 'student'), signIn(server, 'parent')]);
    expect((await parentCode(student, elif().id)).status).toBe(403);
    expect((await parentCode(parent, elif().id)).status).toBe(403);
  });
});

describe('POST /api/guardians/link/', () => {
  it('shows whose child a code names first, and links and spends the code only when confirmed', async () => {
    const code = await codeFor(elif().id);
    const parent = await newAccount(server, 'parent');
    const preview = await link(parent, `${code.slice(0, 4).toLowerCase()} - ${code.slice(4)}`);
    expect(preview.status).toBe(200);
    expect(preview.body.child).toEqual({ id: elif().user_id, full_name: 'Elif Yılmaz', class_name: CLASS_5B.name });
    expect(preview.body.linked).toBe(false);
    expect(server.count('guardian_links', 'parent_id = ?', parent.id)).toBe(0);

    const confirmed = await link(parent, code, true);
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.linked).toBe(true);
    expect(server.count('guardian_links', 'parent_id = ? AND student_id = ?', parent.id, elif().user_id ?? 0)).toBe(1);
    expect(server.count('parent_codes', 'enrolment_id = ?', elif().id)).toBe(0);
    // Spent: the card does not link anyone else.
    expect((await link(await newAccount(server, 'parent'), code)).status).toBe(400);

    const homeworks = await as(server, parent).get<HomeworkListResponse>(CLASSROOM_PATHS.homeworks);
    expect(homeworks.body.children?.map((child) => child.full_name)).toEqual(['Elif Yılmaz']);
    expect(homeworks.body.homeworks.length).toBeGreaterThan(0);
  });

  it('answers an already linked parent as linked, without a second link', async () => {
    const parent = await newAccount(server, 'parent');
    const line = enrolmentOf(server, ids.b5, 'Mustafa');
    expect((await link(parent, await codeFor(line.id), true)).status).toBe(201);
    const again = await codeFor(line.id);
    const preview = await link(parent, again);
    expect(preview.status).toBe(200);
    expect(preview.body.linked).toBe(true);
    const repeat = await link(parent, again, true);
    expect(repeat.status).toBe(200);
    expect(repeat.body.linked).toBe(true);
    expect(server.count('guardian_links', 'parent_id = ?', parent.id)).toBe(1);
  });

  it('replays a confirmed link sent twice with its key', async () => {
    const parent = await newAccount(server, 'parent');
    const code = await codeFor(enrolmentOf(server, ids.b5, 'Ecrin').id);
    const send = () => as(server, parent).post<GuardianLinkResponse>(GUARDIAN_PATHS.link, { code, confirm: true }, `link-${parent.id}`);
    expect((await send()).status).toBe(201);
    const replayed = await send();
    expect(replayed.status).toBe(201);
    expect(replayed.body.child.full_name).toBe('Ecrin Kılıç');
    expect(server.count('guardian_links', 'parent_id = ?', parent.id)).toBe(1);
  });

  it('lets a parent link several children, and a child have at most two parents (a third gets a Turkish 409, the code unspent)', async () => {
    const parent = await newAccount(server, 'parent');
    expect((await link(parent, await codeFor(enrolmentOf(server, ids.b5, 'Yusuf').id), true)).status).toBe(201);
    expect((await link(parent, await codeFor(enrolmentOf(server, ids.b5, 'Ahmet').id), true)).status).toBe(201);
    expect(server.count('guardian_links', 'parent_id = ?', parent.id)).toBe(2);

    // Deniz has the demo parent already.
    const child = deniz();
    expect(linksOf(child.user_id)).toBe(1);
    expect((await link(await newAccount(server, 'parent'), await codeFor(child.id), true)).status).toBe(201);
    const code = await codeFor(child.id);
    const third = await newAccount(server, 'parent');
    const preview = await link(third, code);
    expect(preview.status).toBe(409);
    expect(preview.body.message).toContain(`${GUARDIAN_LIMITS.parentsPerChild} veli`);
    expect((await link(third, code, true)).status).toBe(409);
    expect(linksOf(child.user_id)).toBe(GUARDIAN_LIMITS.parentsPerChild);
    expect(server.count('parent_codes', 'enrolment_id = ?', child.id)).toBe(1);
  });

  it('refuses an expired code in Turkish', async () => {
    const code = await codeFor(elif().id);
    const parent = await newAccount(server, 'parent');
    expect((await link(parent, code)).status).toBe(200);
    // Moved back to when it was made rather than the clock moved on: sessions would not outlive 14 days.
    server.db.prepare('UPDATE parent_codes SET expires_at = expires_at - ? WHERE enrolment_id = ?').run(PARENT_CODE.validDays * 86_400_000, elif().id);
    const reply = await link(parent, code, true);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('süresi dolmuş');
    expect(reply.body.errors?.code).toBeDefined();
  });

  it('refuses a code of the wrong shape without counting it', async () => {
    const parent = await newAccount(server, 'parent');
    for (let round = 0; round < GUARDIAN_LIMITS.wrongCodesPerParent + 2; round += 1) {
      expect((await link(parent, 'ABCD-0000')).status).toBe(400);
    }
    expect((await link(parent, await codeFor(elif().id))).status).toBe(200);
  });

  it('is for parents only', async () => {
    const code = await codeFor(elif().id);
    for (const who of [teacher, admin, await signIn(server, 'student')]) expect((await link(who, code)).status).toBe(403);
  });

  it('asks a parent to wait after 10 wrong codes in 15 minutes, counting previews too, even for the right code then', async () => {
    const parent = await newAccount(server, 'parent');
    for (let guess = 0; guess < GUARDIAN_LIMITS.wrongCodesPerParent; guess += 1) {
      expect((await link(parent, madeUp(guess), guess % 2 === 0)).status).toBe(400);
    }
    const code = await codeFor(elif().id);
    const limited = await link(parent, code);
    expect(limited.status).toBe(429);
    expect(limited.body.error_code).toBe('RATE_LIMITED');
    expect(limited.body.message).toContain('dakika sonra');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    server.advanceClock(WINDOW_SECONDS + 1);
    expect((await link(parent, code)).status).toBe(200);
  });

  it('holds a parallel burst to the same 10 tries: each is counted before its code is looked up', async () => {
    const parent = await newAccount(server, 'parent');
    const replies = await Promise.all(Array.from({ length: 25 }, (_, guess) => link(parent, madeUp(guess + 40))));
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(GUARDIAN_LIMITS.wrongCodesPerParent);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25 - GUARDIAN_LIMITS.wrongCodesPerParent);
  });

  it('limits wrong codes from one address over many parent accounts', async () => {
    const parents = await Promise.all(Array.from({ length: 3 }, () => newAccount(server, 'parent')));
    const statuses: number[] = [];
    for (const [index, parent] of parents.entries()) {
      for (let guess = 0; guess < GUARDIAN_LIMITS.wrongCodesPerParent; guess += 1) statuses.push((await link(parent, madeUp(index * 20 + guess))).status);
    }
    expect(statuses.filter((status) => status === 400)).toHaveLength(GUARDIAN_LIMITS.wrongCodesPerAddress);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('a link made through a tablet child’s placeholder account', () => {
  it('follows the child when their own account claims the line', async () => {
    const line = enrolmentOf(server, ids.b5, 'Ecrin');
    const placeholder = line.user_id ?? 0;
    const parent = await newAccount(server, 'parent');
    expect((await link(parent, await codeFor(line.id), true)).status).toBe(201);

    const claim = await as(server, teacher).post<{ code: string }>(CLASSROOM_PATHS.claimCode(ids.b5, line.id), {});
    const own = await newAccount(server, 'student', { first_name: 'Ecrin', last_name: 'Kılıç', school: 'Atatürk Ortaokulu' });
    expect((await as(server, own).post(CLASSROOM_PATHS.classJoin, { join_code: CLASS_5B.join_code, claim_code: claim.body.code })).status).toBe(201);

    const homeworks = await as(server, parent).get<HomeworkListResponse>(CLASSROOM_PATHS.homeworks);
    expect(homeworks.body.children?.map((child) => child.id)).toEqual([own.id]);
    expect(linksOf(placeholder)).toBe(0);
  });
});

describe('the linked parents on the roster, and removing a link', () => {
  const parentsOnRoster = async (by: Caller, enrolmentId: number) => {
    const reply = await as(server, by).get<ClassResponse>(CLASSROOM_PATHS.class(ids.b5));
    return reply.body.class.students.find((student) => student.id === enrolmentId)?.parents;
  };

  it('shows the teacher and the administrator every linked parent, oldest first, and lets either remove a link', async () => {
    const line = enrolmentOf(server, ids.b5, 'Zeynep');
    const first = await newAccount(server, 'parent', { first_name: 'Ayla', last_name: 'Arslan' });
    const second = await newAccount(server, 'parent', { first_name: 'Murat', last_name: 'Arslan' });
    expect((await link(first, await codeFor(line.id), true)).status).toBe(201);
    server.advanceClock(1);
    expect((await link(second, await codeFor(line.id), true)).status).toBe(201);

    expect((await parentsOnRoster(teacher, line.id))?.map((parent) => parent.full_name)).toEqual(['Ayla Arslan', 'Murat Arslan']);
    expect((await parentsOnRoster(admin, line.id))?.map((parent) => parent.id)).toEqual([first.id, second.id]);

    expect((await remove(teacher, line.id, first.id)).status).toBe(200);
    expect((await remove(admin, line.id, second.id)).status).toBe(200);
    expect(linksOf(line.user_id)).toBe(0);
    expect(await parentsOnRoster(teacher, line.id)).toEqual([]);
    const homeworks = await as(server, first).get<HomeworkListResponse>(CLASSROOM_PATHS.homeworks);
    expect(homeworks.body.children).toEqual([]);
    expect((await remove(teacher, line.id, first.id)).status).toBe(404);
  });

  it('never shows a child their parents, nor a parent the other parent', async () => {
    const student = await signIn(server, 'student');
    const own = await as(server, student).get<ClassResponse>(CLASSROOM_PATHS.class(ids.b5));
    expect(own.body.class.students.every((row) => row.parents === undefined)).toBe(true);
    const parent = await signIn(server, 'parent');
    const child = await as(server, parent).get<ClassResponse>(CLASSROOM_PATHS.class(ids.b5));
    expect(child.body.class.students.every((row) => row.parents === undefined)).toBe(true);
  });

  it('answers 404 to another school’s staff, for another class’s line and for a parent not linked to the child', async () => {
    const line = deniz();
    const demoParent = await signIn(server, 'parent');
    expect((await remove(other.teacher, line.id, demoParent.id)).status).toBe(404);
    expect((await remove(other.admin, line.id, demoParent.id)).status).toBe(404);
    expect((await remove(teacher, line.id, demoParent.id, other.classId)).status).toBe(404);
    expect((await remove(teacher, elif().id, demoParent.id)).status).toBe(404);
    expect((await remove(demoParent, line.id, demoParent.id)).status).toBe(403);
    expect(server.count('guardian_links', 'parent_id = ? AND student_id = ?', demoParent.id, line.user_id ?? 0)).toBe(1);
  });
});
