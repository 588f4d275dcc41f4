import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSROOM_PATHS, type ClassResponse, type StudentResponse, type StudentsResponse } from '../../../src/shared/api/classroom.ts';
import { startTestServer, type TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { as, enrolmentOf, newAccount, seededClasses, signIn, type Caller } from './testKit.ts';

let server: TestServer;
let teacher: Caller;
let classId: number;
beforeAll(async () => {
  server = await startTestServer();
  teacher = await signIn(server, 'teacher');
  const created = await as(server, teacher).post<ClassResponse>(CLASSROOM_PATHS.classes, { name: 'Liste Sınıfı', subject: 'science', grade: '5' });
  classId = created.body.class.id;
});
afterAll(() => server.close());

describe('POST /api/classes/{id}/students/', () => {
  it('adds a student to the list', async () => {
    const reply = await as(server, teacher).post<StudentResponse>(CLASSROOM_PATHS.classStudents(classId), {
      first_name: 'Arda',
      last_name: 'Güler',
      number: ' 305 ',
    });
    expect(reply.status).toBe(201);
    expect(reply.body.student).toMatchObject({
      first_name: 'Arda',
      last_name: 'Güler',
      full_name: 'Arda Güler',
      number: '305',
      status: 'active',
      has_account: false,
      has_picture_code: false,
      progress: 0,
    });
  });

  it('refuses a number another student has, and one that is not digits', async () => {
    const taken = await as(server, teacher).post(CLASSROOM_PATHS.classStudents(classId), { first_name: 'Mert', last_name: 'Ak', number: '305' });
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual({ number: ['Bu okul numarası sınıfta başka bir öğrencide var.'] });
    const letters = await as(server, teacher).post(CLASSROOM_PATHS.classStudents(classId), { first_name: 'Mert', last_name: 'Ak', number: '12a' });
    expect(letters.body.errors).toEqual({ number: ['Okul numarası en fazla 6 rakamdan oluşur.'] });
  });
});

describe('POST /api/classes/{id}/students/bulk/', () => {
  it('adds a pasted list all at once', async () => {
    const students = [
      { first_name: 'Beren', last_name: 'Saç', number: '401' },
      { first_name: 'Cem', last_name: 'Yurt', number: '402' },
      { first_name: 'Dila', last_name: 'Tuna', number: null },
    ];
    const reply = await as(server, teacher).post<StudentsResponse>(CLASSROOM_PATHS.classStudentsBulk(classId), { students });
    expect(reply.status).toBe(201);
    expect(reply.body.students.map((student) => student.full_name)).toEqual(['Beren Saç', 'Cem Yurt', 'Dila Tuna']);
  });

  it('adds nothing when one line is wrong, and names the line', async () => {
    const before = server.count('enrolments', 'class_id = ?', classId);
    const reply = await as(server, teacher).post(CLASSROOM_PATHS.classStudentsBulk(classId), {
      students: [
        { first_name: 'Ege', last_name: 'Bal' },
        { first_name: 'Fırat', last_name: 'Su', number: '401' },
        { first_name: 'Gizem', last_name: 'Kar' },
        { first_name: 'Hande', last_name: '' },
      ],
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual({ 'students.3.last_name': ['Soyad zorunludur.'] });
    const duplicate = await as(server, teacher).post(CLASSROOM_PATHS.classStudentsBulk(classId), {
      students: [
        { first_name: 'Ege', last_name: 'Bal', number: '500' },
        { first_name: 'Fırat', last_name: 'Su', number: '401' },
        { first_name: 'Gizem', last_name: 'Kar', number: '500' },
      ],
    });
    expect(duplicate.body.errors).toEqual({
      'students.1.number': ['Bu okul numarası sınıfta başka bir öğrencide var.'],
      'students.2.number': ['Bu okul numarası sınıfta başka bir öğrencide var.'],
    });
    expect(server.count('enrolments', 'class_id = ?', classId)).toBe(before);
  });

  it('keeps a class within 60 active students', async () => {
    const students = Array.from({ length: 60 }, (_, index) => ({ first_name: 'Öğrenci', last_name: `No${index}` }));
    const reply = await as(server, teacher).post(CLASSROOM_PATHS.classStudentsBulk(classId), { students });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual({ students: ['Bir sınıfta en fazla 60 etkin öğrenci olabilir.'] });
    const tooMany = await as(server, teacher).post(CLASSROOM_PATHS.classStudentsBulk(classId), { students: [...students, ...students] });
    expect(tooMany.body.errors).toEqual({ students: ['Bir listede en fazla 60 öğrenci olabilir.'] });
  });
});

describe('PUT /api/classes/{id}/students/{enrolmentId}/', () => {
  it('changes names, number and status, and keeps only a hash of the picture code', async () => {
    const { id } = enrolmentOf(server, classId, 'Arda');
    const reply = await as(server, teacher).put<StudentResponse>(CLASSROOM_PATHS.classStudent(classId, id), {
      first_name: 'Arda Can',
      number: '306',
      status: 'inactive',
      picture_code: ['🐻', '🐼', '🍎', '🍎'],
    });
    expect(reply.status).toBe(200);
    expect(reply.body.student).toMatchObject({
      first_name: 'Arda Can',
      last_name: 'Güler',
      number: '306',
      status: 'inactive',
      has_picture_code: true,
    });
    const stored = server.db.prepare<[number], { picture_code_hash: string }>('SELECT picture_code_hash FROM enrolments WHERE id = ?').get(id);
    expect(stored?.picture_code_hash).toMatch(/^hmac\$/);
    expect(stored?.picture_code_hash).not.toContain('🐻');
    const cleared = await as(server, teacher).put<StudentResponse>(CLASSROOM_PATHS.classStudent(classId, id), { picture_code: null, number: null });
    expect(cleared.body.student).toMatchObject({ has_picture_code: false, number: null });
  });

  it('refuses a picture code that is not four pictures of the list', async () => {
    const { id } = enrolmentOf(server, classId, 'Cem');
    for (const picture_code of [
      ['🐻', '🐼', '🍎'],
      ['🐻', '🐼', '🍎', 'X'],
    ]) {
      const reply = await as(server, teacher).put(CLASSROOM_PATHS.classStudent(classId, id), { picture_code });
      expect(reply.status).toBe(400);
      expect(Object.values(reply.body.errors ?? {}).flat()).toContain('Resimli şifre listedeki resimlerden 4 tane olmalıdır.');
    }
  });

  it('answers 404 for an enrolment of another class', async () => {
    const { b5 } = seededClasses(server);
    const elif = enrolmentOf(server, b5, 'Elif');
    expect((await as(server, teacher).put(CLASSROOM_PATHS.classStudent(classId, elif.id), { first_name: 'Başka' })).status).toBe(404);
  });
});

describe('a teacher corrects a line’s name and number', () => {
  const errorsOf = (body: { errors?: Record<string, string[]> }) => Object.values(body.errors ?? {}).flat();

  it('stores the corrected name and number, and refuses what is out of bounds in Turkish, changing nothing', async () => {
    const added = await as(server, teacher).post<StudentsResponse>(CLASSROOM_PATHS.classStudentsBulk(classId), {
      students: [
        { first_name: 'Zyenep', last_name: 'Oral', number: '71' },
        { first_name: 'Yusuf', last_name: 'Tan', number: '72' },
      ],
    });
    const [zeynep, yusuf] = added.body.students;
    if (!zeynep || !yusuf) throw new Error('The two lines were not added.');
    const path = CLASSROOM_PATHS.classStudent(classId, zeynep.id);
    const refusals = [
      [{ first_name: '  ' }, 'Ad zorunludur.'],
      [{ last_name: 'ş'.repeat(51) }, 'Soyad en fazla 50 karakter olabilir.'],
      [{ number: '1234567' }, 'Okul numarası en fazla 6 rakamdan oluşur.'],
      [{ number: '7a' }, 'Okul numarası en fazla 6 rakamdan oluşur.'],
      [{ number: '72' }, 'Bu okul numarası sınıfta başka bir öğrencide var.'],
    ] as const;
    for (const [body, message] of refusals) {
      const reply = await as(server, teacher).put<{ errors?: Record<string, string[]> }>(path, body);
      expect(reply.status).toBe(400);
      expect(errorsOf(reply.body)).toContain(message);
    }
    const unchanged = (await as(server, teacher).get<ClassResponse>(CLASSROOM_PATHS.class(classId))).body.class.students.find((row) => row.id === zeynep.id);
    expect(unchanged).toMatchObject({ first_name: 'Zyenep', last_name: 'Oral', number: '71' });
    const corrected = await as(server, teacher).put<StudentResponse>(path, { first_name: ' Zeynep ', last_name: 'Oral', number: '73' });
    expect(corrected.status).toBe(200);
    expect(corrected.body.student).toMatchObject({ first_name: 'Zeynep', full_name: 'Zeynep Oral', number: '73', status: 'active' });
  });

  it('answers 404 to a teacher who sends another teacher’s line through her own class', async () => {
    const other = await newAccount(server, 'teacher');
    const own = await as(server, other).post<ClassResponse>(CLASSROOM_PATHS.classes, { name: 'Başka Sınıf', subject: 'science', grade: '6' });
    const line = enrolmentOf(server, classId, 'Zeynep');
    const reply = await as(server, other).put(CLASSROOM_PATHS.classStudent(own.body.class.id, line.id), { first_name: 'Ele geçirildi' });
    expect(reply.status).toBe(404);
    expect((await as(server, other).put(CLASSROOM_PATHS.classStudent(classId, line.id), { first_name: 'Ele geçirildi' })).status).toBe(404);
    const stored = server.db.prepare<[number], { first_name: string }>('SELECT first_name FROM enrolments WHERE id = ?').get(line.id);
    expect(stored?.first_name).toBe('Zeynep');
  });
});

describe('who may change a list', () => {
  it('answers 404 to another teacher and 403 to the administrator, a student and a parent', async () => {
    const { b5 } = seededClasses(server);
    const elif = enrolmentOf(server, b5, 'Elif');
    const other = await newAccount(server, 'teacher');
    const paths = [
      ['POST', CLASSROOM_PATHS.classStudents(b5), { first_name: 'Sahte', last_name: 'Öğrenci' }],
      ['POST', CLASSROOM_PATHS.classStudentsBulk(b5), { students: [{ first_name: 'Sahte', last_name: 'Öğrenci' }] }],
      ['PUT', CLASSROOM_PATHS.classStudent(b5, elif.id), { first_name: 'Sahte' }],
      ['PUT', CLASSROOM_PATHS.classLessons(b5), { lessons: [] }],
    ] as const;
    for (const [method, path, body] of paths) {
      expect((await server.request(method, path, { body, token: other.token })).status).toBe(404);
      for (const who of ['admin', 'student', 'parent'] as const) {
        const caller = await signIn(server, who);
        expect((await server.request(method, path, { body, token: caller.token })).status).toBe(403);
      }
    }
  });
});

describe('PUT /api/classes/{id}/lessons/', () => {
  it('replaces the plan in the order sent', async () => {
    const lessons = [
      { title: 'Gölgeler', content: { kind: 'experiment', ref: 'shadow-size', part: 'procedure' }, planned_for: '2026-03-10' },
      { title: 'Kronometre', content: { kind: 'tool', ref: 'stopwatch', part: 'review' } },
      { title: 'Serbest çalışma', content: { kind: 'free', ref: 'ignored' } },
    ];
    const reply = await as(server, teacher).put<{ lessons: unknown[] }>(CLASSROOM_PATHS.classLessons(classId), { lessons });
    expect(reply.status).toBe(200);
    expect(reply.body.lessons).toEqual([
      {
        id: expect.any(Number),
        position: 1,
        title: 'Gölgeler',
        content: { kind: 'experiment', ref: 'shadow-size', part: 'procedure' },
        planned_for: '2026-03-10',
      },
      { id: expect.any(Number), position: 2, title: 'Kronometre', content: { kind: 'tool', ref: 'stopwatch' }, planned_for: null },
      { id: expect.any(Number), position: 3, title: 'Serbest çalışma', content: { kind: 'free', ref: null }, planned_for: null },
    ]);
    const shorter = await as(server, teacher).put<{ lessons: unknown[] }>(CLASSROOM_PATHS.classLessons(classId), { lessons: lessons.slice(0, 1) });
    expect(shorter.body.lessons).toHaveLength(1);
  });

  it('refuses a lesson without content, a bad day, and too many lessons', async () => {
    const noRef = await as(server, teacher).put(CLASSROOM_PATHS.classLessons(classId), {
      lessons: [{ title: 'Deney', content: { kind: 'experiment' } }],
    });
    expect(noRef.body.errors).toEqual({ 'lessons.0.content.ref': ['Bir deney ya da araç seçin.'] });
    const badDay = await as(server, teacher).put(CLASSROOM_PATHS.classLessons(classId), {
      lessons: [{ title: 'Deney', content: { kind: 'free' }, planned_for: '2026-02-30' }],
    });
    expect(Object.keys(badDay.body.errors ?? {})).toEqual(['lessons.0.planned_for']);
    const many = Array.from({ length: 81 }, () => ({ title: 'Ders', content: { kind: 'free' } }));
    expect((await as(server, teacher).put(CLASSROOM_PATHS.classLessons(classId), { lessons: many })).status).toBe(400);
  });
});
