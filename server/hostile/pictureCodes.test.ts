import { createSocket } from 'node:dgram';
import { request as httpRequest } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLASSROOM_PATHS, PICTURE_CODE_LIMITS, type ClassResponse, type StudentResponse } from '../../src/shared/api/classroom.ts';
import { API_PATHS, type AuthResponse, type RefreshResponse } from '../../src/shared/api/contract.ts';
import { startTestServer, type Reply, type TestServer } from '../../tests/fixtures/serverHarness.ts';
import { as, enrolmentOf, newAccount, nextSchoolDayStart, seededClasses, signIn, type Caller } from '../modules/classroom/testKit.ts';
import { DEMO_PICTURE_CODES } from '../seed/classroomContent.ts';
import { pictureCodeFor } from '../seed/classroom.ts';

// Hostile clients against picture codes (issue 42, hole 5): a signed-in class tablet going through
// every child of its grade, several tablets sharing out one class, guessing that resumes after each
// pause, and what a right guess opens.

const HOUR = 60 * 60;
const WRONG = ['🚗', '🚗', '🚗', '🚗'];
const { perTablet, perClass, perChild } = PICTURE_CODE_LIMITS;

let server: TestServer;
let b5: number;
beforeEach(async () => {
  server = await startTestServer();
  ({ b5 } = seededClasses(server));
});
afterEach(() => server.close());

const statuses = (replies: Reply<unknown>[]) => replies.map((reply) => reply.status);
const countOf = (replies: Reply<unknown>[], status: number) => statuses(replies).filter((each) => each === status).length;
const claimsOf = (token: string): { iat: number; exp: number } => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));

/** The server's clock, read off a token it just issued. */
async function serverNow(): Promise<number> {
  return claimsOf((await signIn(server, 'tablet5')).token).iat * 1000;
}

/** Moves the server's clock to `hour`:00 Istanbul time on the next school day, so pauses and sessions do not depend on when the test runs. */
async function moveToSchoolHour(hour: number): Promise<number> {
  const now = await serverNow();
  const target = nextSchoolDayStart(now) + (hour - PICTURE_CODE_LIMITS.schoolDayStartHour) * HOUR * 1000;
  server.advanceClock((target - now) / 1000);
  return target;
}

/** A tablet sign-in from another address (another building, or a child's home): the harness's fetch always comes from 127.0.0.1. */
function fromAddress(localAddress: string, tablet: Caller, body: unknown): Promise<Reply<{ message: string }>> {
  const url = new URL(CLASSROOM_PATHS.tabletSignIn, server.url);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), authorization: `Bearer ${tablet.token}` },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) if (typeof value === 'string') headers.set(name, value);
          resolve({ status: response.statusCode ?? 0, headers, body: JSON.parse(text) as { message: string } });
        });
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

const tryCode = (tablet: Caller, enrolmentId: number, code: readonly string[] = WRONG) =>
  as(server, tablet).post<AuthResponse>(CLASSROOM_PATHS.tabletSignIn, { enrolment_id: enrolmentId, picture_code: code });

const rosterIds = (classId: number): number[] =>
  server.db
    .prepare<[number], { id: number }>("SELECT id FROM enrolments WHERE class_id = ? AND status = 'active' ORDER BY id")
    .all(classId)
    .map((row) => row.id);

/** Two more 5th-grade classes of 5-B's school, 12 children each, with codes nobody here knows. */
function moreFifthGradeClasses(): number[] {
  const owner = server.db.prepare<[number], { teacher_id: number; school: string }>('SELECT teacher_id, school FROM classes WHERE id = ?').get(b5);
  if (!owner) throw new Error('5-B is missing');
  return ['5-C', '5-D'].map((name, index) => {
    const at = new Date().toISOString();
    const { lastInsertRowid } = server.db
      .prepare(
        `INSERT INTO classes (name, subject, grade, description, school, teacher_id, join_code, created_at, updated_at)
         VALUES (?, 'science', '5', '', ?, ?, ?, ?, ?)`,
      )
      .run(name, owner.school, owner.teacher_id, `ZZZZZ${index + 2}`, at, at);
    const classId = Number(lastInsertRowid);
    for (let child = 0; child < 12; child += 1) {
      server.db
        .prepare('INSERT INTO enrolments (class_id, first_name, last_name, picture_code_hash, joined_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(classId, `Çocuk${child}`, name, 'hmac$bilinmeyen$kod', at, at);
    }
    return classId;
  });
}

/** Another shared account of 5-B's school and grade: a second class tablet from the same address. */
async function secondTablet(): Promise<Caller> {
  const email = 'ataturk-oo-5-ogrenci-2@okul.etkilab.example';
  const first = server.db.prepare<[], { id: number }>("SELECT id FROM users WHERE email = 'ataturk-oo-5-ogrenci@okul.etkilab.example'").get();
  if (!first) throw new Error('The 5th grade tablet account is missing');
  const { lastInsertRowid } = server.db
    .prepare(
      `INSERT INTO users (email, password_hash, first_name, last_name, role, school, account_kind, date_joined, updated_at)
       SELECT ?, password_hash, first_name, last_name, role, school, account_kind, date_joined, updated_at FROM users WHERE id = ?`,
    )
    .run(email, first.id);
  server.db
    .prepare("INSERT INTO school_accounts (level_id, role_code, user_id) SELECT level_id, 'ogrenci-2', ? FROM school_accounts WHERE user_id = ?")
    .run(Number(lastInsertRowid), first.id);
  const { tokens, user } = await server.login(email, 'EtkiOkul2026');
  return { token: tokens.access, id: user.id ?? 0 };
}

/** Whether this machine can send from a second loopback address (Linux can; macOS has only 127.0.0.1 unless told). */
function canSendFrom(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createSocket('udp4');
    probe.once('error', () => {
      probe.close();
      resolve(false);
    });
    probe.bind(0, address, () => {
      probe.close();
      resolve(true);
    });
  });
}
const SECOND_LOOPBACK = '127.0.0.2';
const hasSecondLoopback = await canSendFrom(SECOND_LOOPBACK);

/** `total` wrong codes spread over the children in turn, sent all at once. */
const burst = (tablet: Caller, children: readonly number[], total: number) =>
  Promise.all(Array.from({ length: total }, (_, index) => tryCode(tablet, children[index % children.length] ?? 0)));

describe('a tablet going through its grade', () => {
  it('is stopped by the tablet’s budget in a parallel burst, though no child’s and no class’s budget ran out', async () => {
    const classes = [b5, ...moreFifthGradeClasses()];
    const children = classes.flatMap(rosterIds);
    expect(children).toHaveLength(36);
    const tablet = await signIn(server, 'tablet5');
    // 45 tries: at most 2 per child and 15 per class, but 45 on one tablet.
    const replies = await burst(tablet, children, perTablet + 15);
    expect(countOf(replies, 400)).toBe(perTablet);
    expect(countOf(replies, 429)).toBe(15);
    const refused = replies.find((reply) => reply.status === 429);
    expect(refused?.body.message).toMatch(/^Bu tablette çok fazla yanlış resimli şifre denendi\./);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(14 * 60);

    // The tablet is paused even for a right code.
    const elif = enrolmentOf(server, b5, 'Elif').id;
    expect((await tryCode(tablet, elif, DEMO_PICTURE_CODES.elif)).status).toBe(429);
  });

  it.skipIf(!hasSecondLoopback)('counts a tablet per address: the same school account elsewhere is another tablet', async () => {
    const tablet = await signIn(server, 'tablet5');
    const children = [b5, ...moreFifthGradeClasses()].flatMap(rosterIds);
    const replies = await burst(tablet, children, perTablet + 1);
    expect(countOf(replies, 429)).toBe(1);
    const elif = { enrolment_id: enrolmentOf(server, b5, 'Elif').id, picture_code: DEMO_PICTURE_CODES.elif };
    expect((await fromAddress(SECOND_LOOPBACK, tablet, elif)).status).toBe(200);
  });
});

describe('a class shared out over two tablets', () => {
  it('meets the class’s budget however the tries are split', async () => {
    const children = rosterIds(b5);
    const tablet = await signIn(server, 'tablet5');
    const other = await secondTablet();
    const replies = (await Promise.all([burst(tablet, children, 12), burst(other, children, 13)])).flat();
    expect(replies).toHaveLength(25);
    expect(countOf(replies, 400)).toBe(perClass);
    expect(countOf(replies, 429)).toBe(5);
    expect(replies.find((reply) => reply.status === 429)?.body.message).toMatch(/^Bu sınıfta çok fazla yanlış resimli şifre denendi\./);
    // Every child of the class waits, from any tablet, and the teacher sees them paused.
    expect((await tryCode(tablet, enrolmentOf(server, b5, 'Zeynep').id, pictureCodeFor(3))).status).toBe(429);
    const teacher = await signIn(server, 'teacher');
    const roster = (await as(server, teacher).get<ClassResponse>(CLASSROOM_PATHS.class(b5))).body.class.students;
    expect(roster.every((student) => student.picture_sign_in?.locked_until)).toBe(true);
  });
});

describe('guessing that resumes after each pause', () => {
  it('meets a longer pause each time, and the third lasts until the next school day', async () => {
    await moveToSchoolHour(9);
    const children = rosterIds(b5);
    const waits: number[] = [];
    for (const pause of [15 * 60, HOUR]) {
      const tablet = await signIn(server, 'tablet5');
      const replies = await burst(tablet, children, perClass + 1);
      expect(countOf(replies, 400)).toBe(perClass);
      waits.push(Number(replies.find((reply) => reply.status === 429)?.headers.get('retry-after')));
      server.advanceClock(pause + 1);
    }
    expect(waits[0]).toBeLessThanOrEqual(15 * 60);
    expect(waits[0]).toBeGreaterThan(14 * 60);
    expect(waits[1]).toBeGreaterThan(59 * 60);
    expect(waits[1]).toBeLessThanOrEqual(HOUR);

    const tablet = await signIn(server, 'tablet5');
    const third = await burst(tablet, children, perClass + 1);
    const refused = third.find((reply) => reply.status === 429);
    const now = await serverNow();
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThanOrEqual((nextSchoolDayStart(now) - now) / 1000 - 5);
    expect(refused?.body.message).toContain("Resimli giriş sabah 07.00'de yeniden açılacak; öğretmenin Öğrenciler sayfasından şimdi de açabilir.");

    // The next school day begins with the first step again.
    server.advanceClock((nextSchoolDayStart(now) - now) / 1000 + 1);
    const fresh = await burst(await signIn(server, 'tablet5'), children, perClass + 1);
    expect(Number(fresh.find((reply) => reply.status === 429)?.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
  });

  it('one child’s code: five tries, then 15 minutes, five more, then an hour, five more, then until the teacher unlocks', async () => {
    await moveToSchoolHour(9);
    const ahmet = enrolmentOf(server, b5, 'Ahmet').id;
    const waits: number[] = [];
    for (const pause of [15 * 60, HOUR, 0]) {
      const tablet = await signIn(server, 'tablet5');
      const replies = await Promise.all(Array.from({ length: perChild + 1 }, () => tryCode(tablet, ahmet)));
      expect(countOf(replies, 400)).toBe(perChild);
      waits.push(Number(replies.find((reply) => reply.status === 429)?.headers.get('retry-after')));
      server.advanceClock(pause + 1);
    }
    expect(waits[0]).toBeLessThanOrEqual(15 * 60);
    expect(waits[1]).toBeGreaterThan(15 * 60);
    expect(waits[2]).toBeGreaterThan(10 * HOUR);
  });
});

describe('the teacher sees the failures and unlocks', () => {
  it('shows each child’s wrong codes today and the lock-out, and lifts it', async () => {
    const tablet = await signIn(server, 'tablet5');
    const teacher = await signIn(server, 'teacher');
    const ahmet = enrolmentOf(server, b5, 'Ahmet').id;
    const ahmetRow = async () =>
      (await as(server, teacher).get<ClassResponse>(CLASSROOM_PATHS.class(b5))).body.class.students.find((student) => student.id === ahmet);

    await Promise.all([tryCode(tablet, ahmet), tryCode(tablet, ahmet), tryCode(tablet, ahmet)]);
    expect((await ahmetRow())?.picture_sign_in).toEqual({ failures_today: 3, locked_until: null });
    await Promise.all([tryCode(tablet, ahmet), tryCode(tablet, ahmet)]);
    expect((await ahmetRow())?.picture_sign_in).toEqual({ failures_today: 5, locked_until: expect.any(String) });
    expect((await tryCode(tablet, ahmet, pictureCodeFor(2))).status).toBe(429);

    const unlocked = await as(server, teacher).post<StudentResponse>(CLASSROOM_PATHS.studentUnlock(b5, ahmet), {});
    expect(unlocked.status).toBe(200);
    expect(unlocked.body.student.picture_sign_in).toEqual({ failures_today: 0, locked_until: null });
    expect((await tryCode(tablet, ahmet, pictureCodeFor(2))).status).toBe(200);

    // Setting a new code unlocks too.
    await Promise.all(Array.from({ length: perChild }, () => tryCode(tablet, ahmet)));
    expect((await ahmetRow())?.picture_sign_in?.locked_until).toEqual(expect.any(String));
    const fresh = ['🐻', '🍌', '⚽', '🐸'];
    expect((await as(server, teacher).put(CLASSROOM_PATHS.classStudent(b5, ahmet), { picture_code: fresh })).status).toBe(200);
    expect((await tryCode(tablet, ahmet, fresh)).status).toBe(200);

    // The child (and anyone not the class's staff) never sees the count.
    const student = await signIn(server, 'student');
    const own = (await as(server, student).get<ClassResponse>(CLASSROOM_PATHS.class(b5))).body.class.students;
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((row) => row.picture_sign_in === undefined)).toBe(true);
  });

  it('unlocking answers 404 for another teacher’s or another school’s ids, and 403 to the administrator, a student and a parent', async () => {
    const { a6 } = seededClasses(server);
    const ahmet = enrolmentOf(server, b5, 'Ahmet').id;
    const kerem = enrolmentOf(server, a6, 'Kerem').id;
    const teacher = await signIn(server, 'teacher');
    const unlock = (caller: Caller, classId: number, enrolmentId: number) => as(server, caller).post(CLASSROOM_PATHS.studentUnlock(classId, enrolmentId), {});

    const stranger = await newAccount(server, 'teacher', { school: 'Atatürk Ortaokulu' });
    const otherSchool = await newAccount(server, 'teacher', { school: 'Cumhuriyet İlkokulu' });
    const otherAdmin = await newAccount(server, 'teacher', { role: 'administrator', school: 'Cumhuriyet İlkokulu' });
    for (const caller of [stranger, otherSchool, otherAdmin]) expect((await unlock(caller, b5, ahmet)).status).toBe(404);
    // The class's own teacher: a child of another class, or no such child, under this class.
    expect((await unlock(teacher, b5, kerem)).status).toBe(404);
    expect((await unlock(teacher, b5, 999_999)).status).toBe(404);
    // Another teacher's own class does not open 5-B's children either.
    const strangerClass = await as(server, stranger).post<ClassResponse>(CLASSROOM_PATHS.classes, { name: 'Kulüp', subject: 'science', grade: '5' });
    expect((await unlock(stranger, strangerClass.body.class.id, ahmet)).status).toBe(404);

    for (const who of ['admin', 'student', 'parent'] as const) {
      const reply = await unlock(await signIn(server, who), b5, ahmet);
      expect(reply.status).toBe(403);
    }
    expect((await unlock(teacher, b5, ahmet)).status).toBe(200);
  });
});

describe('what a right guess opens', () => {
  it('a session that ends with the school day, cannot be refreshed past it, and cannot change the account', async () => {
    const tenOClock = await moveToSchoolHour(10);
    const tablet = await signIn(server, 'tablet5');
    const elif = enrolmentOf(server, b5, 'Elif').id;
    const signedIn = await tryCode(tablet, elif, DEMO_PICTURE_CODES.elif);
    expect(signedIn.status).toBe(200);
    const { access, refresh } = signedIn.body.tokens;
    const schoolDayEnd = tenOClock + (PICTURE_CODE_LIMITS.schoolDayEndHour - 10) * HOUR * 1000;

    // Elif's personal account: a password sign-in would get 14 days; this one is marked for the tablet and ends at 18:00.
    const family = server.db
      .prepare<[number], { expires_at: number; tablet_until: number | null }>('SELECT expires_at, tablet_until FROM refresh_tokens WHERE user_id = ?')
      .all(signedIn.body.user.id ?? 0);
    expect(family).toEqual([{ expires_at: schoolDayEnd, tablet_until: schoolDayEnd }]);

    // Nothing of the account changes from the tablet.
    const changes = [
      { current_password: 'Ogrenci123', new_password: 'Baskasi123', new_password_confirm: 'Baskasi123' },
      { email: 'yeni.adres@ornek.example', current_password: 'Ogrenci123' },
    ];
    for (const body of changes) {
      const refused = await server.request('PUT', API_PATHS.profileUpdate, { body, token: access });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toContain('Sınıf tabletinde');
    }

    // Refreshed through the day: each new pair still ends at 18:00.
    server.advanceClock(7 * HOUR + 50 * 60);
    const late = await server.post<RefreshResponse>(API_PATHS.refresh, { refresh });
    expect(late.status).toBe(200);
    expect(claimsOf(late.body.access).exp * 1000).toBeLessThanOrEqual(schoolDayEnd);
    expect((await server.get(API_PATHS.profile, { token: late.body.access })).status).toBe(200);

    server.advanceClock(10 * 60 + 1);
    expect((await server.get(API_PATHS.profile, { token: late.body.access })).status).toBe(401);
    expect((await server.post(API_PATHS.refresh, { refresh: late.body.refresh })).status).toBe(401);

    // Elif's own password sign-in is an ordinary session.
    const own = await server.login('ogrenci@etkilab.example', 'Ogrenci123');
    const renamed = await server.request('PUT', API_PATHS.profileUpdate, { body: { first_name: 'Elif' }, token: own.tokens.access });
    expect(renamed.status).toBe(200);
  });
});
