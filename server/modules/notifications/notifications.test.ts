import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOTIFICATION_LIMITS,
  NOTIFICATION_PATHS,
  type AppNotification,
  type NotificationListResponse,
  type NotificationReadResponse,
} from '../../../src/shared/api/notifications.ts';
import { startTestServer, type TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { newAnnouncementSchool, post, posted, toClass } from '../announcements/testKit.ts';
import { as, newAccount, type Caller } from '../classroom/testKit.ts';
import { sweepExpired } from '../privacy/testKit.ts';
import { notifyUsers } from './notify.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const DAY_MS = 24 * 60 * 60 * 1000;
// The test server's clock stands at its start unless moved, and a note dated after it is not shown yet (a scheduled assignment's waits): notes here are an hour old.
const anHourAgo = () => new Date(Date.now() - DAY_MS / 24);

function notify(userIds: number[], subject: string, at = anHourAgo()): void {
  notifyUsers(server.db, userIds, { kind: 'assignment_new', subject, details: { assignment_id: 1, due_at: at.toISOString() }, link: '/homeworks/1' }, at);
}

async function listOf(caller: Caller): Promise<NotificationListResponse> {
  const reply = await as(server, caller).get<NotificationListResponse>(NOTIFICATION_PATHS.notifications);
  expect(reply.status).toBe(200);
  return reply.body;
}

const idsOf = async (caller: Caller) => (await listOf(caller)).notifications.map((item) => item.id);
const read = (caller: Caller, body: unknown, key?: string) => as(server, caller).post<NotificationReadResponse>(NOTIFICATION_PATHS.read, body, key);
const readAtOf = (id: number) => server.db.prepare<[number], { read_at: string | null }>('SELECT read_at FROM notifications WHERE id = ?').get(id)?.read_at;

describe('GET /api/notifications/', () => {
  it('answers the caller’s own only, newest first, with how many are unread', async () => {
    const [student, other] = await Promise.all([newAccount(server, 'student'), newAccount(server, 'student')]);
    notify([student.id], 'Gölge deneyi');
    notify([student.id, other.id], 'Mıknatıslar');
    const mine = await listOf(student);
    expect(mine.notifications.map((item) => item.subject)).toEqual(['Mıknatıslar', 'Gölge deneyi']);
    expect(mine.unread).toBe(2);
    expect(mine.notifications[0]).toMatchObject<Partial<AppNotification>>({
      kind: 'assignment_new',
      details: { assignment_id: 1, due_at: expect.any(String) as string },
      link: '/homeworks/1',
      read_at: null,
    });
    expect((await listOf(other)).notifications.map((item) => item.subject)).toEqual(['Mıknatıslar']);
  });

  it('lists at most listedMax, and answers every role, 401 without a session', async () => {
    const parent = await newAccount(server, 'parent');
    notifyUsers(server.db, [parent.id], { kind: 'announcement_new', subject: 'Veli toplantısı', details: { announcement_id: 1 }, link: null }, anHourAgo());
    for (let n = 0; n < NOTIFICATION_LIMITS.listedMax; n += 1) notify([parent.id], `Ödev ${n}`);
    const list = await listOf(parent);
    expect(list.notifications).toHaveLength(NOTIFICATION_LIMITS.listedMax);
    expect(list.unread).toBe(NOTIFICATION_LIMITS.listedMax + 1);
    expect((await server.get(NOTIFICATION_PATHS.notifications)).status).toBe(401);
  });
});

describe('POST /api/notifications/read/', () => {
  it('marks the caller’s own ids and never another user’s, whatever ids are sent', async () => {
    const [student, other] = await Promise.all([newAccount(server, 'student'), newAccount(server, 'student')]);
    notify([student.id], 'Bir');
    notify([student.id], 'İki');
    notify([other.id], 'Başkasının');
    const [second, first] = await idsOf(student);
    const [theirs] = await idsOf(other);
    if (first === undefined || second === undefined || theirs === undefined) throw new Error('Notifications missing');

    const reply = await read(student, { ids: [first, theirs] });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ marked: 1, unread: 1 });
    expect(readAtOf(first)).toEqual(expect.any(String));
    expect(readAtOf(second)).toBeNull();
    expect(readAtOf(theirs)).toBeNull();
    expect((await listOf(other)).unread).toBe(1);
  });

  it('keeps the first read time when marked again, and marks all with {all: true} (the caller’s only)', async () => {
    const [parent, teacher] = await Promise.all([newAccount(server, 'parent'), newAccount(server, 'teacher')]);
    notify([parent.id], 'Bir');
    notify([parent.id, teacher.id], 'İki');
    const [newest] = await idsOf(parent);
    if (newest === undefined) throw new Error('Notification missing');
    await read(parent, { ids: [newest] });
    const firstRead = readAtOf(newest);
    server.advanceClock(60);
    expect((await read(parent, { ids: [newest] })).body).toMatchObject({ marked: 0, unread: 1 });
    expect(readAtOf(newest)).toBe(firstRead);

    expect((await read(parent, { all: true })).body).toMatchObject({ marked: 1, unread: 0 });
    expect((await listOf(teacher)).unread).toBe(1);
  });

  it('answers a resend with the same key as the first time (the outbox may send twice)', async () => {
    const student = await newAccount(server, 'student');
    notify([student.id], 'Bir');
    const [id] = await idsOf(student);
    const first = await read(student, { ids: [id] }, 'okundu-1');
    const again = await read(student, { ids: [id] }, 'okundu-1');
    expect(again.body).toEqual(first.body);
    expect(first.body).toMatchObject({ marked: 1 });
  });

  it('refuses more than readIdsMax ids, ids that are not ids, and a body with neither, with 400', async () => {
    const student = await newAccount(server, 'student');
    const tooMany = Array.from({ length: NOTIFICATION_LIMITS.readIdsMax + 1 }, (_, index) => index + 1);
    for (const body of [{ ids: tooMany }, { ids: ['1'] }, { ids: [0] }, { ids: [1.5] }, { all: false }, {}, [1]]) {
      const reply = await read(student, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
    }
    expect((await read(student, { ids: [] })).body).toMatchObject({ marked: 0 });
    expect((await server.post(NOTIFICATION_PATHS.read, { all: true })).status).toBe(401);
  });
});

describe('new announcements notify the students they reach and those students’ parents', () => {
  it('a class announcement: its student and their parent, not its teacher, a colleague or another class’s student', async () => {
    const world = await newAnnouncementSchool(server);
    const announcement = await posted(server, world.teacher, toClass(world.classId));
    for (const reader of [world.student, world.parent]) {
      const [note] = (await listOf(reader)).notifications;
      expect(note).toMatchObject({
        kind: 'announcement_new',
        subject: 'Deney malzemeleri',
        details: { announcement_id: announcement.id },
        link: `/communications#duyuru-${announcement.id}`,
        read_at: null,
      });
    }
    for (const other of [world.teacher, world.colleague, world.colleagueStudent, world.admin]) expect(await idsOf(other)).toEqual([]);
  });

  it('hides a note about an announcement its teacher removed (and does not count it), and shows it again once restored', async () => {
    const world = await newAnnouncementSchool(server);
    const announcement = await posted(server, world.teacher, toClass(world.classId));
    const setRemoved = (at: string | null) => server.db.prepare('UPDATE announcements SET removed_at = ? WHERE id = ?').run(at, announcement.id);
    setRemoved(new Date().toISOString());
    expect(await listOf(world.student)).toMatchObject({ notifications: [], unread: 0 });
    setRemoved(null);
    expect(await listOf(world.student)).toMatchObject({ notifications: [{ details: { announcement_id: announcement.id } }], unread: 1 });
  });

  it('a whole-school announcement reaches the students of every active class of the school, once each', async () => {
    const world = await newAnnouncementSchool(server);
    await posted(server, world.admin, toClass(0, { audience: { kind: 'school' }, title: 'Bilim şenliği' }));
    for (const reader of [world.student, world.parent, world.colleagueStudent]) {
      expect((await listOf(reader)).notifications.map((item) => item.subject)).toEqual(['Bilim şenliği']);
    }
    const elsewhere = await newAnnouncementSchool(server);
    expect(await idsOf(elsewhere.student)).toEqual([]);
  });

  it('notifies nobody when the post is refused', async () => {
    const world = await newAnnouncementSchool(server);
    const reply = await post(server, world.teacher, toClass(world.colleagueClassId));
    expect(reply.status).toBe(404);
    expect(await idsOf(world.colleagueStudent)).toEqual([]);
  });
});

describe('retention', () => {
  it('deletes read notifications older than readRetentionDays in the privacy sweep; unread ones stay', async () => {
    const student = await newAccount(server, 'student');
    const old = new Date(Date.now() - (NOTIFICATION_LIMITS.readRetentionDays + 1) * DAY_MS);
    notify([student.id], 'Eski okunmuş', old);
    notify([student.id], 'Eski okunmamış', old);
    notify([student.id], 'Yeni okunmuş');
    const byName = Object.fromEntries((await listOf(student)).notifications.map((item) => [item.subject, item.id]));
    await read(student, { ids: [byName['Eski okunmuş'], byName['Yeni okunmuş']] });
    expect(sweepExpired(server.db, Date.now()).read_notifications).toBe(1);
    expect((await listOf(student)).notifications.map((item) => item.subject).sort()).toEqual(['Eski okunmamış', 'Yeni okunmuş']);
  });
});
