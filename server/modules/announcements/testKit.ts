import {
  ANNOUNCEMENT_PATHS,
  type Announcement,
  type AnnouncementCreateRequest,
  type AnnouncementListResponse,
  type AnnouncementReadResponse,
  type AnnouncementResponse,
} from '../../../src/shared/api/announcements.ts';
import type { TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { enrol, newClass, newSchool, type SchoolWorld } from '../assistant/testKit.ts';
import { as, newAccount, type Caller } from '../classroom/testKit.ts';

// What the announcements' contract tests share. Each test makes its own school (the assistant's
// testKit builds one), so no announcement of one test reaches another's readers.

export type AnnouncementWorld = SchoolWorld & {
  /** The student's parent (guardian link). */
  parent: Caller;
  /** Another teacher of the school, with a 5th-grade class of their own and a student in it. */
  colleague: Caller;
  colleagueClassId: number;
  colleagueStudent: Caller;
};

export async function newAnnouncementSchool(server: TestServer): Promise<AnnouncementWorld> {
  const world = await newSchool(server);
  const parent = await newAccount(server, 'parent');
  server.db
    .prepare('INSERT INTO guardian_links (parent_id, student_id, created_at) VALUES (?, ?, ?)')
    .run(parent.id, world.student.id, new Date().toISOString());
  const colleague = await newAccount(server, 'teacher', { school: world.school });
  const colleagueClassId = await newClass(server, colleague, 'Fen 5-C');
  const colleagueStudent = await newAccount(server, 'student');
  enrol(server, colleagueClassId, colleagueStudent, { first_name: 'Ada', last_name: 'Şen' });
  return { ...world, parent, colleague, colleagueClassId, colleagueStudent };
}

export const toClass = (classId: number, changes: Partial<AnnouncementCreateRequest> = {}): AnnouncementCreateRequest => ({
  audience: { kind: 'class', class_id: classId },
  title: 'Deney malzemeleri',
  body: 'Yarın herkes bir el feneri getirsin.',
  ...changes,
});

export async function post(server: TestServer, author: Caller, request: unknown, key?: string) {
  return as(server, author).post<AnnouncementResponse>(ANNOUNCEMENT_PATHS.announcements, request, key);
}

/** Posts one that must succeed, and answers it. */
export async function posted(server: TestServer, author: Caller, request: AnnouncementCreateRequest): Promise<Announcement> {
  const reply = await post(server, author, request);
  if (reply.status !== 201) throw new Error(`Posting failed with ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body.announcement;
}

export async function listOf(server: TestServer, reader: Caller): Promise<Announcement[]> {
  const reply = await as(server, reader).get<AnnouncementListResponse>(ANNOUNCEMENT_PATHS.announcements);
  if (reply.status !== 200) throw new Error(`Listing failed with ${reply.status}`);
  return reply.body.announcements;
}

export const idsOf = async (server: TestServer, reader: Caller): Promise<number[]> => (await listOf(server, reader)).map((item) => item.id);

export const markRead = (server: TestServer, reader: Caller, id: number | string, key?: string) =>
  as(server, reader).put<AnnouncementReadResponse>(ANNOUNCEMENT_PATHS.read(id), undefined, key);
