import type { Tokens } from '@/shared/api/contract.ts';
import { createHttpClient, type HttpClient } from '@/shared/api/http.ts';
import { createTokenStore, type TokenStore } from '@/shared/api/tokenStore.ts';
import { createUserOutbox, type UserOutbox } from '@/shared/offline/userOutboxQueue.ts';
import { memoryUserWriteStorage } from '@/shared/offline/userOutboxStore.ts';
import type { Ledger } from './ledger.ts';
import type { Random } from './prng.ts';

const TEN_MINUTES_MS = 10 * 60 * 1000;

/** One signed-in session on a device: its own token store and HTTP client, as the app keeps them. */
type Session = { tokens: TokenStore; http: HttpClient; ended: number };

/**
 * A tablet or the teacher's device: a clock off by up to ten minutes, a network that can be switched
 * off, the signed-in outbox on memory storage, and what its screens last saw of the server.
 */
export type Device = {
  name: string;
  role: 'tablet' | 'teacher';
  skewMs: number;
  online: boolean;
  now: () => number;
  /** The device's one session, as in the app: a tablet holds the school account's at its picker and a child's once they sign in. */
  user: Session;
  /** A tablet's school session, kept aside while a child is signed in (the app's tablet key). */
  schoolKey: Tokens | null;
  ownerId: number | null;
  /** The 5-B list place of the child signed in on a tablet. */
  childPlace: number | null;
  outbox: UserOutbox;
  /** The highest version of each record the device has seen from the server (the teacher's screens). */
  seen: Map<string, number>;
  /** Work the app starts without waiting for it (a replay on `online`, at sign-in): awaited before healing. */
  background: Set<Promise<unknown>>;
  /** Stops the outbox's triggers. */
  stop: () => void;
  /** The choices of the person using it: a sequence of its own, so other devices' timing does not shift it. */
  random: Random;
};

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
}

export function makeDevice(options: { name: string; role: Device['role']; random: Random; proxyUrl: () => string; ledger: Ledger }): Device {
  const now = () => Date.now() + device.skewMs;
  let ids = 0;

  const session = (): Session => {
    const tokens = createTokenStore(memoryStorage(), now);
    const http = createHttpClient({
      // Offline, a call fails the way fetch does without a network.
      fetch: (input, init) => (device.online ? globalThis.fetch(input, init) : Promise.reject(new TypeError('fetch failed'))),
      tokens,
      url: (path) => options.proxyUrl() + path,
      wait: async () => {},
      locks: undefined,
    });
    const state: Session = { tokens, http, ended: 0 };
    http.configureAuth({ onSessionExpired: () => void (state.ended += 1) });
    return state;
  };

  const device: Device = {
    name: options.name,
    role: options.role,
    skewMs: skewOf(options.random),
    online: true,
    now,
    user: session(),
    schoolKey: null,
    ownerId: null,
    childPlace: null,
    seen: new Map(),
    random: options.random,
    background: new Set(),
    stop: () => {},
    outbox: createUserOutbox({
      // As the app wires it (userOutbox.ts): the write's id is its Idempotency-Key, one retry inside the call.
      send: (write) =>
        device.user.http.request<unknown>(write.path, { method: write.method, body: write.body, auth: true, idempotencyKey: write.id, retries: 1 }),
      storage: memoryUserWriteStorage(),
      now,
      newId: () => `${options.name}-${(ids += 1)}`,
      isOnline: () => device.online,
      exclusive: (task) => task(),
      channel: null,
    }),
  };
  device.outbox.onUserWriteSent((write, answer) => {
    options.ledger.acknowledged(write, answer);
    learn(device, answer);
  });
  // The app's owner rule: a replay under way stops before the next write once its owner has signed out.
  device.stop = device.outbox.startUserOutbox(() => device.ownerId);
  return device;
}

/** Notes a version the device saw from the server; versions only grow, so the highest is the newest. */
function saw(device: Device, record: string, version: number): void {
  device.seen.set(record, Math.max(version, device.seen.get(record) ?? -1));
}

type Versioned = { version?: unknown };
type Answer = { submission?: Versioned & { id?: unknown }; sheet?: Versioned & { date?: unknown }; timetable?: Versioned };

/** What a screen learns from a record the server sent (an answer, a 409's `current`, a list). */
export function learn(device: Device, answer: unknown): void {
  if (!answer || typeof answer !== 'object') return;
  const { submission, sheet, timetable } = answer as Answer;
  if (typeof submission?.version === 'number') saw(device, `submission:${String(submission.id)}`, submission.version);
  if (typeof sheet?.version === 'number') saw(device, `attendance:${String(sheet.date)}`, sheet.version);
  if (typeof timetable?.version === 'number') saw(device, 'timetable', timetable.version);
}

/** A device clock's error: anything within ten minutes either way. */
export const skewOf = (random: Random): number => Math.round((random.next() * 2 - 1) * TEN_MINUTES_MS);

/** Starts work the way the app does, without waiting; the run awaits it before healing. */
export function inBackground(device: Device, work: Promise<unknown>): void {
  const tracked = work.catch((error: unknown) => console.error(error)).finally(() => device.background.delete(tracked));
  device.background.add(tracked);
}
