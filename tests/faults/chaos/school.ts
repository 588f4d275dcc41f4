import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CLASSROOM_PATHS, type AssignmentResponse, type PictureEmoji } from '@/shared/api/classroom.ts';
import type { Tokens } from '@/shared/api/contract.ts';
import { startChaosProxy, type ChaosProxy } from '@tests/fixtures/chaosProxy.ts';
import { startTestServer, type TestServer } from '@tests/fixtures/serverHarness.ts';
import { findClass } from '../../../server/modules/classroom/index.ts';
import { DEMO, enrolmentOf, seededClasses, turkeyToday } from '../../../server/modules/classroom/testKit.ts';
import { schoolDaysFor } from '../../../server/modules/schools/index.ts';
import { CLASS_5B } from '../../../server/seed/classroomContent.ts';
import { pictureCodeFor } from '../../../server/seed/classroom.ts';

// Access tokens the client counts as expired two seconds after they arrive (its margin is five
// minutes): sessions refresh now and then during a run, so refreshes meet the faults too.
const ACCESS_TTL_SECONDS = 302;

const HOMEWORK_COUNT = 6;
const ATTENDANCE_DAYS = 3;

type Child = { place: number; firstName: string; enrolmentId: number; pictureCode: PictureEmoji[]; userId: number | null };

/** The demo school's 5-B behind the chaos proxy, with homework of its own for the run; restartable on its data folder. */
export type School = {
  server: TestServer;
  proxy: ChaosProxy;
  classId: number;
  teacherId: number;
  children: Child[];
  assignmentIds: number[];
  /** Attendance days nobody has taken yet. */
  dates: string[];
  /** 5-B's week as seeded. */
  timetableVersion: number;
  /** A password login made outside the proxy: once per device and run, never inside the loop. */
  login(who: 'teacher' | 'tablet5'): Promise<Tokens>;
  restart(): Promise<void>;
  close(): Promise<void>;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** School days before today whose register is still empty: the server refuses later days and days off. */
function freeSchoolDays(server: TestServer, classId: number): string[] {
  const calendar = schoolDaysFor(server.db, findClass(server.db, classId)?.school ?? null);
  const taken = server.db.prepare<[number, string], { found: number }>('SELECT 1 AS found FROM attendance_sheets WHERE class_id = ? AND date = ?');
  const dates: string[] = [];
  for (let back = 1; dates.length < ATTENDANCE_DAYS && back <= 400; back += 1) {
    const date = turkeyToday(Date.now() - back * DAY_MS);
    if (calendar.isOpen(date) && !taken.get(classId, date)) dates.push(date);
  }
  return dates;
}

export async function openSchool(): Promise<School> {
  // In memory where Linux offers it: a write's fsync there costs nothing, and a run makes thousands.
  const dataDir = mkdtempSync(path.join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'etkilab-chaos-'));
  let server = await startTestServer({ accessTokenTtlSeconds: ACCESS_TTL_SECONDS, dataDir });
  const proxy = await startChaosProxy(server.url);
  const classId = seededClasses(server).b5;
  const teacher = await server.login(DEMO.teacher.email, DEMO.teacher.password);

  const children = CLASS_5B.students.map((student, place): Child => {
    const row = enrolmentOf(server, classId, student.first_name);
    return { place, firstName: student.first_name, enrolmentId: row.id, pictureCode: pictureCodeFor(place), userId: row.user_id };
  });

  const assignmentIds: number[] = [];
  for (let index = 1; index <= HOMEWORK_COUNT; index += 1) {
    const reply = await server.post<AssignmentResponse>(
      CLASSROOM_PATHS.assignments,
      {
        class_id: classId,
        title: `Kaos ödevi ${index}`,
        instructions: 'Ölçümlerini yaz.',
        content: { kind: 'free', ref: null },
        due_at: new Date(Date.now() + 5 * DAY_MS).toISOString(),
        status: 'published',
      },
      { token: teacher.tokens.access },
    );
    if (reply.status !== 201) throw new Error(`The run's homework was not made (${reply.status}).`);
    assignmentIds.push(reply.body.assignment.id);
  }
  const dates = freeSchoolDays(server, classId);

  const school: School = {
    server,
    proxy,
    classId,
    teacherId: teacher.user.id ?? 0,
    children,
    assignmentIds,
    dates,
    timetableVersion: server.db.prepare<[number], { version: number }>('SELECT version FROM timetables WHERE class_id = ?').get(classId)?.version ?? 0,
    async login(who) {
      return (await school.server.login(DEMO[who].email, DEMO[who].password)).tokens;
    },
    async restart() {
      proxy.setTarget(null);
      await server.close();
      server = await startTestServer({ accessTokenTtlSeconds: ACCESS_TTL_SECONDS, dataDir });
      school.server = server;
      proxy.setTarget(server.url);
    },
    async close() {
      await proxy.close();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return school;
}
