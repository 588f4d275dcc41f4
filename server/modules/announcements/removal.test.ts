import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_PATHS, type AnnouncementListResponse, type AnnouncementResponse } from '../../../src/shared/api/announcements.ts';
import { startTestServer, type TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { newSchool } from '../assistant/testKit.ts';
import { as, type Caller } from '../classroom/testKit.ts';
import { listOf, newAnnouncementSchool, posted, toClass, type AnnouncementWorld } from './testKit.ts';

let server: TestServer;
let world: AnnouncementWorld;
let otherAdmin: Caller;
beforeAll(async () => {
  server = await startTestServer();
  world = await newAnnouncementSchool(server);
  otherAdmin = (await newSchool(server)).admin;
});
afterAll(() => server.close());

const remove = (id: number, caller: Caller) => server.request<AnnouncementResponse>('DELETE', ANNOUNCEMENT_PATHS.announcement(id), { token: caller.token });
const restore = (id: number, caller: Caller) => as(server, caller).post<AnnouncementResponse>(ANNOUNCEMENT_PATHS.restore(id), {});

describe('DELETE /api/announcements/{id}/ and its restore', () => {
  it('is the author’s only: 404 to every other role, the school’s administrator included', async () => {
    const announcement = await posted(server, world.teacher, toClass(world.classId));
    for (const caller of [world.student, world.parent, world.colleague, world.admin, otherAdmin]) {
      expect((await remove(announcement.id, caller)).status).toBe(404);
      expect((await restore(announcement.id, caller)).status).toBe(404);
    }
    expect((await listOf(server, world.student)).some((item) => item.id === announcement.id)).toBe(true);
  });

  it('takes it off every reader’s list, lists it for its author to restore, and brings it back', async () => {
    const announcement = await posted(server, world.teacher, toClass(world.classId, { title: 'Gezi iptal' }));
    const removed = await remove(announcement.id, world.teacher);
    expect(removed.status).toBe(200);
    expect(removed.body.announcement.removed_at).toEqual(expect.any(String));
    expect((await listOf(server, world.student)).some((item) => item.id === announcement.id)).toBe(false);
    expect((await listOf(server, world.teacher)).some((item) => item.id === announcement.id)).toBe(false);
    const list = await as(server, world.teacher).get<AnnouncementListResponse>(`${ANNOUNCEMENT_PATHS.announcements}?removed=1`);
    expect(list.body.announcements.map((item) => item.id)).toEqual([announcement.id]);
    expect((await restore(announcement.id, world.teacher)).status).toBe(200);
    expect((await listOf(server, world.student)).some((item) => item.id === announcement.id)).toBe(true);
  });

  it('restores within 30 days only', async () => {
    const announcement = await posted(server, world.teacher, toClass(world.classId, { title: 'Eski duyuru' }));
    await remove(announcement.id, world.teacher);
    server.db
      .prepare('UPDATE announcements SET removed_at = ? WHERE id = ?')
      .run(new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString(), announcement.id);
    const late = await restore(announcement.id, world.teacher);
    expect(late.status).toBe(410);
    expect(late.body).toMatchObject({ error_code: 'RESTORE_EXPIRED' });
  });
});
