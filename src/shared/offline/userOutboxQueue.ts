import { ApiError } from '../api/ApiError.ts';
import { createObservable } from '../lib/observable.ts';
import { createBackoffTimer } from './backoffTimer.ts';
import { answerVerdict } from './retryPolicy.ts';
import type { UserWrite, UserWriteError, UserWriteKind, UserWriteStorage } from './userOutboxStore.ts';

export type SendResult =
  | { status: 'sent'; body: unknown }
  | { status: 'queued'; write: UserWrite }
  | { status: 'conflict'; write: UserWrite; current: unknown }
  | { status: 'rejected'; write: UserWrite; error: UserWrite['error'] };

export type UserWriteInput = {
  ownerId: number;
  kind: UserWriteKind;
  method: 'POST' | 'PUT';
  path: string;
  body: unknown;
  refs: Record<string, string | number>;
  /** Kept with the write for the feature's own step once the server accepted it; never sent. */
  after?: unknown;
};

export type ReplayResult = { sent: number; left: number };

/**
 * Told of every write the server accepted, with its answer; `here` is true only in the tab that sent
 * it, so a step that must happen once (recording what a hand-in earns) runs in one tab, while every
 * tab refreshes its lists.
 */
export type SentListener = (write: UserWrite, body: unknown, here: boolean) => void;

/** What tabs tell each other: the stored writes changed, or one was sent (with the server's answer). */
export type UserOutboxMessage = { type: 'changed' } | { type: 'sent'; write: UserWrite; body: unknown };

export type UserOutboxChannel = {
  post(message: UserOutboxMessage): void;
  listen(listener: (message: UserOutboxMessage) => void): void;
};

export type UserOutboxDeps = {
  /** Sends one write with its id as the Idempotency-Key; resolves with the server's body, rejects with an ApiError. */
  send: (write: UserWrite) => Promise<unknown>;
  storage: UserWriteStorage;
  now: () => number;
  newId: () => string;
  isOnline: () => boolean;
  /** Runs a replay alone across the tabs of this browser. */
  exclusive: <T>(task: () => Promise<T>) => Promise<T>;
  channel: UserOutboxChannel | null;
};

const EMPTY: readonly UserWrite[] = Object.freeze([]);

const byCreation = (a: UserWrite, b: UserWrite) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * What a failed send leaves (retryPolicy.ts): a conflict or a refusal is kept to be shown, the text
 * with it; anything else waits for the next replay. A 401 here is a session the refresh could not
 * save: the write waits for its owner to sign in again.
 */
function keptAfter(write: UserWrite, error: unknown, now: number): UserWrite {
  const attempts = write.attempts + 1;
  const status = error instanceof ApiError && !error.isNetworkError ? error.status : undefined;
  const failuresBefore = write.serverFailures ?? 0;
  const verdict = answerVerdict(status, failuresBefore);
  if (error instanceof ApiError && verdict === 'conflict') return { ...write, attempts, state: 'conflict', current: error.current, notBefore: undefined };
  if (error instanceof ApiError && verdict === 'refused') {
    const refusal: UserWriteError = { code: error.code, message: error.message };
    if (Object.keys(error.fieldErrors).length) refusal.fieldErrors = error.fieldErrors;
    return { ...write, attempts, state: 'rejected', error: refusal, notBefore: undefined };
  }
  const serverFailures = status !== undefined && status >= 500 ? failuresBefore + 1 : failuresBefore;
  const retryAfter = error instanceof ApiError ? error.retryAfterSeconds : undefined;
  return { ...write, attempts, serverFailures, notBefore: retryAfter === undefined ? undefined : now + retryAfter * 1000 };
}

type Run = { promise: Promise<ReplayResult>; again: boolean };

/**
 * The signed-in outbox (docs/architecture.md#the-two-outboxes): writes are stored before they are sent, so nothing is lost to a
 * closed tab or a dead network; they are replayed in order by the page through the authenticated
 * client, and only ever for the user who made them.
 */
export function createUserOutbox(deps: UserOutboxDeps) {
  const snapshot = createObservable<readonly UserWrite[]>(EMPTY);
  const ownerViews = new WeakMap<readonly UserWrite[], Map<number, readonly UserWrite[]>>();
  const sentListeners = new Set<SentListener>();
  /** Answers for the writes a sendUserWrite call in this tab is waiting on, whichever tab sent them. */
  const awaited = new Map<string, { body: unknown } | null>();
  const runs = new Map<number, Run>();
  let currentOwner: (() => number | null) | null = null;
  let loaded = false;
  let refreshes = 0;

  async function refresh(): Promise<void> {
    const mine = ++refreshes;
    const all = (await deps.storage.list()).sort(byCreation);
    loaded = true;
    // An older read finishing last must not put back writes a newer one saw gone.
    if (mine === refreshes) snapshot.set(all);
  }

  const refreshQuietly = () => refresh().catch((error: unknown) => console.error(error));

  async function changed(): Promise<void> {
    deps.channel?.post({ type: 'changed' });
    await refresh();
  }

  function announceSent(write: UserWrite, body: unknown, here: boolean): void {
    if (awaited.has(write.id)) awaited.set(write.id, { body });
    for (const listener of sentListeners) {
      // One screen's failing refresh must not stop the replay of the rest.
      try {
        listener(write, body, here);
      } catch (error) {
        console.error(error);
      }
    }
  }

  deps.channel?.listen((message) => {
    if (message.type === 'sent') announceSent(message.write, message.body, false);
    void refreshQuietly();
  });

  /** Another user's writes are never sent with this session's token: the server would file them as this user's. */
  const maySend = (ownerId: number) => deps.isOnline() && (!currentOwner || currentOwner() === ownerId);

  async function ownerWrites(ownerId: number): Promise<UserWrite[]> {
    return (await deps.storage.list()).filter((write) => write.ownerId === ownerId).sort(byCreation);
  }

  /** `sent`: the server has it. `stop`: it still waits (no answer, busy server, no session), so the writes after it wait too. */
  async function attempt(write: UserWrite): Promise<{ sent: boolean; stop: boolean }> {
    let body: unknown;
    try {
      body = await deps.send(write);
    } catch (error) {
      // Not a server's answer nor a lost one: a fault in this page, which the write must survive.
      if (!(error instanceof ApiError)) console.error(error);
      const kept = keptAfter(write, error, deps.now());
      await deps.storage.put(kept);
      await changed();
      return { sent: false, stop: kept.state === 'waiting' };
    }
    await deps.storage.remove(write.id);
    deps.channel?.post({ type: 'sent', write, body });
    announceSent(write, body, true);
    await changed();
    return { sent: true, stop: false };
  }

  /** One walk through the owner's waiting writes, oldest first; true when it stopped on a failure. */
  async function pass(ownerId: number, count: () => void): Promise<boolean> {
    for (;;) {
      if (!maySend(ownerId)) return true;
      const next = (await ownerWrites(ownerId)).find((write) => write.state === 'waiting');
      if (!next) return false;
      if ((next.notBefore ?? 0) > deps.now()) return true;
      const { sent, stop } = await attempt(next);
      if (sent) count();
      if (stop) return true;
    }
  }

  async function drain(ownerId: number, run: Run): Promise<ReplayResult> {
    let sent = 0;
    for (;;) {
      run.again = false;
      const stopped = await pass(ownerId, () => (sent += 1));
      // Checked and let go with no await between, so a write stored meanwhile is either seen here or starts a new run.
      if (stopped || !run.again) {
        if (runs.get(ownerId) === run) runs.delete(ownerId);
        break;
      }
    }
    const left = (await ownerWrites(ownerId)).filter((write) => write.state === 'waiting').length;
    return { sent, left };
  }

  /** Single flight per owner in this tab (a call meanwhile joins the run and has it look again), one tab at a time. */
  function replayUserWrites(ownerId: number): Promise<ReplayResult> {
    const running = runs.get(ownerId);
    if (running) {
      running.again = true;
      return running.promise;
    }
    // Registered before its task starts (exclusive() may start it at once); the promise is set just below.
    const run: Run = { promise: Promise.resolve({ sent: 0, left: 0 }), again: false };
    runs.set(ownerId, run);
    run.promise = deps
      .exclusive(() => drain(ownerId, run))
      .finally(() => {
        if (runs.get(ownerId) === run) runs.delete(ownerId);
      });
    return run.promise;
  }

  async function resultFor(id: string): Promise<SendResult> {
    const answer = awaited.get(id);
    awaited.delete(id);
    if (answer) return { status: 'sent', body: answer.body };
    const write = (await deps.storage.list()).find((candidate) => candidate.id === id);
    // Gone without an answer here: another tab sent it and its message has not arrived yet.
    if (!write) return { status: 'sent', body: null };
    if (write.state === 'conflict') return { status: 'conflict', write, current: write.current };
    if (write.state === 'rejected') return { status: 'rejected', write, error: write.error };
    return { status: 'queued', write };
  }

  /**
   * Stores the write, then sends it behind the owner's older waiting writes so their order holds. It
   * is marked as awaited before it is stored: another tab may send it the moment it is.
   */
  async function deliver(write: UserWrite, store: () => Promise<void>): Promise<SendResult> {
    awaited.set(write.id, null);
    try {
      await store();
      await changed();
      if (maySend(write.ownerId)) await replayUserWrites(write.ownerId);
      return await resultFor(write.id);
    } finally {
      awaited.delete(write.id);
    }
  }

  /** Later than every stored write of the owner, even when the device's clock was put back. */
  async function creationTime(ownerId: number): Promise<number> {
    const last = (await ownerWrites(ownerId)).at(-1);
    return Math.max(deps.now(), last ? last.createdAt + 1 : 0);
  }

  async function sendUserWrite(input: UserWriteInput): Promise<SendResult> {
    const write: UserWrite = { ...input, id: deps.newId(), createdAt: await creationTime(input.ownerId), attempts: 0, state: 'waiting' };
    return deliver(write, () => deps.storage.put(write));
  }

  async function retryUserWrite(id: string, body: unknown): Promise<SendResult> {
    const old = (await deps.storage.list()).find((write) => write.id === id);
    if (!old) throw new Error(`No write ${id} to retry: it was sent or discarded meanwhile.`);
    // A waiting write may already have arrived; sending its body again under a new key could apply it twice.
    if (old.state === 'waiting') throw new Error(`Write ${id} is still waiting: only a conflicted or refused write is retried.`);
    const { ownerId, kind, method, path, refs, after } = old;
    const fresh: UserWrite = {
      ownerId,
      kind,
      method,
      path,
      refs,
      after,
      body,
      id: deps.newId(),
      createdAt: await creationTime(ownerId),
      attempts: 0,
      state: 'waiting',
    };
    // The new one is stored before the old one goes: a crash in between leaves both, never neither.
    return deliver(fresh, async () => {
      await deps.storage.put(fresh);
      await deps.storage.remove(id);
    });
  }

  async function discardUserWrite(id: string): Promise<void> {
    await deps.storage.remove(id);
    await changed();
  }

  function subscribe(listener: () => void): () => void {
    if (!loaded) void refreshQuietly();
    return snapshot.subscribe(listener);
  }

  /** The owner's writes from the last read, the same array until they change (for useSyncExternalStore). */
  function writesOf(ownerId: number | null): readonly UserWrite[] {
    if (ownerId === null) return EMPTY;
    const all = snapshot.get();
    let views = ownerViews.get(all);
    if (!views) {
      views = new Map();
      ownerViews.set(all, views);
    }
    let view = views.get(ownerId);
    if (!view) {
      const mine = all.filter((write) => write.ownerId === ownerId);
      view = mine.length ? mine : EMPTY;
      views.set(ownerId, view);
    }
    return view;
  }

  function onUserWriteSent(listener: SentListener): () => void {
    sentListeners.add(listener);
    return () => {
      sentListeners.delete(listener);
    };
  }

  /**
   * Replays the signed-in user's writes now, on `online`, when the app comes back to the screen, and
   * on a back-off timer (retryPolicy.ts: 15 s, doubling to 5 min) while writes wait on this device —
   * anyone's, so a child's writes left at sign-out still go at their next sign-in. Anything sent, or
   * the network coming back, makes the next wait the shortest again.
   */
  function startUserOutbox(getOwnerId: () => number | null): () => void {
    currentOwner = getOwnerId;
    const replayCurrent = () => {
      const ownerId = getOwnerId();
      if (ownerId !== null && maySend(ownerId)) replayUserWrites(ownerId).catch((error: unknown) => console.error(error));
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') replayCurrent();
    };
    const timer = createBackoffTimer(replayCurrent);
    const schedule = () => {
      if (snapshot.get().some((write) => write.state === 'waiting')) timer.start();
      else timer.stop();
    };
    const onOnline = () => {
      timer.reset();
      replayCurrent();
    };
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisibility);
    const unsubscribe = snapshot.subscribe(schedule);
    const unsubscribeSent = onUserWriteSent(() => timer.reset());
    schedule();
    void refreshQuietly();
    replayCurrent();
    return () => {
      if (currentOwner === getOwnerId) currentOwner = null;
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisibility);
      unsubscribe();
      unsubscribeSent();
      timer.stop();
    };
  }

  return {
    sendUserWrite,
    replayUserWrites,
    discardUserWrite,
    retryUserWrite,
    pendingUserWrites: ownerWrites,
    onUserWriteSent,
    subscribe,
    writesOf,
    startUserOutbox,
  };
}

export type UserOutbox = ReturnType<typeof createUserOutbox>;
