import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSROOM_PATHS } from '../../../src/shared/api/classroom.ts';
import { PROGRESS_LIMITS, PROGRESS_PATHS, type ProgressEventResponse } from '../../../src/shared/api/progress.ts';
import { startTestServer, type TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { as, assignmentIdOf, newAccount, signIn, type Caller } from '../classroom/testKit.ts';
import { answerEvent, homeworkEvent, inMinutes, newEventId, type Answer } from './testKit.ts';

let server: TestServer;
let elif: Caller;
beforeAll(async () => {
  server = await startTestServer();
  elif = await signIn(server, 'student');
});
afterAll(() => server.close());

const rowsOf = (userId: number, id: string) => server.count('progress_events', 'user_id = ? AND id = ?', userId, id);
const post = (caller: Caller, body: unknown, key?: string) => as(server, caller).post<Answer<ProgressEventResponse>>(PROGRESS_PATHS.events, body, key);

describe('POST /api/progress/events/', () => {
  it('stores a student’s answer once and answers 201 with the stored event', async () => {
    const student = await newAccount(server, 'student');
    const event = answerEvent('force-unit', true, { mixed_review: true, minutes: 2 });
    const reply = await post(student, event);
    expect(reply.status).toBe(201);
    expect(reply.body.success).toBe(true);
    expect(reply.body.event).toEqual({
      id: event.id,
      user_id: student.id,
      kind: 'questionAnswered',
      ref: 'question:measuring-force/force-unit',
      outcomes: ['F.5.3.1.1'],
      correct: true,
      mixed_review: true,
      difficulty: 'medium',
      minutes: 2,
      on_time: null,
      at: event.at,
      received_at: expect.any(String),
    });
    expect(rowsOf(student.id, event.id)).toBe(1);
  });

  it('answers the same event id again with 200 and the first copy, never a second row', async () => {
    const student = await newAccount(server, 'student');
    const event = answerEvent('weight-500g', false);
    const first = await post(student, event);
    const again = await post(student, event);
    const changed = await post(student, { ...event, correct: true });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.event).toEqual(first.body.event);
    expect(changed.status).toBe(200);
    expect(changed.body.event.correct).toBe(false);
    expect(rowsOf(student.id, event.id)).toBe(1);
  });

  it('keeps event ids per user: another child’s device may make the same id', async () => {
    const [one, two] = await Promise.all([newAccount(server, 'student'), newAccount(server, 'student')]);
    const event = answerEvent('over-capacity', true);
    expect((await post(one, event)).status).toBe(201);
    expect((await post(two, event)).status).toBe(201);
    expect(server.count('progress_events', 'id = ?', event.id)).toBe(2);
  });

  it('replays the first answer for a repeated Idempotency-Key, and refuses the key with another body', async () => {
    const student = await newAccount(server, 'student');
    const event = answerEvent('most-friction', true);
    const first = await post(student, event, 'olay-anahtari-1');
    const replay = await post(student, event, 'olay-anahtari-1');
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(rowsOf(student.id, event.id)).toBe(1);
    const other = await post(student, answerEvent('most-friction', false), 'olay-anahtari-1');
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ error_code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('takes a time from a clock running ahead as the time the event arrived', async () => {
    const student = await newAccount(server, 'student');
    const ahead = await post(student, answerEvent('force-unit', true, { at: inMinutes(10) }));
    expect(ahead.status).toBe(201);
    expect(ahead.body.event.at).toBe(ahead.body.event.received_at);
    // Within the bound the device's time stands (written in UTC, as every stored time).
    const slightly = inMinutes(2);
    const near = await post(student, answerEvent('dynamometer-spring', true, { at: slightly.replace('Z', '+00:00') }));
    expect(near.body.event.at).toBe(slightly);
    // A time written in Turkey's offset is the same instant.
    const instant = new Date(Math.floor(Date.now() / 1000) * 1000 - 30 * 60 * 1000);
    const turkish = `${new Date(instant.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 19)}+03:00`;
    const offset = await post(student, answerEvent('weight-500g', true, { at: turkish }));
    expect(offset.body.event.at).toBe(instant.toISOString());
  });

  it(`refuses work older than ${PROGRESS_LIMITS.maxAgeDays} days with 422, and stores work done offline within it`, async () => {
    const student = await newAccount(server, 'student');
    const day = 24 * 60;
    const old = answerEvent('force-unit', true, { at: inMinutes(-(PROGRESS_LIMITS.maxAgeDays + 1) * day) });
    const refused = await post(student, old);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      success: false,
      error_code: 'VALIDATION_ERROR',
      errors: { at: [expect.stringContaining('60 günden eski')] },
    });
    expect(rowsOf(student.id, old.id)).toBe(0);
    const offline = answerEvent('force-unit', true, { at: inMinutes(-(PROGRESS_LIMITS.maxAgeDays - 1) * day) });
    const kept = await post(student, offline);
    expect(kept.status).toBe(201);
    expect(kept.body.event.at).toBe(offline.at);
  });

  it('refuses teachers, parents and administrators with 403: trying a question is nobody’s progress', async () => {
    for (const who of ['teacher', 'parent', 'admin'] as const) {
      const caller = await signIn(server, who);
      const event = answerEvent('force-unit', true);
      const reply = await post(caller, event);
      expect(reply.status).toBe(403);
      expect(reply.body).toMatchObject({ error_code: 'FORBIDDEN', message: expect.stringContaining('yalnızca öğrencilerin') });
      expect(server.count('progress_events', 'id = ?', event.id)).toBe(0);
    }
    expect((await post({ token: '', id: 0 }, answerEvent('force-unit', true))).status).toBe(401);
  });

  it('checks every field, with Turkish messages per field', async () => {
    const student = await newAccount(server, 'student');
    const bad = async (changes: Record<string, unknown>) => (await post(student, { ...answerEvent('force-unit', true), ...changes })).body.errors;
    expect(await bad({ id: 'a#b' })).toHaveProperty('id');
    expect(await bad({ id: 'x'.repeat(PROGRESS_LIMITS.idMax + 1) })).toHaveProperty('id');
    expect(await bad({ kind: 'lessonWatched' })).toEqual({ kind: ['Geçerli bir çalışma türü seçin.'] });
    expect(await bad({ ref: 'video:abc' })).toEqual({ ref: ['Çalışmanın kaynağı geçersiz.'] });
    expect(await bad({ ref: 'experiment:measuring-force' })).toEqual({ ref: ['Çalışmanın kaynağı geçersiz.'] });
    expect(await bad({ outcomes: ['F.5.3.1.1', 'kuvvet'] })).toEqual({ 'outcomes.1': ['Kazanım kodu geçersiz (ör. F.5.3.1.1).'] });
    expect(await bad({ outcomes: Array.from({ length: PROGRESS_LIMITS.outcomesMax + 1 }, (_, index) => `F.5.3.1.${index + 1}`) })).toHaveProperty('outcomes');
    expect(await bad({ correct: undefined })).toEqual({ correct: ['Sorunun doğru mu yanlış mı cevaplandığı zorunludur.'] });
    expect(await bad({ minutes: PROGRESS_LIMITS.minutesMax + 1 })).toHaveProperty('minutes');
    expect(await bad({ minutes: 1.5 })).toHaveProperty('minutes');
    expect(await bad({ difficulty: 'extreme' })).toHaveProperty('difficulty');
    expect(await bad({ at: '2026-03-02T09:30:00' })).toEqual({ at: ['Çalışmanın zamanı geçerli bir tarih ve saat olmalıdır (2000–2100 yılları arasında).'] });
    const experiment = { id: newEventId(), kind: 'experimentFinished', ref: 'experiment:measuring-force', outcomes: [], at: inMinutes(-1) };
    expect((await post(student, { ...experiment, correct: true })).body.errors).toEqual({
      correct: ['Doğru ya da yanlış bilgisi yalnızca soru cevaplarında gönderilir.'],
    });
    const finished = await post(student, experiment);
    expect(finished.status).toBe(201);
    expect(finished.body.event).toMatchObject({ correct: null, mixed_review: false, difficulty: 'medium', minutes: null });
  });

  it('lets the server decide whether homework was on time, whatever the device says', async () => {
    const onTime = await post(elif, homeworkEvent(assignmentIdOf(server, 'Kuvveti Ölçelim — sorular')));
    expect(onTime.status).toBe(201);
    expect(onTime.body.event.on_time).toBe(true);
    const late = await post(elif, { ...homeworkEvent(assignmentIdOf(server, 'Buz Erirken Sıcaklık Ne Olur? — sorular')), on_time: true });
    expect(late.status).toBe(201);
    expect(late.body.event.on_time).toBe(false);
    // Finished offline two days before it was due (the device's time stands): on time.
    const offline = await post(elif, homeworkEvent(assignmentIdOf(server, 'Ampul Ne Zaman Daha Parlak? — sorular'), { at: inMinutes(-6 * 24 * 60 + 60) }));
    expect(offline.body.event.on_time).toBe(true);
  });

  it('never counts homework finished after the teacher closed hand-ins as on time (it is held)', async () => {
    const id = assignmentIdOf(server, 'Kuvveti Ölçelim — sorular');
    const teacher = await signIn(server, 'teacher');
    await as(server, teacher).put(CLASSROOM_PATHS.assignment(id), { status: 'closed' });
    // Closed an hour ago, so work can be finished after it without moving the server's clock.
    server.db.prepare('UPDATE assignments SET closed_at = ? WHERE id = ?').run(inMinutes(-60), id);
    const reply = await post(elif, homeworkEvent(id, { at: inMinutes(-30) }));
    expect(reply.status).toBe(201);
    expect(reply.body.event.on_time).toBe(false);
    await as(server, teacher).put(CLASSROOM_PATHS.assignment(id), { status: 'published' });
  });

  it('records nothing for the school account of a class tablet: a child picks their name first', async () => {
    const tablet = await signIn(server, 'tablet5');
    const event = answerEvent('force-unit', true);
    const reply = await post(tablet, event);
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({ error_code: 'CLASS_TABLET_ACCOUNT' });
    expect(rowsOf(tablet.id, event.id)).toBe(0);
  });

  it('answers 404 for homework the student does not have', async () => {
    const student = await newAccount(server, 'student');
    for (const title of ['Kuvveti Ölçelim — sorular', 'Kim Daha Süratli? — sorular']) {
      expect((await post(student, homeworkEvent(assignmentIdOf(server, title)))).status).toBe(404);
    }
    // Elif: remedial work given to two other children, a draft, and an id that does not exist.
    for (const title of ['Telafi: Işığın yayılması', 'Birim dönüştürme alıştırması']) {
      expect((await post(elif, homeworkEvent(assignmentIdOf(server, title)))).status).toBe(404);
    }
    expect((await post(elif, homeworkEvent(999_999))).status).toBe(404);
    expect((await post(elif, homeworkEvent(1, { ref: 'homework:abc' }))).status).toBe(400);
  });

  it(`caps a user’s events at ${PROGRESS_LIMITS.eventsPerDay} a day with 429 and Retry-After, still answering known ids`, async () => {
    const student = await newAccount(server, 'student');
    const known = answerEvent('force-unit', true);
    expect((await post(student, known)).status).toBe(201);
    const insert = server.db.prepare(
      "INSERT INTO progress_events (id, user_id, kind, ref, outcomes_json, at, received_at) VALUES (?, ?, 'experimentFinished', 'experiment:x', '[]', ?, ?)",
    );
    const now = new Date().toISOString();
    server.db.transaction(() => {
      for (let index = 1; index < PROGRESS_LIMITS.eventsPerDay; index += 1) insert.run(`bulk-${index}`, student.id, now, now);
    })();
    const refused = await post(student, answerEvent('weight-500g', true));
    expect(refused.status).toBe(429);
    expect(refused.body.error_code).toBe('RATE_LIMITED');
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(24 * 60 * 60);
    expect((await post(student, known)).status).toBe(200);
    // Another child is not held back by this one's count.
    expect((await post(await newAccount(server, 'student'), answerEvent('weight-500g', true))).status).toBe(201);
  });
});
