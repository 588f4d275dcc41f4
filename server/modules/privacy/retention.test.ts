import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_LIMITS } from '../../../src/shared/api/privacy.ts';
import { startTestServer, type TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { signIn } from '../classroom/testKit.ts';
import { sweepExpired } from './retention.ts';
import { daysAgo, giveFlag, givePhoto } from './testKit.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

let server: TestServer;
let elif: number;
beforeAll(async () => {
  server = await startTestServer();
  elif = (await signIn(server, 'student')).id;
});
afterAll(() => server.close());

const photos = () => server.count('submissions', 'student_id = ? AND photo IS NOT NULL', elif);
const flags = () => server.count('assistant_flags', 'student_id = ?', elif);

describe('sweepExpired', () => {
  it('deletes photos and flagged questions past their retention period, and keeps the hand-in and anything younger', () => {
    const old = givePhoto(server, elif, daysAgo(PRIVACY_LIMITS.photoRetentionDays + 1));
    givePhoto(server, elif, daysAgo(PRIVACY_LIMITS.photoRetentionDays - 1));
    giveFlag(server, elif, daysAgo(PRIVACY_LIMITS.flaggedQuestionRetentionDays + 1));
    giveFlag(server, elif, daysAgo(PRIVACY_LIMITS.flaggedQuestionRetentionDays - 1));

    expect(sweepExpired(server.db, Date.now())).toMatchObject({ photos: 1, flagged_questions: 1 });
    expect(photos()).toBe(1);
    expect(flags()).toBe(1);
    expect(server.count('submissions', 'id = ? AND score = 80', old)).toBe(1);

    // Two days later the younger ones are past it too.
    expect(sweepExpired(server.db, Date.now() + 2 * DAY_MS)).toMatchObject({ photos: 1, flagged_questions: 1 });
    expect(photos()).toBe(0);
    expect(flags()).toBe(0);
  });

  it('deletes read-log rows past theirs', () => {
    server.db
      .prepare("INSERT INTO read_log (reader_id, student_id, part, read_at) VALUES (1, ?, 'progress', ?)")
      .run(elif, daysAgo(PRIVACY_LIMITS.readLogRetentionDays + 1));
    expect(sweepExpired(server.db, Date.now()).read_log).toBe(1);
  });
});

describe('the retention sweep at start', () => {
  it('runs when the server starts', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'etkilab-retention-'));
    try {
      const first = await startTestServer({ dataDir });
      const student = (await signIn(first, 'student')).id;
      givePhoto(first, student, daysAgo(PRIVACY_LIMITS.photoRetentionDays + 1));
      giveFlag(first, student, daysAgo(PRIVACY_LIMITS.flaggedQuestionRetentionDays + 1));
      await first.close();

      const second = await startTestServer({ dataDir });
      expect(second.count('submissions', 'student_id = ? AND photo IS NOT NULL', student)).toBe(0);
      expect(second.count('assistant_flags', 'student_id = ?', student)).toBe(0);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
