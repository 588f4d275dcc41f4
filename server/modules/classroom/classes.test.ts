import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSROOM_PATHS, JOIN_CODE_ALPHABET, type ClassListResponse, type ClassResponse } from '../../../src/shared/api/classroom.ts';
import { startTestServer, type TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { as, newAccount, seededClasses, signIn, type Caller } from './testKit.ts';
import { JOIN_MAX_FAILURES } from './joinLimits.ts';

let server: TestServer;
let ids: { b5: number; a6: number };
let teacher: Caller;
let student: Caller;
let parent: Caller;
let admin: Caller;
beforeAll(async () => {
  server = await startTestServer();
  ids = seededClasses(server);
  [teacher, student, parent, admin] = await Promise.all([
    signIn(server, 'teacher'),
    signIn(server, 'student'),
    signIn(server, 'parent'),
    signIn(server, 'admin'),
  ]);
});
afterAll(() => server.close());

const NOT_FOUND = { success: false, message: 'Aradığınız kayıt bulunamadı.', error_code: 'NOT_FOUND' };
const names = (reply: { body: ClassListResponse }) => reply.body.classes.map((cls) => cls.name).sort();

describe('GET /api/classes/', () => {
  it('lists for each role only the classes it may see', async () => {
    expect(names(await as(server, teacher).get<ClassListResponse>(CLASSROOM_PATHS.classes))).toEqual(['5-B', '6-A']);
    expect(names(await as(server, admin).get<ClassListResponse>(CLASSROOM_PATHS.classes))).toEqual(expect.arrayContaining(['5-B', '6-A']));
    expect(names(await as(server, student).get<ClassListResponse>(CLASSROOM_PATHS.classes))).toEqual(['5-B']);
    expect(names(await as(server, parent).get<ClassListResponse>(CLASSROOM_PATHS.classes))).toEqual(['5-B']);
    const stranger = await newAccount(server, 'teacher');
    expect(names(await as(server, stranger).get<ClassListResponse>(CLASSROOM_PATHS.classes))).toEqual([]);
  });

  it('shows the join code to the teacher and the administrator only', async () => {
    const forTeacher = (await as(server, teacher).get<ClassListResponse>(CLASSROOM_PATHS.classes)).body.classes;
    expect(forTeacher.every((cls) => /^[A-Z2-9]{6}$/.test(cls.join_code ?? ''))).toBe(true);
    const forStudent = (await as(server, student).get<ClassListResponse>(CLASSROOM_PATHS.classes)).body.classes;
    expect(forStudent[0]).not.toHaveProperty('join_code');
    expect(forStudent[0]?.can_edit).toBe(false);
  });

  it('asks for a sign-in (401)', async () => {
    expect((await as(server, undefined).get(CLASSROOM_PATHS.classes)).status).toBe(401);
  });
});

describe('POST /api/classes/', () => {
  it('creates a class in the creator’s school with a fresh join code', async () => {
    const reply = await as(server, teacher).post<ClassResponse>(CLASSROOM_PATHS.classes, { name: ' 7-C ', subject: 'science', grade: '7' });
    expect(reply.status).toBe(201);
    expect(reply.body.class).toMatchObject({
      name: '7-C',
      school: 'Atatürk Ortaokulu',
      teacher_id: teacher.id,
      student_count: 0,
      can_edit: true,
      students: [],
      lessons: [],
    });
    expect([...(reply.body.class.join_code ?? '')].every((letter) => JOIN_CODE_ALPHABET.includes(letter))).toBe(true);
  });

  it('refuses students and parents (403)', async () => {
    for (const caller of [student, parent]) {
      const reply = await as(server, caller).post(CLASSROOM_PATHS.classes, { name: '9-Z', subject: 'science', grade: '9' });
      expect(reply.status).toBe(403);
      expect(reply.body).toMatchObject({ success: false, error_code: 'FORBIDDEN' });
    }
  });

  it.each([
    ['name', 'A', 'Sınıf adı en az 2 karakter olmalıdır.'],
    ['name', 'A'.repeat(61), 'Sınıf adı en fazla 60 karakter olabilir.'],
    ['subject', 'alchemy', 'Geçerli bir ders seçin.'],
    ['grade', '13', 'Geçerli bir sınıf düzeyi seçin.'],
    ['description', 'D'.repeat(501), 'Açıklama en fazla 500 karakter olabilir.'],
  ])('refuses %s = %j with a Turkish field error', async (field, value, message) => {
    const reply = await as(server, teacher).post(CLASSROOM_PATHS.classes, { name: '8-D', subject: 'science', grade: '8', [field]: value });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, message, errors: { [field]: [message] } });
  });

  it('stores one class for a repeated Idempotency-Key and replays the first answer', async () => {
    const body = { name: 'Tekrar Sınıfı', subject: 'science', grade: '6' };
    const first = await as(server, teacher).post<ClassResponse>(CLASSROOM_PATHS.classes, body, 'sinif-olustur-1');
    const again = await as(server, teacher).post<ClassResponse>(CLASSROOM_PATHS.classes, body, 'sinif-olustur-1');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(server.count('classes', 'name = ?', 'Tekrar Sınıfı')).toBe(1);
    // Another user's identical key is their own.
    const other = await newAccount(server, 'teacher');
    const theirs = await as(server, other).post<ClassResponse>(CLASSROOM_PATHS.classes, body, 'sinif-olustur-1');
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(server.count('classes', 'name = ?', 'Tekrar Sınıfı')).toBe(2);
  });
});

describe('GET and PUT /api/classes/{id}/', () => {
  it('shows the class to its members, the parent of a child in it and the school’s administrator', async () => {
    for (const caller of [teacher, student, parent, admin]) expect((await as(server, caller).get(CLASSROOM_PATHS.class(ids.b5))).status).toBe(200);
  });

  it('shows a student their own row only, without contact details', async () => {
    const cls = (await as(server, student).get<ClassResponse>(CLASSROOM_PATHS.class(ids.b5))).body.class;
    expect(cls.students.map((row) => row.full_name)).toEqual(['Elif Yılmaz']);
    expect(cls.students[0]).toMatchObject({ email: null, parent_name: null });
    const forParent = (await as(server, parent).get<ClassResponse>(CLASSROOM_PATHS.class(ids.b5))).body.class;
    expect(forParent.students.map((row) => row.full_name)).toEqual(['Deniz Kaya']);
  });

  it('answers 404 to another teacher, a student not in it, and another school’s administrator', async () => {
    const otherTeacher = await newAccount(server, 'teacher');
    const otherStudent = await newAccount(server, 'student');
    const otherAdmin = await newAccount(server, 'teacher', { role: 'administrator', school: 'Cumhuriyet İlkokulu' });
    for (const caller of [otherTeacher, otherStudent, otherAdmin]) {
      const get = await as(server, caller).get(CLASSROOM_PATHS.class(ids.b5));
      expect(get.status).toBe(404);
      expect(get.body).toEqual(NOT_FOUND);
    }
    for (const caller of [otherTeacher, otherAdmin])
      expect((await as(server, caller).put(CLASSROOM_PATHS.class(ids.b5), { name: 'Ele geçirildi' })).status).toBe(404);
    expect((await as(server, teacher).get(CLASSROOM_PATHS.class(999999))).body).toEqual(NOT_FOUND);
    expect((await as(server, teacher).get('/api/classes/abc/')).status).toBe(404);
  });

  it('lets the teacher change it, and nobody else: the administrator’s view is read-only, as can_edit says', async () => {
    const created = await as(server, teacher).post<ClassResponse>(CLASSROOM_PATHS.classes, { name: 'Değişecek', subject: 'science', grade: '5' });
    const id = created.body.class.id;
    const renamed = await as(server, teacher).put<ClassResponse>(CLASSROOM_PATHS.class(id), { name: 'Değişti', description: 'Yeni açıklama' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.class).toMatchObject({ name: 'Değişti', description: 'Yeni açıklama', subject: 'science', can_edit: true });
    expect((await as(server, admin).get<ClassResponse>(CLASSROOM_PATHS.class(id))).body.class.can_edit).toBe(false);
    for (const change of [{ status: 'archived' }, { name: 'Yöneticinin adı' }]) {
      const refused = await as(server, admin).put<ClassResponse>(CLASSROOM_PATHS.class(id), change);
      expect(refused.status).toBe(403);
    }
    expect((await as(server, teacher).get<ClassResponse>(CLASSROOM_PATHS.class(id))).body.class).toMatchObject({ name: 'Değişti', status: 'active' });
    expect((await as(server, student).put(CLASSROOM_PATHS.class(ids.b5), { name: 'Bizim sınıf' })).status).toBe(403);
  });
});

describe('POST /api/classes/{id}/copy/', () => {
  it('copies the plan, and the active roster when asked, but no work', async () => {
    const reply = await as(server, teacher).post<ClassResponse>(CLASSROOM_PATHS.classCopy(ids.b5), {
      name: '6-B (yeni yıl)',
      include_students: true,
    });
    expect(reply.status).toBe(201);
    const copy = reply.body.class;
    expect(copy).toMatchObject({ name: '6-B (yeni yıl)', grade: '5', student_count: 12, assignment_count: 0 });
    expect(copy.lessons.map((lesson) => lesson.title)).toEqual(
      (await as(server, teacher).get<ClassResponse>(CLASSROOM_PATHS.class(ids.b5))).body.class.lessons.map((lesson) => lesson.title),
    );
    expect(copy.join_code).not.toBe('FEN5BX');
    const bare = await as(server, teacher).post<ClassResponse>(CLASSROOM_PATHS.classCopy(ids.b5), { name: 'Sadece plan' });
    expect(bare.body.class.student_count).toBe(0);
  });

  it('is the teacher’s own: the administrator may not (403), another teacher does not see it (404)', async () => {
    expect((await as(server, admin).post(CLASSROOM_PATHS.classCopy(ids.b5), { name: 'Kopya' })).status).toBe(403);
    const other = await newAccount(server, 'teacher');
    expect((await as(server, other).post(CLASSROOM_PATHS.classCopy(ids.b5), { name: 'Kopya' })).status).toBe(404);
  });
});

describe('POST /api/classes/join/', () => {
  it('adds a student by join code, in any case, once', async () => {
    const child = await newAccount(server, 'student', { first_name: 'Kaan', last_name: 'Uçar' });
    const first = await as(server, child).post<ClassResponse>(CLASSROOM_PATHS.classJoin, { join_code: 'fen6-ay' });
    expect(first.status).toBe(201);
    expect(first.body.class.name).toBe('6-A');
    const again = await as(server, child).post<ClassResponse>(CLASSROOM_PATHS.classJoin, { join_code: 'FEN6AY' });
    expect(again.status).toBe(200);
    expect(again.body.class.id).toBe(ids.a6);
    expect(server.count('enrolments', 'class_id = ? AND user_id = ?', ids.a6, child.id)).toBe(1);
    expect((await as(server, child).get(CLASSROOM_PATHS.class(ids.a6))).status).toBe(200);
  });

  it('never takes the line the teacher typed because the name matches: the joiner gets a line of their own', async () => {
    const child = await newAccount(server, 'student', { first_name: 'Su', last_name: 'KARACA' });
    const before = server.count('enrolments', 'class_id = ?', ids.a6);
    expect((await as(server, child).post(CLASSROOM_PATHS.classJoin, { join_code: 'FEN6AY' })).status).toBe(201);
    expect(server.count('enrolments', 'class_id = ?', ids.a6)).toBe(before + 1);
    expect(server.count('enrolments', "class_id = ? AND user_id = ? AND origin = 'joined' AND linked_at IS NOT NULL", ids.a6, child.id)).toBe(1);
    expect(server.count('enrolments', "class_id = ? AND first_name = 'Su' AND user_id IS NULL", ids.a6)).toBe(1);
  });

  it('asks an account that keeps trying wrong codes to wait (429), so codes cannot be guessed', async () => {
    const child = await newAccount(server, 'student');
    for (let attempt = 0; attempt < JOIN_MAX_FAILURES; attempt += 1) {
      expect((await as(server, child).post(CLASSROOM_PATHS.classJoin, { join_code: 'QQQQQQ' })).status).toBe(404);
    }
    const refused = await as(server, child).post(CLASSROOM_PATHS.classJoin, { join_code: 'FEN6AY' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await newAccount(server, 'student');
    expect((await as(server, other).post(CLASSROOM_PATHS.classJoin, { join_code: 'FEN6AY' })).status).toBe(201);
  });

  it('answers an unknown code with 404 and a Turkish message, and refuses other roles (403)', async () => {
    const child = await newAccount(server, 'student');
    const unknown = await as(server, child).post(CLASSROOM_PATHS.classJoin, { join_code: 'ZZZZZZ' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toContain('Bu kodla bir sınıf bulunamadı');
    expect((await as(server, child).post(CLASSROOM_PATHS.classJoin, { join_code: 'ABC' })).status).toBe(400);
    expect((await as(server, teacher).post(CLASSROOM_PATHS.classJoin, { join_code: 'FEN6AY' })).status).toBe(403);
    const tablet = await signIn(server, 'tablet6');
    expect((await as(server, tablet).post(CLASSROOM_PATHS.classJoin, { join_code: 'FEN6AY' })).status).toBe(403);
  });
});
