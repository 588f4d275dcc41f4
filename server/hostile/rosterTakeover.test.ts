import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSROOM_PATHS, type ClaimCodeResponse, type ClassJoinPreviewResponse, type ClassResponse } from '../../src/shared/api/classroom.ts';
import type { AuthResponse } from '../../src/shared/api/contract.ts';
import { startTestServer, type Reply, type TestServer } from '../../tests/fixtures/serverHarness.ts';
import {
  as,
  CLAIM_MAX_FAILURES,
  enrolmentOf,
  JOIN_MAX_FAILURES,
  JOIN_MAX_FAILURES_PER_ADDRESS,
  newAccount,
  seededClasses,
  signIn,
  type Caller,
} from '../modules/classroom/testKit.ts';
import { CLASS_5B } from '../seed/classroomContent.ts';
import { pictureCodeFor } from '../seed/classroom.ts';

// Hostile clients against a child's place in a class (issue 42, hole 1 and the join-code bullet of 7):
// a classmate's name is no proof, claim codes cannot be guessed in a burst, and free accounts do not
// multiply the join-code tries of one address.

const place = (firstName: string) => CLASS_5B.students.findIndex((child) => child.first_name === firstName);
const statuses = (replies: Reply<unknown>[]) => replies.map((reply) => reply.status);
const countOf = (replies: Reply<unknown>[], status: number) => statuses(replies).filter((each) => each === status).length;

describe('a classmate’s name takes nobody’s line', () => {
  let server: TestServer;
  let teacher: Caller;
  let b5: number;
  beforeAll(async () => {
    server = await startTestServer();
    teacher = await signIn(server, 'teacher');
    ({ b5 } = seededClasses(server));
  });
  afterAll(() => server.close());

  const tabletSignIn = async (enrolmentId: number, firstName: string) =>
    as(server, await signIn(server, 'tablet5')).post<AuthResponse>(CLASSROOM_PATHS.tabletSignIn, {
      enrolment_id: enrolmentId,
      picture_code: pictureCodeFor(place(firstName)),
    });

  it('registering with Emir Koç’s exact name and joining with the board’s code gives a new line; Emir’s line, attendance and picture code stay his', async () => {
    const emir = enrolmentOf(server, b5, 'Emir');
    expect(emir.user_id).toBeNull();
    const before = server.count('enrolments', 'class_id = ?', b5);
    const impostor = await newAccount(server, 'student', { first_name: 'Emir', last_name: 'Koç', school: 'Atatürk Ortaokulu' });

    const joined = await as(server, impostor).post<ClassResponse>(CLASSROOM_PATHS.classJoin, { join_code: CLASS_5B.join_code });
    expect(joined.status).toBe(201);
    expect(server.count('enrolments', 'class_id = ?', b5)).toBe(before + 1);
    expect(enrolmentOf(server, b5, 'Emir').user_id).toBeNull();
    // The impostor sees one line, its own, with no attendance history.
    expect(joined.body.class.students).toHaveLength(1);
    expect(joined.body.class.students[0]).toMatchObject({ user_id: impostor.id, origin: 'joined', attendance_rate: null });
    expect(joined.body.class.students[0]?.id).not.toBe(emir.id);

    // The teacher sees two Emirs: the typed one, and one that came by the code, with when.
    const roster = (await as(server, teacher).get<ClassResponse>(CLASSROOM_PATHS.class(b5))).body.class.students;
    const emirs = roster.filter((student) => student.full_name === 'Emir Koç');
    expect(emirs.map((student) => student.origin).sort()).toEqual(['joined', 'teacher']);
    expect(emirs.find((student) => student.origin === 'teacher')).toMatchObject({ email: null, has_account: false });
    expect(emirs.find((student) => student.origin === 'joined')?.linked_at).toEqual(expect.any(String));

    // The real Emir’s picture code on the class tablet opens an account that is not the impostor’s.
    const tablet = await tabletSignIn(emir.id, 'Emir');
    expect(tablet.status).toBe(200);
    expect(tablet.body.user.id).not.toBe(impostor.id);
    expect(tablet.body.user.account_kind).toBe('roster');
  });

  it('a wrong claim code sent with the name is refused, and the line is still nobody’s', async () => {
    const impostor = await newAccount(server, 'student', { first_name: 'Defne', last_name: 'Öztürk' });
    const reply = await as(server, impostor).post(CLASSROOM_PATHS.classJoin, { join_code: CLASS_5B.join_code, claim_code: 'ABCD-2345' });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('sahiplenme kodu geçerli değil');
    expect(enrolmentOf(server, b5, 'Defne').user_id).toBeNull();
    expect(server.count('enrolments', 'class_id = ? AND user_id = ?', b5, impostor.id)).toBe(0);
  });

  it('a burst of wrong claim codes from one account meets 429 after the limit, and then the right code waits too', async () => {
    const line = enrolmentOf(server, b5, 'Nehir');
    const issued = await as(server, teacher).post<ClaimCodeResponse>(CLASSROOM_PATHS.claimCode(b5, line.id), {});
    expect(issued.status).toBe(201);
    const guesser = await newAccount(server, 'student');
    const wrong = [
      'AAAA-AAAA',
      'BBBB-BBBB',
      'CCCC-CCCC',
      'DDDD-DDDD',
      'EEEE-EEEE',
      'FFFF-FFFF',
      'GGGG-GGGG',
      'HHHH-HHHH',
      'JJJJ-JJJJ',
      'KKKK-KKKK',
      'MMMM-MMMM',
      'NNNN-NNNN',
    ];
    const replies = await Promise.all(
      wrong.map((claim_code) => as(server, guesser).post(CLASSROOM_PATHS.classJoin, { join_code: CLASS_5B.join_code, claim_code })),
    );
    expect(countOf(replies, 400)).toBe(CLAIM_MAX_FAILURES);
    expect(countOf(replies, 429)).toBe(wrong.length - CLAIM_MAX_FAILURES);
    const right = await as(server, guesser).post(CLASSROOM_PATHS.classJoin, { join_code: CLASS_5B.join_code, claim_code: issued.body.code });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(enrolmentOf(server, b5, 'Nehir').user_id).toBeNull();
  });

  it('the claim code the teacher gave Ömer lets his own account take his line, once; then his picture code opens his account', async () => {
    const line = enrolmentOf(server, b5, 'Ömer');
    const issued = await as(server, teacher).post<ClaimCodeResponse>(CLASSROOM_PATHS.claimCode(b5, line.id), {});
    const omer = await newAccount(server, 'student', { first_name: 'Ömer Faruk', last_name: 'Kurt' });
    const joined = await as(server, omer).post<ClassResponse>(CLASSROOM_PATHS.classJoin, {
      join_code: CLASS_5B.join_code,
      claim_code: issued.body.code.toLocaleLowerCase('tr'),
    });
    expect(joined.status).toBe(201);
    expect(joined.body.class.students).toEqual([expect.objectContaining({ id: line.id, user_id: omer.id, origin: 'claimed' })]);
    // His line's attendance history is his now.
    expect(joined.body.class.students[0]?.attendance_rate).not.toBeNull();
    expect((await tabletSignIn(line.id, 'Ömer')).body.user.id).toBe(omer.id);

    const someoneElse = await newAccount(server, 'student');
    const spent = await as(server, someoneElse).post(CLASSROOM_PATHS.classJoin, { join_code: CLASS_5B.join_code, claim_code: issued.body.code });
    expect(spent.status).toBe(400);
    expect(enrolmentOf(server, b5, 'Ömer').user_id).toBe(omer.id);
  });
});

describe('join codes from one address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('many fresh accounts guessing in parallel meet the per-address limit, previews counted alike', async () => {
    const accounts = await Promise.all(Array.from({ length: 5 }, () => newAccount(server, 'student')));
    const guesses = accounts.flatMap((account, index) =>
      Array.from({ length: JOIN_MAX_FAILURES }, (_, attempt) =>
        attempt % 2 === 0
          ? as(server, account).post(CLASSROOM_PATHS.classJoinPreview, { join_code: `QQQQ${index + 2}${(attempt % 8) + 2}` })
          : as(server, account).post(CLASSROOM_PATHS.classJoin, { join_code: `ZZZZ${index + 2}${(attempt % 8) + 2}` }),
      ),
    );
    const replies = await Promise.all(guesses);
    expect(countOf(replies, 404)).toBe(JOIN_MAX_FAILURES_PER_ADDRESS);
    expect(countOf(replies, 429)).toBe(replies.length - JOIN_MAX_FAILURES_PER_ADDRESS);

    // Another fresh account from the same address waits too, even with the right code.
    const late = await newAccount(server, 'student');
    const refused = await as(server, late).post<ClassJoinPreviewResponse>(CLASSROOM_PATHS.classJoinPreview, { join_code: CLASS_5B.join_code });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error_code: 'RATE_LIMITED' });
  });
});
