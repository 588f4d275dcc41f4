import type { ChaosCall, Fault } from '@tests/fixtures/chaosProxy.ts';
import type { Device } from './device.ts';
import { heal } from './heal.ts';
import { checkInvariants } from './invariants.ts';
import { operate } from './operations.ts';
import { seededRandom, type Random } from './prng.ts';
import { openSchool } from './school.ts';
import { standInBrowserEvents } from './browserEvents.ts';
import { openWorld } from './world.ts';

export const OPS_PER_SEED = 2000;
const RESTARTS = 3;

export type ChaosReport = {
  problems: string[];
  ops: number;
  faults: Record<Fault['kind'], number>;
  restarts: number;
  /** Grades, attendance and weeks sent on a version known to be old: each must have ended as a conflict. */
  staleOnPurpose: number;
};

/** A call's fate: most pass; answers are lost, requests doubled (only those the server may get twice), held back and reordered. */
function faultFor(random: Random, call: ChaosCall): Fault {
  const roll = random.next();
  if (roll < 0.1) return { kind: 'drop' };
  if (roll < 0.17) return call.keyed ? { kind: 'duplicate' } : { kind: 'pass' };
  if (roll < 0.25) return { kind: 'delay', ms: random.int(1, 10) };
  if (roll < 0.3) return { kind: 'reorder' };
  return { kind: 'pass' };
}

/**
 * One seed: 5 tablets and 2 teacher devices act in rounds, side by side, through the chaos proxy,
 * with the server restarted under them now and then; then the network heals and the invariants are
 * checked. Answers the broken invariants in words.
 */
export async function runChaos(seed: number): Promise<ChaosReport> {
  const random = seededRandom(seed);
  const faults = random.fork();
  const school = await openSchool();
  const restoreGlobals = standInBrowserEvents();
  let devices: Device[] = [];
  try {
    const world = await openWorld(seed, random, school);
    devices = [...world.tablets, ...world.teachers];
    // Rounds of about six ops, some 330 a seed: the restarts fall within its first 250.
    const restartRounds = new Set(Array.from({ length: RESTARTS }, () => random.int(5, 250)));
    school.proxy.setRule((call) => faultFor(faults, call));
    let restarts = 0;
    for (let round = 1; world.ops < OPS_PER_SEED; round += 1) {
      const acting = devices.filter(() => random.chance(0.6));
      const tasks = acting.map(async (device) => {
        for (let step = device.random.int(1, 2); step > 0; step -= 1) await operate(world, device);
      });
      if (restartRounds.has(round)) {
        restarts += 1;
        // Mid-round: the devices' calls meet a server going down and coming back.
        tasks.push(new Promise((resolve) => setTimeout(resolve, random.int(0, 3))).then(() => school.restart()));
      }
      await Promise.all(tasks);
    }
    const problems = [...world.problems, ...(await heal(world))];
    problems.push(...(await checkInvariants(world)));
    const staleOnPurpose = [...world.ledger.planned.values()].filter((entry) => entry.staleOnPurpose).length;
    return { problems, ops: world.ops, faults: { ...school.proxy.counts }, restarts, staleOnPurpose };
  } finally {
    for (const device of devices) device.stop();
    restoreGlobals();
    await school.close();
  }
}
