import { CLASSROOM_PATHS, type AttendanceResponse, type HomeworkListResponse } from '@/shared/api/classroom.ts';
import { PROGRESS_PATHS, type TimetableResponse, type TimetableSlot } from '@/shared/api/progress.ts';
import type { Device } from './device.ts';
import type { Planned, WriteKind } from './ledger.ts';
import { describe, leftWrites, settled } from './heal.ts';
import { seatedPlaces, signInChild, type World } from './world.ts';

type SubmissionRow = {
  id: number;
  assignment_id: number;
  student_id: number;
  text: string;
  completed_at: string;
  received_at: string;
  score: number | null;
  feedback: string;
  returned_at: string | null;
  version: number;
};

type Versioned = { version: number };

const sameList = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((item, index) => item === b[index]);
const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, index) => from + index);

/** The writes of one kind the server answered 2xx for, each with the body that went, by record. */
function acknowledged(world: World, kind: WriteKind): Map<string, { entry: Planned; body: unknown }[]> {
  const byRecord = new Map<string, { entry: Planned; body: unknown }[]>();
  for (const entry of world.ledger.planned.values()) {
    if (entry.kind !== kind) continue;
    for (const ack of entry.acks) byRecord.set(entry.record, [...(byRecord.get(entry.record) ?? []), { entry, body: ack.body }]);
  }
  return byRecord;
}

/**
 * Versioned records (grades, attendance, the week): the 2xx edits of a record started from the
 * versions initial, initial + 1, … up to the server's, each exactly once. Two edits on one version
 * would be one silently overwriting the other; a missing one an applied edit nobody was told of.
 */
function chainProblems(record: string, bases: number[], initial: number, current: number): string[] {
  const sorted = [...bases].sort((a, b) => a - b);
  return sameList(sorted, range(initial, current))
    ? []
    : [`${record}: edits acknowledged on versions [${sorted.join(', ')}], the server is at ${current} from ${initial}`];
}

function everyWriteProblems(world: World): string[] {
  const problems: string[] = [];
  for (const entry of world.ledger.planned.values()) {
    if (entry.acks.length > 1) problems.push(`${entry.kind} op ${entry.op} on ${entry.device} was acknowledged ${entry.acks.length} times`);
    if (entry.acks.length === 0 && !entry.discarded) problems.push(`${entry.kind} op ${entry.op} on ${entry.device} never reached the server`);
    if (entry.acks.length && entry.discarded) problems.push(`${entry.kind} op ${entry.op} was discarded after the server took it`);
    const version = (entry.body as Partial<Versioned>).version;
    if (entry.staleOnPurpose && entry.acks.some((ack) => (ack.body as Versioned).version === version)) {
      problems.push(`${entry.kind} op ${entry.op} on ${entry.device} was based on old version ${String(version)} and still answered 2xx`);
    }
  }
  return problems;
}

function handInProblems(world: World, rows: SubmissionRow[]): string[] {
  const problems: string[] = [];
  const byText = new Map<string, SubmissionRow[]>();
  for (const row of rows) byText.set(row.text, [...(byText.get(row.text) ?? []), row]);
  const acked = new Set<string>();
  for (const list of acknowledged(world, 'submission').values()) {
    for (const { entry, body } of list) {
      const { text } = body as { text: string };
      acked.add(text);
      const stored = byText.get(text) ?? [];
      if (stored.length !== 1) problems.push(`hand-in op ${entry.op} is on the server ${stored.length} times`);
      const row = stored[0];
      if (row && entry.record !== `handin:${row.student_id}:${row.assignment_id}`)
        problems.push(`hand-in op ${entry.op} was filed as ${row.student_id}:${row.assignment_id}`);
      if (row && Date.parse(row.completed_at) > Date.parse(row.received_at)) problems.push(`hand-in op ${entry.op} counts as finished after it arrived`);
    }
  }
  for (const row of rows) if (!acked.has(row.text)) problems.push(`submission ${row.id} ("${row.text}") is on the server though no device was told it arrived`);
  return problems;
}

function gradeProblems(world: World, rows: SubmissionRow[]): string[] {
  const grades = acknowledged(world, 'grade');
  return rows.flatMap((row) => {
    const list = grades.get(`submission:${row.id}`) ?? [];
    const bodies = list.map(({ body }) => body as { score: number | null; feedback: string; version: number; action: string });
    const problems = chainProblems(
      `submission ${row.id}`,
      bodies.map((body) => body.version),
      1,
      row.version,
    );
    const last = [...bodies].sort((a, b) => a.version - b.version).at(-1);
    if (last && (last.score !== row.score || last.feedback !== row.feedback))
      problems.push(`submission ${row.id} holds a grade other than the last acknowledged one`);
    // Grading returned work takes the return back: the last acknowledged edit says whether it is returned.
    if ((row.returned_at !== null) !== (last?.action === 'return'))
      problems.push(`submission ${row.id}: returned at ${row.returned_at}, the last acknowledged edit was ${last?.action}`);
    return problems;
  });
}

function attendanceProblems(world: World): string[] {
  const { db } = world.school.server;
  const sheets = acknowledged(world, 'attendance');
  return world.school.dates.flatMap((date) => {
    const version =
      db.prepare<[number, string], Versioned>('SELECT version FROM attendance_sheets WHERE class_id = ? AND date = ?').get(world.school.classId, date)
        ?.version ?? 0;
    const bodies = (sheets.get(`attendance:${date}`) ?? []).map(({ body }) => body as { records: { student_id: number; status: string }[]; version: number });
    const problems = chainProblems(
      `attendance of ${date}`,
      bodies.map((body) => body.version),
      0,
      version,
    );
    // Each sheet edit sets the students it names: the stored sheet is the acknowledged edits in version order.
    const expected = new Map<number, string>();
    for (const body of [...bodies].sort((a, b) => a.version - b.version)) for (const record of body.records) expected.set(record.student_id, record.status);
    const stored = db
      .prepare<[number, string], { enrolment_id: number; status: string }>(
        'SELECT enrolment_id, status FROM attendance_records WHERE class_id = ? AND date = ?',
      )
      .all(world.school.classId, date);
    const same = stored.length === expected.size && stored.every((row) => expected.get(row.enrolment_id) === row.status);
    if (!same) problems.push(`attendance of ${date} differs from its acknowledged edits`);
    return problems;
  });
}

const slotKey = (slot: TimetableSlot) => `${slot.weekday} ${slot.start}-${slot.end} ${slot.id} ${slot.title}`;
const weekOf = (slots: readonly TimetableSlot[]) => slots.map(slotKey).sort().join(' | ');

function timetableProblems(world: World): string[] {
  const row = world.school.server.db
    .prepare<[number], { version: number; slots_json: string }>('SELECT version, slots_json FROM timetables WHERE class_id = ?')
    .get(world.school.classId);
  const bodies = (acknowledged(world, 'timetable').get('timetable') ?? []).map(({ body }) => body as { slots: TimetableSlot[]; version: number });
  const problems = chainProblems(
    'the week',
    bodies.map((body) => body.version),
    world.school.timetableVersion,
    row?.version ?? 0,
  );
  const last = [...bodies].sort((a, b) => a.version - b.version).at(-1);
  if (last && row && weekOf(last.slots) !== weekOf(JSON.parse(row.slots_json) as TimetableSlot[]))
    problems.push('the stored week is not the last acknowledged one');
  return problems;
}

/** Each tablet's child refetches their homework, each teacher device the attendance and the week: what they show is what the server holds. */
async function viewProblems(world: World, rows: SubmissionRow[]): Promise<string[]> {
  const problems: string[] = [];
  const { db } = world.school.server;
  for (const tablet of world.tablets) {
    if (tablet.childPlace === null) {
      const free = world.school.children.find((child) => !seatedPlaces(world).has(child.place));
      if (free) await signInChild(world, tablet, free.place);
      await settled(world);
    }
    const childId = tablet.ownerId;
    if (childId === null) continue;
    const list = await tablet.user.http.request<HomeworkListResponse>(CLASSROOM_PATHS.homeworks, { auth: true });
    for (const assignmentId of world.school.assignmentIds) {
      const shown = list.homeworks.find((homework) => homework.assignment.id === assignmentId)?.submission ?? null;
      const latest = rows.filter((row) => row.assignment_id === assignmentId && row.student_id === childId).sort((a, b) => b.id - a.id)[0] ?? null;
      if (shown?.id !== latest?.id || shown?.version !== latest?.version || shown?.text !== latest?.text) {
        problems.push(
          `${tablet.name} shows hand-in ${shown?.id} v${shown?.version} of homework ${assignmentId}, the server holds ${latest?.id} v${latest?.version}`,
        );
      }
    }
  }
  for (const teacher of world.teachers) {
    for (const date of world.school.dates) {
      const { sheet } = await teacher.user.http.request<AttendanceResponse>(CLASSROOM_PATHS.attendance(world.school.classId, date), { auth: true });
      const stored = db
        .prepare<[number, string], { enrolment_id: number; status: string }>(
          'SELECT enrolment_id, status FROM attendance_records WHERE class_id = ? AND date = ? ORDER BY enrolment_id',
        )
        .all(world.school.classId, date);
      const same =
        sheet.records.length === stored.length &&
        sheet.records.every((record, index) => record.student_id === stored[index]?.enrolment_id && record.status === stored[index]?.status);
      if (!same) problems.push(`${teacher.name} shows another attendance of ${date} than the server holds`);
      problems.push(...aheadOfServer(teacher, `attendance:${date}`, sheet.version));
    }
    const { timetable } = await teacher.user.http.request<TimetableResponse>(PROGRESS_PATHS.timetable(world.school.classId), { auth: true });
    problems.push(...aheadOfServer(teacher, 'timetable', timetable.version));
    for (const row of rows) problems.push(...aheadOfServer(teacher, `submission:${row.id}`, row.version));
  }
  return problems;
}

/** A device can never have seen a version the server has not reached. */
const aheadOfServer = (device: Device, record: string, version: number): string[] =>
  (device.seen.get(record) ?? 0) > version ? [`${device.name} saw ${record} at v${device.seen.get(record)}, the server holds v${version}`] : [];

/** Every invariant of a healed run; answers the broken ones in words. */
export async function checkInvariants(world: World): Promise<string[]> {
  const rows = world.school.server.db
    .prepare<[string], SubmissionRow>(
      `SELECT id, assignment_id, student_id, text, completed_at, received_at, score, feedback, returned_at, version
         FROM submissions WHERE assignment_id IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(world.school.assignmentIds));
  const left = (await leftWrites(world)).map(({ device, write }) => `${device.name} still holds ${describe(write)}`);
  const sessions = [...world.tablets, ...world.teachers].flatMap((device) =>
    device.user.ended ? [`${device.name} was signed out ${device.user.ended} times by the faults`] : [],
  );
  return [
    ...left,
    ...sessions,
    ...everyWriteProblems(world),
    ...handInProblems(world, rows),
    ...gradeProblems(world, rows),
    ...attendanceProblems(world),
    ...timetableProblems(world),
    ...(await viewProblems(world, rows)),
  ];
}
