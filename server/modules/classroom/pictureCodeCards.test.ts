import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLASSROOM_LIMITS, CLASSROOM_PATHS, PICTURE_CODE_EMOJI, PICTURE_CODE_LIMITS, type StudentsResponse } from '../../../src/shared/api/classroom.ts';
import type { AuthResponse } from '../../../src/shared/api/contract.ts';
import type { TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { pictureCodeFor } from '../../seed/classroom.ts';
import { as, enrolmentOf, newAccount, seededClasses, signIn, startDemoSchool, type Caller } from './testKit.ts';

let server: TestServer;
let teacher: Caller;
let b5: number;
beforeEach(async () => {
  ({ server, teacher, b5 } = await startDemoSchool());
});
afterEach(() => server.close());

const WRONG = ['🚗', '🚗', '🚗', '🚗'];
const AHMET_NEW = ['🐻', '🍌', '⚽', '🐸'];
const AZRA_NEW = ['🌙', '🌙', '🐼', '🍎'];

const setCodes = (caller: Caller, classId: number, codes: { student_id: number; picture_code: readonly string[] }[], key?: string) =>
  as(server, caller).post<StudentsResponse>(CLASSROOM_PATHS.classPictureCodes(classId), { codes }, key);

const tabletSignIn = (tablet: Caller, enrolmentId: number, code: readonly string[]) =>
  as(server, tablet).post<AuthResponse>(CLASSROOM_PATHS.tabletSignIn, { enrolment_id: enrolmentId, picture_code: code });

describe('POST /api/classes/{id}/picture-codes/', () => {
  it('sets new codes for the chosen children, who then sign in with them on the tablet; the old codes stop working', async () => {
    const ahmet = enrolmentOf(server, b5, 'Ahmet').id;
    const azra = enrolmentOf(server, b5, 'Azra').id;
    const reply = await setCodes(teacher, b5, [
      { student_id: ahmet, picture_code: AHMET_NEW },
      { student_id: azra, picture_code: AZRA_NEW },
    ]);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('2 öğrencinin resim şifresi yenilendi.');
    expect(reply.body.students.map((student) => student.id).sort()).toEqual([ahmet, azra].sort());
    expect(reply.body.students.every((student) => student.has_picture_code)).toBe(true);

    const tablet = await signIn(server, 'tablet5');
    expect((await tabletSignIn(tablet, ahmet, pictureCodeFor(2))).status).toBe(400);
    expect((await tabletSignIn(tablet, ahmet, AHMET_NEW)).status).toBe(200);
    expect((await tabletSignIn(tablet, azra, AZRA_NEW)).status).toBe(200);
    // Children left out keep their codes.
    expect((await tabletSignIn(tablet, enrolmentOf(server, b5, 'Zeynep').id, pictureCodeFor(3))).status).toBe(200);
  });

  it('lifts the lock-out of each child it gives a code to', async () => {
    const ahmet = enrolmentOf(server, b5, 'Ahmet').id;
    const tablet = await signIn(server, 'tablet5');
    for (let attempt = 0; attempt < PICTURE_CODE_LIMITS.perChild; attempt += 1) await tabletSignIn(tablet, ahmet, WRONG);
    expect((await tabletSignIn(tablet, ahmet, pictureCodeFor(2))).status).toBe(429);

    const reply = await setCodes(teacher, b5, [{ student_id: ahmet, picture_code: AHMET_NEW }]);
    expect(reply.body.students[0]?.picture_sign_in).toEqual({ failures_today: 0, locked_until: null });
    expect((await tabletSignIn(tablet, ahmet, AHMET_NEW)).status).toBe(200);
  });

  it('keeps no code anywhere: a repeat with the same key replays the rows, and the stored answer holds no pictures', async () => {
    const ahmet = enrolmentOf(server, b5, 'Ahmet').id;
    const codes = [{ student_id: ahmet, picture_code: AHMET_NEW }];
    const first = await setCodes(teacher, b5, codes, 'kartlar-1');
    const again = await setCodes(teacher, b5, codes, 'kartlar-1');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const stored = server.db.prepare<[], { response_json: string }>('SELECT response_json FROM idempotency_keys').all();
    expect(stored.length).toBeGreaterThan(0);
    for (const { response_json } of stored) expect(PICTURE_CODE_EMOJI.some((emoji) => response_json.includes(emoji))).toBe(false);
    const hash = server.db.prepare<[number], { picture_code_hash: string }>('SELECT picture_code_hash FROM enrolments WHERE id = ?').get(ahmet);
    expect(hash?.picture_code_hash).toMatch(/^hmac\$/);
  });

  it('refuses what is not a bounded list of active children with valid codes, and then changes nothing', async () => {
    const ahmet = enrolmentOf(server, b5, 'Ahmet').id;
    const azra = enrolmentOf(server, b5, 'Azra').id;
    const refused = [
      {},
      { codes: 'hepsi' },
      { codes: [] },
      { codes: Array.from({ length: CLASSROOM_LIMITS.studentsPerClass + 1 }, () => ({ student_id: ahmet, picture_code: AHMET_NEW })) },
      { codes: [{ student_id: ahmet, picture_code: ['🐻', '🍌', '⚽'] }] },
      { codes: [{ student_id: ahmet, picture_code: [...AHMET_NEW, '🐱'] }] },
      { codes: [{ student_id: ahmet, picture_code: ['🐻', '🍌', '⚽', '🦄'] }] },
      { codes: [{ student_id: 'Ahmet', picture_code: AHMET_NEW }] },
      { codes: [{ student_id: 1.5, picture_code: AHMET_NEW }] },
      {
        codes: [
          { student_id: azra, picture_code: AZRA_NEW },
          { student_id: ahmet, picture_code: AHMET_NEW },
          { student_id: ahmet, picture_code: AZRA_NEW },
        ],
      },
    ];
    for (const body of refused) {
      const reply = await as(server, teacher).post(CLASSROOM_PATHS.classPictureCodes(b5), body);
      expect(reply.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(reply.body).toMatchObject({ success: false, error_code: expect.any(String) });
    }

    // A child who has left the class gets no card.
    const put = await as(server, teacher).put(CLASSROOM_PATHS.classStudent(b5, azra), { status: 'dropped' });
    expect(put.status).toBe(200);
    const left = await setCodes(teacher, b5, [
      { student_id: ahmet, picture_code: AHMET_NEW },
      { student_id: azra, picture_code: AZRA_NEW },
    ]);
    expect(left.status).toBe(400);
    expect(left.body).toMatchObject({ errors: { 'codes.1.student_id': ['Resim şifresi yalnızca sınıftaki etkin öğrencilere verilebilir.'] } });

    const tablet = await signIn(server, 'tablet5');
    expect((await tabletSignIn(tablet, ahmet, AHMET_NEW)).status).toBe(400);
    expect((await tabletSignIn(tablet, ahmet, pictureCodeFor(2))).status).toBe(200);
  });

  it('answers 404 for another teacher’s or another school’s ids, and 403 to the administrator, a student and a parent', async () => {
    const { a6 } = seededClasses(server);
    const ahmet = enrolmentOf(server, b5, 'Ahmet').id;
    const kerem = enrolmentOf(server, a6, 'Kerem').id;
    const codesFor = (id: number) => [{ student_id: id, picture_code: AHMET_NEW }];

    const stranger = await newAccount(server, 'teacher', { school: 'Atatürk Ortaokulu' });
    const otherSchool = await newAccount(server, 'teacher', { school: 'Cumhuriyet İlkokulu' });
    const otherAdmin = await newAccount(server, 'teacher', { role: 'administrator', school: 'Cumhuriyet İlkokulu' });
    for (const caller of [stranger, otherSchool, otherAdmin]) expect((await setCodes(caller, b5, codesFor(ahmet))).status).toBe(404);
    // The class's own teacher: a child of another class, or no such child, under this class; and a class that does not exist.
    expect((await setCodes(teacher, b5, [...codesFor(ahmet), ...codesFor(kerem)])).status).toBe(404);
    expect((await setCodes(teacher, b5, codesFor(999_999))).status).toBe(404);
    expect((await setCodes(teacher, 999_999, codesFor(ahmet))).status).toBe(404);
    // Another teacher's own class does not open 5-B's children either.
    const strangerClass = await as(server, stranger).post<{ class: { id: number } }>(CLASSROOM_PATHS.classes, {
      name: 'Kulüp',
      subject: 'science',
      grade: '5',
    });
    expect((await setCodes(stranger, strangerClass.body.class.id, codesFor(ahmet))).status).toBe(404);

    for (const who of ['admin', 'student', 'parent'] as const) expect((await setCodes(await signIn(server, who), b5, codesFor(ahmet))).status).toBe(403);
    expect((await as(server, undefined).post(CLASSROOM_PATHS.classPictureCodes(b5), { codes: codesFor(ahmet) })).status).toBe(401);

    // None of the refusals changed Ahmet's code.
    const tablet = await signIn(server, 'tablet5');
    expect((await tabletSignIn(tablet, ahmet, pictureCodeFor(2))).status).toBe(200);
  });
});
