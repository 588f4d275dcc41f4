import { CLASSROOM_PATHS, type AssignmentDetailResponse } from '@/shared/api/classroom.ts';
import type { UserWrite } from '@/shared/offline/userOutboxStore.ts';
import type { Device } from './device.ts';
import { resolveConflicts } from './operations.ts';
import { signInChild, signOutChild, type World } from './world.ts';

const ROUNDS = 8;

/**
 * The network is good again and everyone online: each device's writes are replayed (a child's on the
 * tablet that kept them, at their next sign-in there), and every conflict is settled as a person
 * would. Answers what could not be settled.
 */
export async function heal(world: World): Promise<string[]> {
  const problems: string[] = [];
  world.school.proxy.setRule(() => ({ kind: 'pass' }));
  for (const device of [...world.tablets, ...world.teachers]) device.online = true;

  for (let round = 1; round <= ROUNDS; round += 1) {
    await settled(world);
    for (const teacher of world.teachers) {
      await teacher.outbox.replayUserWrites(world.school.teacherId);
      await resolveConflicts(world, teacher);
    }
    for (const tablet of world.tablets) await healTablet(world, tablet, problems);
    await settled(world);
    const left = await leftWrites(world);
    if (!left.length) return problems;
    if (round === ROUNDS) problems.push(...left.map(({ device, write }) => `${device.name} still holds ${describe(write)} after ${ROUNDS} rounds of healing`));
  }
  return problems;
}

/** Every device's work in the background has ended. */
export async function settled(world: World): Promise<void> {
  for (const device of [...world.tablets, ...world.teachers]) while (device.background.size) await Promise.all(device.background);
}

export const describe = (write: UserWrite) =>
  `${write.kind} op ${String(write.refs.op)} ${write.path} (${write.state}${write.error ? `: ${write.error.message}` : ''}${write.notBefore ? `, not before ${new Date(write.notBefore).toISOString()}` : ''})`;

/** Every write still on any device, for any owner. */
export async function leftWrites(world: World): Promise<{ device: Device; write: UserWrite }[]> {
  const owners = [world.school.teacherId, ...world.school.children.flatMap((child) => (child.userId === null ? [] : [child.userId]))];
  const left: { device: Device; write: UserWrite }[] = [];
  for (const device of [...world.tablets, ...world.teachers]) {
    for (const owner of owners) for (const write of await device.outbox.pendingUserWrites(owner)) left.push({ device, write });
  }
  return left;
}

async function healTablet(world: World, tablet: Device, problems: string[]): Promise<void> {
  for (const child of world.school.children) {
    if (child.userId === null) continue;
    if (!(await tablet.outbox.pendingUserWrites(child.userId)).length) continue;
    if (tablet.childPlace !== child.place) {
      await signOutChild(tablet, 60_000);
      if (!(await signInChild(world, tablet, child.place))) throw new Error(`${child.firstName} could not sign in on ${tablet.name} with the network healed.`);
    }
    // Joins the replay the sign-in started, if it still runs.
    await tablet.outbox.replayUserWrites(child.userId);
    for (const write of await tablet.outbox.pendingUserWrites(child.userId)) {
      if (write.state === 'conflict') await handBackAndRetry(world, child.userId, tablet, write);
      else {
        // A refusal or a wait the healed network cannot end: reported, then cleared so the rest can be checked.
        problems.push(`${tablet.name}: ${describe(write)} for ${child.firstName}`);
        world.ledger.of(write).discarded = true;
        await tablet.outbox.discardUserWrite(write.id);
      }
    }
  }
}

/**
 * A hand-in refused because the work was already graded: the child asks the teacher, who sends the
 * graded work back, and the child sends theirs again.
 */
async function handBackAndRetry(world: World, childId: number, tablet: Device, write: UserWrite): Promise<void> {
  const teacher = world.teachers[0];
  if (!teacher) throw new Error('No teacher device.');
  const assignmentId = Number(write.refs.assignmentId);
  const detail = await teacher.user.http.request<AssignmentDetailResponse>(CLASSROOM_PATHS.assignment(assignmentId), { auth: true });
  const latest = detail.work.find((row) => row.student.user_id === childId)?.submission;
  if (latest?.graded_at && !latest.returned_at) {
    world.ops += 1;
    const op = world.ops;
    const body = { score: latest.score, feedback: `Yeniden gönder ${world.seed}/${op}`, version: latest.version, action: 'return' as const };
    world.ledger.plan({
      op,
      kind: 'grade',
      device: teacher.name,
      ownerId: world.school.teacherId,
      record: `submission:${latest.id}`,
      body,
      staleOnPurpose: false,
    });
    const sent = await teacher.outbox.sendUserWrite({
      ownerId: world.school.teacherId,
      kind: 'grade',
      method: 'PUT',
      path: CLASSROOM_PATHS.grade(latest.id),
      body,
      refs: { submissionId: latest.id, op },
    });
    // Graded again meanwhile: the next round tries again.
    if (sent.status !== 'sent') return;
  }
  await tablet.outbox.retryUserWrite(write.id, write.body);
}
