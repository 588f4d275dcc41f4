import { ApiError } from '@/shared/api/ApiError.ts';
import { ATTENDANCE_STATUSES, CLASSROOM_LIMITS, CLASSROOM_PATHS, type AssignmentDetailResponse } from '@/shared/api/classroom.ts';
import { PROGRESS_PATHS, type TimetableSlot } from '@/shared/api/progress.ts';
import { inBackground, learn, skewOf, type Device } from './device.ts';
import type { WriteKind } from './ledger.ts';
import { learnConflict, seatedPlaces, signInChild, signOutChild, type World } from './world.ts';

/** Under the server's hand-ins per round, however the teacher's returns fall. */
const HAND_INS_PER_HOMEWORK = CLASSROOM_LIMITS.handInsPerAssignment - 1;
const STALE_CHANCE = 0.15;

// Most of what people do needs no call (the network off and on, a clock moved, a look at what waits):
// 2,000 ops a seed stay near 600 real HTTP calls, so 20 seeds fit in npm test.
const TABLET_OPS = { handIn: 6, switchChild: 0.7, offline: 8, online: 8, clock: 3, look: 7, homework: 0.4 };
const TEACHER_OPS = { refresh: 4, grade: 6, giveBack: 2.5, attendance: 4, timetable: 1.5, resolve: 4, offline: 8, online: 8, clock: 3, look: 10 };

/** One random thing a person does on this device. */
export async function operate(world: World, device: Device): Promise<void> {
  world.ops += 1;
  const op = world.ops;
  if (device.role === 'tablet') {
    const action = device.random.weighted(TABLET_OPS);
    if (action === 'handIn') return handIn(world, device, op);
    if (action === 'switchChild') return switchChild(world, device);
    if (action === 'homework') return openHomework(device);
    if (action === 'look') return lookAtWaiting(world, device);
    if (action === 'clock') return moveClock(device);
    return setOnline(device, action === 'online');
  }
  const action = device.random.weighted(TEACHER_OPS);
  if (action === 'refresh') return refresh(world, device);
  if (action === 'grade' || action === 'giveBack') return grade(world, device, op, action === 'giveBack' ? 'return' : 'grade');
  if (action === 'attendance') return attendance(world, device, op);
  if (action === 'timetable') return timetable(world, device, op);
  if (action === 'resolve') return resolveConflicts(world, device);
  if (action === 'look') return lookAtWaiting(world, device);
  if (action === 'clock') return moveClock(device);
  return setOnline(device, action === 'online');
}

/** The device's clock is set again, anywhere within ten minutes of the true time (forward or back). */
function moveClock(device: Device): void {
  device.skewMs = skewOf(device.random);
}

/**
 * The person looks at what their device still holds: every write it lists must be one the server
 * has not acknowledged (the outbox never shows a sent write as waiting, nor keeps it).
 */
async function lookAtWaiting(world: World, device: Device): Promise<void> {
  if (device.ownerId === null) return;
  for (const write of await device.outbox.pendingUserWrites(device.ownerId)) {
    const entry = world.ledger.of(write);
    if (entry.acks.length) world.problems.push(`${device.name} still lists ${write.kind} op ${entry.op} (${write.state}) after the server acknowledged it`);
    if (write.ownerId !== device.ownerId) world.problems.push(`${device.name} lists another person's write to ${device.ownerId}`);
  }
}

function setOnline(device: Device, online: boolean): void {
  device.online = online;
  // Coming back, the app replays the signed-in person's writes (the `online` event) and goes on meanwhile.
  if (online && device.ownerId !== null) inBackground(device, device.outbox.replayUserWrites(device.ownerId));
}

/** A network failure is what a device on weak Wi-Fi lives with: the screen keeps what it had. */
async function quietly(call: () => Promise<unknown>): Promise<void> {
  try {
    await call();
  } catch (error) {
    if (!(error instanceof ApiError) || !(error.isNetworkError || error.code === 'SESSION_EXPIRED' || (error.status ?? 0) >= 500)) throw error;
  }
}

async function switchChild(world: World, tablet: Device): Promise<void> {
  // The return to the picker waits a moment for the child's work; on weak Wi-Fi it may go on after.
  if (tablet.childPlace !== null) await signOutChild(tablet, tablet.random.int(0, 20));
  const seated = seatedPlaces(world);
  const free = world.school.children.filter((child) => !seated.has(child.place));
  if (free.length && tablet.online) await signInChild(world, tablet, tablet.random.pick(free).place);
}

async function handIn(world: World, tablet: Device, op: number): Promise<void> {
  const place = tablet.childPlace;
  const child = place === null ? undefined : world.school.children[place];
  const open = world.school.assignmentIds.filter((id) => (world.handIns.get(`${place}:${id}`) ?? 0) < HAND_INS_PER_HOMEWORK);
  if (!child || child.userId === null || tablet.ownerId === null || !open.length) return switchChild(world, tablet);
  const assignmentId = tablet.random.pick(open);
  world.handIns.set(`${place}:${assignmentId}`, (world.handIns.get(`${place}:${assignmentId}`) ?? 0) + 1);
  // The device's own clock says when the work was finished, skew and all.
  const body = { text: `Ölçümlerim, kaos ${world.seed}/${op}`, completed_at: new Date(tablet.now()).toISOString() };
  world.ledger.plan({
    op,
    kind: 'submission',
    device: tablet.name,
    ownerId: tablet.ownerId,
    record: `handin:${child.userId}:${assignmentId}`,
    body,
    staleOnPurpose: false,
  });
  await send(tablet, 'submission', 'POST', CLASSROOM_PATHS.submissions(assignmentId), body, { assignmentId, op });
}

/** The child opens their homework list: what the screen shows comes from the server. */
async function openHomework(tablet: Device): Promise<void> {
  if (tablet.ownerId === null || !tablet.online) return;
  await quietly(() => tablet.user.http.request(CLASSROOM_PATHS.homeworks, { auth: true }));
}

async function send(
  device: Device,
  kind: WriteKind,
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
  refs: Record<string, string | number>,
): Promise<void> {
  if (device.ownerId === null) throw new Error(`${device.name} writes with nobody signed in.`);
  const result = await device.outbox.sendUserWrite({ ownerId: device.ownerId, kind, method, path, body, refs });
  if (result.status === 'conflict') learnConflict(device, kind, result.current);
}

/** The version to base an edit on: the newest seen, or now and then an older one on purpose. */
function baseVersion(device: Device, record: string, initial: number): { version: number; stale: boolean } {
  const seen = device.seen.get(record) ?? initial;
  if (seen > 0 && device.random.chance(STALE_CHANCE)) return { version: device.random.int(Math.max(0, seen - 2), seen - 1), stale: true };
  return { version: seen, stale: false };
}

/** The teacher opens a homework's page (or the attendance, or the week): the versions on screen are the server's. */
async function refresh(world: World, teacher: Device): Promise<void> {
  if (!teacher.online) return;
  const { random } = teacher;
  const { school } = world;
  const what = random.weighted({ homework: 6, attendance: 2, timetable: 1 });
  await quietly(async () => {
    if (what === 'homework') {
      const detail = await teacher.user.http.request<AssignmentDetailResponse>(CLASSROOM_PATHS.assignment(random.pick(school.assignmentIds)), { auth: true });
      for (const row of detail.work) if (row.submission) learn(teacher, { submission: row.submission });
    } else if (what === 'attendance') {
      learn(teacher, await teacher.user.http.request(CLASSROOM_PATHS.attendance(school.classId, random.pick(school.dates)), { auth: true }));
    } else {
      learn(teacher, await teacher.user.http.request(PROGRESS_PATHS.timetable(school.classId), { auth: true }));
    }
  });
}

async function grade(world: World, teacher: Device, op: number, action: 'grade' | 'return'): Promise<void> {
  const known = [...teacher.seen.keys()].filter((record) => record.startsWith('submission:'));
  if (!known.length) return refresh(world, teacher);
  const record = teacher.random.pick(known);
  const submissionId = Number(record.slice('submission:'.length));
  const { version, stale } = baseVersion(teacher, record, 1);
  const body = { score: teacher.random.int(0, 100), feedback: `Not ${world.seed}/${op}`, version, action };
  world.ledger.plan({ op, kind: 'grade', device: teacher.name, ownerId: world.school.teacherId, record, body, staleOnPurpose: stale });
  await send(teacher, 'grade', 'PUT', CLASSROOM_PATHS.grade(submissionId), body, { submissionId, op });
}

async function attendance(world: World, teacher: Device, op: number): Promise<void> {
  const { random } = teacher;
  const { school } = world;
  const date = random.pick(school.dates);
  const record = `attendance:${date}`;
  const { version, stale } = baseVersion(teacher, record, 0);
  const marked = school.children.filter(() => random.chance(0.4));
  const records = marked.map((child) => ({ student_id: child.enrolmentId, status: random.pick(ATTENDANCE_STATUSES) }));
  const body = { records, version };
  world.ledger.plan({ op, kind: 'attendance', device: teacher.name, ownerId: school.teacherId, record, body, staleOnPurpose: stale });
  await send(teacher, 'attendance', 'PUT', CLASSROOM_PATHS.attendance(school.classId, date), body, { classId: school.classId, date, op });
}

async function timetable(world: World, teacher: Device, op: number): Promise<void> {
  const { random } = teacher;
  const { school } = world;
  const weekdays = ([1, 2, 3, 4, 5] as const).filter(() => random.chance(0.5));
  const slots: TimetableSlot[] = weekdays.map((weekday) => ({
    id: `ders-${weekday}`,
    weekday,
    start: `0${random.int(8, 9)}:00`,
    end: '10:40',
    title: `Fen ${op}`,
    type: 'class',
    difficulty: 'medium',
    energy: 'high',
  }));
  const { version, stale } = baseVersion(teacher, 'timetable', 0);
  const body = { slots, version };
  world.ledger.plan({ op, kind: 'timetable', device: teacher.name, ownerId: school.teacherId, record: 'timetable', body, staleOnPurpose: stale });
  await send(teacher, 'timetable', 'PUT', PROGRESS_PATHS.timetable(school.classId), body, { classId: school.classId, op });
}

/**
 * The teacher looks at the two versions of each conflict and chooses: theirs is kept by discarding
 * this one, theirs is overwritten by sending this one again on the server's current version.
 */
export async function resolveConflicts(world: World, teacher: Device): Promise<void> {
  if (teacher.ownerId === null) return;
  for (const write of await teacher.outbox.pendingUserWrites(teacher.ownerId)) {
    if (write.state !== 'conflict') continue;
    const current = write.current as { version?: unknown } | undefined;
    learnConflict(teacher, write.kind, write.current);
    if (typeof current?.version !== 'number' || teacher.random.chance(0.5)) {
      world.ledger.of(write).discarded = true;
      await teacher.outbox.discardUserWrite(write.id);
    } else {
      await teacher.outbox.retryUserWrite(write.id, { ...(write.body as object), version: current.version });
    }
  }
}
