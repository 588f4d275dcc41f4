import { ApiError } from '@/shared/api/ApiError.ts';
import { CLASSROOM_PATHS } from '@/shared/api/classroom.ts';
import { API_PATHS, type AuthResponse } from '@/shared/api/contract.ts';
import { inBackground, learn, makeDevice, type Device } from './device.ts';
import { createLedger, type Ledger } from './ledger.ts';
import type { Random } from './prng.ts';
import type { School } from './school.ts';

const TABLETS = 5;
const TEACHER_DEVICES = 2;

/** Everything one seed's run shares: the school, the devices, the writes made so far. */
export type World = {
  seed: number;
  random: Random;
  school: School;
  tablets: Device[];
  teachers: Device[];
  ledger: Ledger;
  /** Hand-ins made per `<place>:<assignment>`, kept under the server's per-round cap. */
  handIns: Map<string, number>;
  ops: number;
  /** What broke while the run went on (the invariants after healing are checked apart). */
  problems: string[];
};

export async function openWorld(seed: number, random: Random, school: School): Promise<World> {
  const ledger = createLedger();
  const device = (name: string, role: Device['role']) => makeDevice({ name, role, random: random.fork(), proxyUrl: () => school.proxy.url, ledger });
  const tablets = Array.from({ length: TABLETS }, (_, index) => device(`tablet${index + 1}`, 'tablet'));
  const teachers = Array.from({ length: TEACHER_DEVICES }, (_, index) => device(`teacher${index + 1}`, 'teacher'));
  // Password logins happen here once, outside the proxy; in the loop only picture codes sign in.
  for (const tablet of tablets) {
    const tokens = await school.login('tablet5');
    tablet.user.tokens.save(tokens.access, tokens.refresh);
  }
  for (const teacher of teachers) {
    const tokens = await school.login('teacher');
    teacher.user.tokens.save(tokens.access, tokens.refresh);
    teacher.ownerId = school.teacherId;
    teacher.seen.set('timetable', school.timetableVersion);
  }
  return { seed, random, school, tablets, teachers, ledger, handIns: new Map(), ops: 0, problems: [] };
}

/** A person on weak Wi-Fi taps again when nothing came back; an answer from the server is final. */
async function tapUntilAnswered<T>(call: () => Promise<T>, taps: number): Promise<T> {
  for (let tap = 1; ; tap += 1) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof ApiError) || !error.isNetworkError || tap >= taps) throw error;
    }
  }
}

/** Signs a child in by their pictures at the tablet's picker, and sends what they left on it; false when no answer came. */
export async function signInChild(world: World, tablet: Device, place: number, taps = 3): Promise<boolean> {
  const child = world.school.children[place];
  if (!child || tablet.ownerId !== null) throw new Error(`No child ${place}, or ${tablet.name} is not at its picker.`);
  let reply: AuthResponse;
  try {
    reply = await tapUntilAnswered(
      () =>
        tablet.user.http.request<AuthResponse>(CLASSROOM_PATHS.tabletSignIn, {
          method: 'POST',
          auth: true,
          repeatable: true,
          body: { enrolment_id: child.enrolmentId, picture_code: child.pictureCode },
        }),
      taps,
    );
  } catch (error) {
    if (error instanceof ApiError && error.isNetworkError) return false;
    throw error;
  }
  // As the app does: the school session is put aside in the tablet key, the child's takes the one token store.
  const access = tablet.user.tokens.getAccess();
  const refresh = tablet.user.tokens.getRefresh();
  if (!access || !refresh) throw new Error(`${tablet.name} lost its school session.`);
  tablet.schoolKey = { access, refresh };
  tablet.user.tokens.save(reply.tokens.access, reply.tokens.refresh);
  child.userId = reply.user.id ?? null;
  tablet.ownerId = child.userId;
  tablet.childPlace = place;
  if (tablet.online && tablet.ownerId !== null) inBackground(tablet, tablet.outbox.replayUserWrites(tablet.ownerId));
  return true;
}

/**
 * The child signs out, as the app's return to the picker does: online, their waiting work is sent
 * for a short while at most; then their session ends on the server (not waited for) and the school
 * session comes back from the tablet key. What was not sent stays for the child.
 */
export async function signOutChild(tablet: Device, waitMs: number): Promise<void> {
  if (tablet.ownerId === null || !tablet.schoolKey) return;
  if (tablet.online) await atMost(tablet.outbox.replayUserWrites(tablet.ownerId), waitMs);
  const refresh = tablet.user.tokens.getRefresh();
  const access = tablet.user.tokens.getAccess();
  tablet.user.tokens.clear();
  tablet.ownerId = null;
  tablet.childPlace = null;
  if (refresh && tablet.online) {
    inBackground(
      tablet,
      tablet.user.http
        .request(API_PATHS.logout, {
          method: 'POST',
          body: { refresh_token: refresh },
          headers: access ? { Authorization: `Bearer ${access}` } : {},
          retries: 0,
        })
        .catch(() => undefined),
    );
  }
  tablet.user.tokens.save(tablet.schoolKey.access, tablet.schoolKey.refresh);
  tablet.schoolKey = null;
}

/** Waits for the work, but never longer than `ms`; a failure counts as done. */
async function atMost(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  await Promise.race([
    work.then(
      () => undefined,
      () => undefined,
    ),
    deadline,
  ]).finally(() => clearTimeout(timer));
}

/** The places of children signed in on some tablet: a child sits at one tablet at a time. */
export const seatedPlaces = (world: World): Set<number> => new Set(world.tablets.flatMap((tablet) => (tablet.childPlace === null ? [] : [tablet.childPlace])));

/** What a conflict's `current` tells the screen that shows it. */
export function learnConflict(device: Device, kind: string, current: unknown): void {
  if (kind === 'grade' || kind === 'submission') learn(device, { submission: current });
  if (kind === 'attendance') learn(device, { sheet: current });
  if (kind === 'timetable') learn(device, { timetable: current });
}
