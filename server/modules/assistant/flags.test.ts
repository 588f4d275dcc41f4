import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASSISTANT_LIMITS,
  ASSISTANT_PATHS,
  type AssistantFlagInput,
  type AssistantFlagResponse,
  type FlaggedQuestionsResponse,
} from '../../../src/shared/api/assistant.ts';
import { startTestServer, type TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { as, newAccount, seededClasses, signIn, type Caller } from '../classroom/testKit.ts';
import type { Answer } from '../progress/testKit.ts';
import { enrol, flagInput, flagRows, newClass, newSchool, setEnrolmentStatus, shareFlagged, type SchoolWorld } from './testKit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const post = (caller: Caller, body: unknown, key?: string) => as(server, caller).post<Answer<AssistantFlagResponse>>(ASSISTANT_PATHS.flags, body, key);
const list = (caller: Caller, classId?: number | string) =>
  as(server, caller).get<Answer<FlaggedQuestionsResponse>>(
    classId === undefined ? ASSISTANT_PATHS.flags : `${ASSISTANT_PATHS.flags}?classId=${encodeURIComponent(String(classId))}`,
  );
const idsListed = async (caller: Caller, classId?: number) => (await list(caller, classId)).body.flags.map((flag) => flag.id);

/** A school whose administrator turned the switch on. */
async function sharingSchool(): Promise<SchoolWorld> {
  const world = await newSchool(server);
  expect((await shareFlagged(server, world.admin, true)).status).toBe(200);
  return world;
}

describe('POST /api/assistant/flags/ while the school keeps nothing', () => {
  it('answers 202 { stored: false } and stores nothing: the switch is off by default', async () => {
    const world = await newSchool(server);
    const reply = await post(world.student, flagInput());
    expect(reply.status).toBe(202);
    expect(reply.body).toMatchObject({ success: true, stored: false });
    expect(flagRows(server, world.student.id)).toBe(0);
    // The seeded school has not turned it on either.
    expect((await post(await signIn(server, 'student'), flagInput())).status).toBe(202);
    expect(server.count('assistant_flags')).toBe(0);
  });

  it('stores nothing for a student outside any class', async () => {
    const loner = await newAccount(server, 'student');
    expect((await post(loner, flagInput())).body.stored).toBe(false);
    expect(flagRows(server, loner.id)).toBe(0);
  });
});

describe('POST /api/assistant/flags/ once the school lets teachers see flagged chats', () => {
  it('stores the flag and shows it to the class’s teacher and the school’s administrator', async () => {
    const world = await sharingSchool();
    const input = flagInput({ category: 'profanity', text: '  [isim] çok kötü biri  ' });
    const reply = await post(world.student, input);
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ success: true, stored: true });
    expect(flagRows(server, world.student.id)).toBe(1);

    const forTeacher = await list(world.teacher);
    expect(forTeacher.status).toBe(200);
    expect(forTeacher.body.flags).toEqual([
      {
        id: input.id,
        studentId: world.student.id,
        studentName: 'Can Öztürk',
        classId: world.classId,
        className: expect.stringMatching(/^Fen /),
        category: 'profanity',
        text: '[isim] çok kötü biri',
        at: input.at,
        receivedAt: expect.any(String),
      },
    ]);
    expect((await list(world.admin)).body.flags).toEqual(forTeacher.body.flags);
  });

  it('is one row for the same id sent twice, and replays the first answer for a repeated Idempotency-Key', async () => {
    const world = await sharingSchool();
    const input = flagInput();
    expect((await post(world.student, input)).status).toBe(201);
    const again = await post(world.student, { ...input, id: input.id.toUpperCase(), text: 'başka bir metin' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ stored: true });
    expect(flagRows(server, world.student.id)).toBe(1);

    const keyed = flagInput();
    const first = await post(world.student, keyed, keyed.id);
    const replay = await post(world.student, keyed, keyed.id);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(flagRows(server, world.student.id)).toBe(2);
    const reused = await post(world.student, flagInput(), keyed.id);
    expect(reused.status).toBe(422);
    expect(reused.body.error_code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('keeps a flag only for the student’s classes in schools that allow it, and never for a later class', async () => {
    const world = await sharingSchool();
    const closed = await newSchool(server);
    enrol(server, closed.classId, world.student);
    const input = flagInput();
    expect((await post(world.student, input)).status).toBe(201);
    expect(await idsListed(closed.teacher)).toEqual([]);
    expect(await idsListed(closed.admin)).toEqual([]);

    // A class the child joins afterwards, even in a school that allows it, does not see what was asked before.
    const later = await sharingSchool();
    enrol(server, later.classId, world.student);
    expect(await idsListed(later.teacher)).toEqual([]);
    expect(await idsListed(world.teacher)).toEqual([input.id]);
  });

  it('hides a flag once the student leaves the class', async () => {
    const world = await sharingSchool();
    const input = flagInput();
    await post(world.student, input);
    setEnrolmentStatus(server, world.classId, world.student, 'inactive');
    expect(await idsListed(world.teacher)).toEqual([]);
    setEnrolmentStatus(server, world.classId, world.student, 'active');
    expect(await idsListed(world.teacher)).toEqual([input.id]);
  });

  it('deletes the school’s stored flags when the administrator turns the switch off, and keeps nothing after', async () => {
    const world = await sharingSchool();
    await post(world.student, flagInput());
    expect(flagRows(server, world.student.id)).toBe(1);
    expect((await shareFlagged(server, world.admin, false)).status).toBe(200);
    expect(flagRows(server, world.student.id)).toBe(0);
    expect(await idsListed(world.teacher)).toEqual([]);
    expect((await post(world.student, flagInput())).status).toBe(202);
    expect(flagRows(server, world.student.id)).toBe(0);
  });

  it('takes a time from a clock running ahead as the time the flag arrived, and refuses one older than the bound', async () => {
    const world = await sharingSchool();
    const ahead = flagInput({ at: new Date(Date.now() + 60 * 60 * 1000).toISOString() });
    expect((await post(world.student, ahead)).status).toBe(201);
    const [listed] = (await list(world.teacher)).body.flags;
    expect(listed?.at).toBe(listed?.receivedAt);

    const old = flagInput({ at: new Date(Date.now() - (ASSISTANT_LIMITS.flagMaxAgeDays + 1) * 24 * 60 * 60 * 1000).toISOString() });
    const refused = await post(world.student, old);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ error_code: 'VALIDATION_ERROR', errors: { at: [expect.stringContaining('günden eski')] } });
    expect(flagRows(server, world.student.id)).toBe(1);
  });
});

describe('POST /api/assistant/flags/ bounds', () => {
  it('refuses every field out of bounds with 422 in the usual error shape, and stores nothing', async () => {
    const world = await sharingSchool();
    const cases: [Partial<Record<keyof AssistantFlagInput, unknown>>, keyof AssistantFlagInput][] = [
      [{ text: 'a'.repeat(ASSISTANT_LIMITS.flagTextMax + 1) }, 'text'],
      [{ text: '   ' }, 'text'],
      [{ text: undefined }, 'text'],
      [{ text: 'zil\u0007sesi' }, 'text'],
      [{ category: 'sadness' }, 'category'],
      [{ category: undefined }, 'category'],
      [{ id: 'not-a-uuid' }, 'id'],
      [{ id: undefined }, 'id'],
      [{ at: 'dün' }, 'at'],
      [{ at: undefined }, 'at'],
    ];
    for (const [changes, field] of cases) {
      const reply = await post(world.student, { ...flagInput(), ...changes });
      expect(reply.status, field).toBe(422);
      expect(reply.body.success).toBe(false);
      expect(Object.keys(reply.body.errors ?? {}), field).toEqual([field]);
    }
    expect((await post(world.student, [flagInput()])).status).toBe(422);
    expect(flagRows(server, world.student.id)).toBe(0);
    // Exactly the bound is fine, line breaks included.
    expect((await post(world.student, flagInput({ text: `${'a'.repeat(ASSISTANT_LIMITS.flagTextMax - 1)}\n` }))).status).toBe(201);
  });

  it(`stores at most ${ASSISTANT_LIMITS.flagsPerDay} flags a day per student, then answers 429 with Retry-After until midnight in Turkey`, async () => {
    const world = await sharingSchool();
    const first = flagInput();
    expect((await post(world.student, first)).status).toBe(201);
    for (let sent = 1; sent < ASSISTANT_LIMITS.flagsPerDay; sent += 1) expect((await post(world.student, flagInput())).status).toBe(201);
    const refused = await post(world.student, flagInput());
    expect(refused.status).toBe(429);
    expect(refused.body.error_code).toBe('RATE_LIMITED');
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(24 * 60 * 60);
    expect(flagRows(server, world.student.id)).toBe(ASSISTANT_LIMITS.flagsPerDay);
    // A resend of a stored flag is still answered as stored.
    expect((await post(world.student, first)).status).toBe(200);
    // A day later the cap starts again (the day's flags moved back rather than the clock on, which would end the session).
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
    server.db.prepare('UPDATE assistant_flags SET received_at = ? WHERE student_id = ?').run(yesterday, world.student.id);
    expect((await post(world.student, flagInput())).status).toBe(201);
  });
});

describe('who may post and list flags', () => {
  it('refuses teachers, parents and administrators a post with 403', async () => {
    const world = await sharingSchool();
    for (const caller of [world.teacher, world.admin, await signIn(server, 'parent')]) {
      const reply = await post(caller, flagInput());
      expect(reply.status).toBe(403);
      expect(reply.body).toMatchObject({ error_code: 'FORBIDDEN', message: expect.stringContaining('yalnızca öğrencilerin') });
    }
    expect(server.count('assistant_flags', 'student_id IN (?, ?)', world.teacher.id, world.admin.id)).toBe(0);
  });

  it('refuses students and parents the list with 403', async () => {
    const world = await sharingSchool();
    for (const caller of [world.student, await signIn(server, 'parent')]) {
      expect((await list(caller)).status).toBe(403);
      expect((await list(caller, world.classId)).status).toBe(403);
    }
  });

  it('lists a teacher’s own classes’ flags only, and an administrator their school’s', async () => {
    const world = await sharingSchool();
    const colleague = await newAccount(server, 'teacher', { school: world.school });
    const colleagueClass = await newClass(server, colleague, 'Fen Kulübü');
    const classmate = await newAccount(server, 'student', { school: world.school });
    enrol(server, colleagueClass, classmate, { first_name: 'Ada', last_name: 'Kaya' });
    const mine = flagInput();
    const theirs = flagInput();
    await post(world.student, mine);
    await post(classmate, theirs);

    expect(await idsListed(world.teacher)).toEqual([mine.id]);
    expect(await idsListed(colleague)).toEqual([theirs.id]);
    expect((await idsListed(world.admin)).sort()).toEqual([mine.id, theirs.id].sort());
    expect(await idsListed(world.admin, colleagueClass)).toEqual([theirs.id]);
    expect(await idsListed(world.teacher, world.classId)).toEqual([mine.id]);
    // Another school's staff see none of it.
    const other = await sharingSchool();
    expect(await idsListed(other.teacher)).toEqual([]);
    expect(await idsListed(other.admin)).toEqual([]);
  });

  it('answers 404 for a ?classId= that is not the caller’s: another teacher’s, another school’s, or no class', async () => {
    const world = await sharingSchool();
    await post(world.student, flagInput());
    const colleague = await newAccount(server, 'teacher', { school: world.school });
    const other = await sharingSchool();
    const { b5 } = seededClasses(server);
    for (const [caller, classId] of [
      [colleague, world.classId],
      [other.teacher, world.classId],
      [other.admin, world.classId],
      [world.teacher, other.classId],
      [world.admin, other.classId],
      [world.teacher, b5],
      [world.teacher, 999_999],
      [world.teacher, 'abc'],
    ] as const) {
      const reply = await list(caller, classId);
      expect(reply.status).toBe(404);
      expect(reply.body.error_code).toBe('NOT_FOUND');
    }
  });

  it('lists each flag once, even when the student is in two of the caller’s classes', async () => {
    const world = await sharingSchool();
    const second = await newClass(server, world.teacher, 'Bilim Atölyesi');
    enrol(server, second, world.student);
    const input = flagInput();
    await post(world.student, input);
    expect(await idsListed(world.teacher)).toEqual([input.id]);
    expect(await idsListed(world.admin)).toEqual([input.id]);
    expect(await idsListed(world.teacher, second)).toEqual([input.id]);
    expect((await list(world.teacher, second)).body.flags[0]?.classId).toBe(second);
  });
});
