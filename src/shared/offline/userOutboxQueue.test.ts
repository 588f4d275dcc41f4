import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, normaliseError } from '../api/ApiError.ts';
import { RETRY_FIRST_DELAY_MS } from './retryPolicy.ts';
import { createUserOutbox, type UserOutboxChannel, type UserOutboxMessage, type UserWriteInput } from './userOutboxQueue.ts';
import { memoryUserWriteStorage, type UserWrite, type UserWriteStorage } from './userOutboxStore.ts';

type Answer = (write: UserWrite) => unknown;

const ok =
  (body: unknown): Answer =>
  () =>
    body;
const fail =
  (error: ApiError): Answer =>
  () => {
    throw error;
  };
const networkDown = fail(normaliseError({ local: { kind: 'network' } }));
const timedOut = fail(normaliseError({ local: { kind: 'timeout', timeoutMs: 15_000 } }));
const status = (code: number, body: Record<string, unknown> | null = null, retryAfterSeconds?: number) =>
  fail(normaliseError({ status: code, body, retryAfterSeconds }));
const sessionRefused = fail(new ApiError({ code: 'SESSION_EXPIRED', message: 'Oturum sona erdi.', status: 401 }));

/** A lock shared by "tabs": tasks run one after another, as navigator.locks runs them. */
function sharedLock() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** BroadcastChannel between "tabs": asynchronous, structured-cloned, never back to the sender. */
function sharedBus() {
  const members = new Set<(message: UserOutboxMessage) => void>();
  return {
    join(): UserOutboxChannel {
      let mine: ((message: UserOutboxMessage) => void) | undefined;
      return {
        post: (message) => {
          for (const member of members) if (member !== mine) queueMicrotask(() => member(structuredClone(message)));
        },
        listen: (listener) => {
          mine = listener;
          members.add(listener);
        },
      };
    },
  };
}

type Setup = {
  name?: string;
  online?: boolean;
  storage?: UserWriteStorage;
  lock?: ReturnType<typeof sharedLock>;
  bus?: ReturnType<typeof sharedBus>;
};

function setup({ name = 'tab', online = true, storage = memoryUserWriteStorage(), lock, bus }: Setup = {}) {
  const state = { clock: 1_000_000, online, ids: 0 };
  const calls: UserWrite[] = [];
  const answers: Answer[] = [];
  const outbox = createUserOutbox({
    send: async (write) => {
      calls.push(write);
      const answer = answers.shift() ?? ok({ success: true, id: write.id });
      return answer(write);
    },
    storage,
    now: () => state.clock,
    newId: () => `${name}-key-${++state.ids}`,
    isOnline: () => state.online,
    exclusive: lock ?? ((task) => task()),
    channel: bus?.join() ?? null,
  });
  return {
    outbox,
    storage,
    calls,
    answers,
    keys: () => calls.map((write) => write.id),
    advance: (ms: number) => {
      state.clock += ms;
    },
    setOnline: (value: boolean) => {
      state.online = value;
    },
    now: () => state.clock,
  };
}

const grade = (ownerId: number, submissionId: number, score = 80): UserWriteInput => ({
  ownerId,
  kind: 'grade',
  method: 'PUT',
  path: `/api/submissions/${submissionId}/grade/`,
  body: { score, feedback: '', version: 1 },
  refs: { submissionId },
});

/** Queues writes while offline, then comes back online. */
async function queueOffline(context: ReturnType<typeof setup>, inputs: UserWriteInput[]): Promise<UserWrite[]> {
  context.setOnline(false);
  const writes: UserWrite[] = [];
  for (const input of inputs) {
    const result = await context.outbox.sendUserWrite(input);
    if (result.status !== 'queued') throw new Error(`expected queued, got ${result.status}`);
    writes.push(result.write);
  }
  context.setOnline(true);
  return writes;
}

describe('sendUserWrite', () => {
  it('sends at once when online, with its id as the key, and keeps nothing', async () => {
    const context = setup();
    const sent = vi.fn();
    context.outbox.onUserWriteSent(sent);
    context.answers.push(ok({ success: true, submission: { id: 4 } }));

    const result = await context.outbox.sendUserWrite(grade(1, 4));

    expect(result).toEqual({ status: 'sent', body: { success: true, submission: { id: 4 } } });
    expect(context.calls).toHaveLength(1);
    expect(context.calls[0]).toMatchObject({
      id: 'tab-key-1',
      ownerId: 1,
      kind: 'grade',
      method: 'PUT',
      path: '/api/submissions/4/grade/',
      refs: { submissionId: 4 },
    });
    expect(await context.outbox.pendingUserWrites(1)).toEqual([]);
    expect(sent).toHaveBeenCalledWith(expect.objectContaining({ id: 'tab-key-1' }), { success: true, submission: { id: 4 } }, true);
  });

  it('keeps the write when offline without trying to send it', async () => {
    const context = setup({ online: false });
    const result = await context.outbox.sendUserWrite(grade(1, 4));
    expect(result.status).toBe('queued');
    expect(context.calls).toEqual([]);
    expect(await context.outbox.pendingUserWrites(1)).toMatchObject([{ id: 'tab-key-1', state: 'waiting', attempts: 0 }]);
  });

  it.each([
    ['no answer', networkDown],
    ['a timeout', timedOut],
    ['408', status(408)],
    ['429', status(429)],
    ['500', status(500)],
    ['503', status(503)],
  ])('keeps the write on %s and answers queued', async (_label, answer) => {
    const context = setup();
    context.answers.push(answer);
    const result = await context.outbox.sendUserWrite(grade(1, 4));
    expect(result).toMatchObject({ status: 'queued', write: { id: 'tab-key-1', state: 'waiting', attempts: 1 } });
    expect(await context.outbox.pendingUserWrites(1)).toHaveLength(1);
  });

  it('keeps a write the page itself failed to send (no ApiError) as waiting', async () => {
    const context = setup();
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    context.answers.push(() => {
      throw new Error('The token manager is not set up');
    });
    expect((await context.outbox.sendUserWrite(grade(1, 4))).status).toBe('queued');
    expect(report).toHaveBeenCalled();
  });

  it('keeps a 409 as a conflict with the server’s current record', async () => {
    const context = setup();
    const current = { id: 4, score: 60, version: 2 };
    context.answers.push(status(409, { success: false, error_code: 'CONFLICT', message: 'changed', current }));

    const result = await context.outbox.sendUserWrite(grade(1, 4));

    expect(result).toMatchObject({ status: 'conflict', current, write: { state: 'conflict', current, body: { score: 80, feedback: '', version: 1 } } });
    expect(await context.outbox.pendingUserWrites(1)).toMatchObject([{ state: 'conflict', current }]);
  });

  it.each([400, 422])('keeps a %i as rejected with the field errors', async (code) => {
    const context = setup();
    context.answers.push(status(code, { success: false, errors: { score: ['Puan 0 ile 100 arasında olmalıdır.'] } }));

    const result = await context.outbox.sendUserWrite(grade(1, 4, 130));

    expect(result).toMatchObject({
      status: 'rejected',
      error: { code: 'VALIDATION_ERROR', message: 'Puan 0 ile 100 arasında olmalıdır.', fieldErrors: { score: ['Puan 0 ile 100 arasında olmalıdır.'] } },
    });
    expect(await context.outbox.pendingUserWrites(1)).toMatchObject([{ state: 'rejected', body: { score: 130 } }]);
  });

  it('keeps a refusal without field errors as rejected with its code only', async () => {
    const context = setup();
    context.answers.push(status(403, { success: false, error_code: 'FORBIDDEN' }));
    const result = await context.outbox.sendUserWrite(grade(1, 4));
    expect(result.status).toBe('rejected');
    if (result.status !== 'rejected') return;
    expect(result.error?.code).toBe('FORBIDDEN');
    expect(result.error).not.toHaveProperty('fieldErrors');
  });

  it('waits behind the owner’s older waiting writes, so the order holds', async () => {
    const context = setup();
    await queueOffline(context, [grade(1, 1)]);
    context.answers.push(status(503));
    const result = await context.outbox.sendUserWrite(grade(1, 2));
    expect(result.status).toBe('queued');
    expect(context.keys()).toEqual(['tab-key-1']);
  });
});

describe('replayUserWrites', () => {
  it('sends a write queued on a network failure again with the same key', async () => {
    const context = setup();
    context.answers.push(networkDown);
    const queued = await context.outbox.sendUserWrite(grade(1, 4));
    expect(queued.status).toBe('queued');

    expect(await context.outbox.replayUserWrites(1)).toEqual({ sent: 1, left: 0 });
    expect(context.keys()).toEqual(['tab-key-1', 'tab-key-1']);
    expect(context.calls[1]?.body).toEqual(context.calls[0]?.body);
    expect(await context.outbox.pendingUserWrites(1)).toEqual([]);
  });

  it('sends in creation order, even made in the same millisecond or after the clock was put back', async () => {
    const context = setup();
    await queueOffline(context, [grade(1, 1), grade(1, 2)]);
    context.advance(-60_000);
    await queueOffline(context, [grade(1, 3)]);

    expect(await context.outbox.replayUserWrites(1)).toEqual({ sent: 3, left: 0 });
    expect(context.calls.map((write) => write.refs.submissionId)).toEqual([1, 2, 3]);
  });

  it('stops at the first 5xx and leaves the rest for later', async () => {
    const context = setup();
    await queueOffline(context, [grade(1, 1), grade(1, 2), grade(1, 3)]);
    context.answers.push(ok({}), status(502));

    expect(await context.outbox.replayUserWrites(1)).toEqual({ sent: 1, left: 2 });
    expect(context.keys()).toEqual(['tab-key-1', 'tab-key-2']);
    expect(await context.outbox.pendingUserWrites(1)).toMatchObject([
      { id: 'tab-key-2', attempts: 1 },
      { id: 'tab-key-3', attempts: 0 },
    ]);

    expect(await context.outbox.replayUserWrites(1)).toEqual({ sent: 2, left: 0 });
    expect(context.keys()).toEqual(['tab-key-1', 'tab-key-2', 'tab-key-2', 'tab-key-3']);
  });

  it('goes on past a conflict or a refusal, keeping them to be shown', async () => {
    const context = setup();
    await queueOffline(context, [grade(1, 1), grade(1, 2), grade(1, 3)]);
    context.answers.push(status(409, { error_code: 'CONFLICT', current: { version: 5 } }), status(422, { errors: { score: ['x'] } }));

    expect(await context.outbox.replayUserWrites(1)).toEqual({ sent: 1, left: 0 });
    expect(await context.outbox.pendingUserWrites(1)).toMatchObject([
      { id: 'tab-key-1', state: 'conflict', current: { version: 5 } },
      { id: 'tab-key-2', state: 'rejected' },
    ]);
    // They are never sent again on their own.
    expect(await context.outbox.replayUserWrites(1)).toEqual({ sent: 0, left: 0 });
    expect(context.calls).toHaveLength(3);
  });

  it('stops on a session refusal and keeps every write waiting', async () => {
    const context = setup();
    await queueOffline(context, [grade(1, 1), grade(1, 2)]);
    context.answers.push(sessionRefused);

    expect(await context.outbox.replayUserWrites(1)).toEqual({ sent: 0, left: 2 });
    expect(context.calls).toHaveLength(1);
    expect(await context.outbox.pendingUserWrites(1)).toMatchObject([{ state: 'waiting' }, { state: 'waiting' }]);
  });

  it('keeps writes waiting when there is no session at all (NO_TOKEN)', async () => {
    const context = setup();
    await queueOffline(context, [grade(1, 1)]);
    context.answers.push(fail(new ApiError({ code: 'NO_TOKEN', message: '' })));
    expect(await context.outbox.replayUserWrites(1)).toEqual({ sent: 0, left: 1 });
  });

  it('respects Retry-After: nothing is sent before the time the server gave', async () => {
    const context = setup();
    await queueOffline(context, [grade(1, 1), grade(1, 2)]);
    context.answers.push(status(429, null, 120));

    expect(await context.outbox.replayUserWrites(1)).toEqual({ sent: 0, left: 2 });
    expect(await context.outbox.pendingUserWrites(1)).toMatchObject([{ notBefore: context.now() + 120_000 }, {}]);

    context.advance(119_000);
    expect(await context.outbox.replayUserWrites(1)).toEqual({ sent: 0, left: 2 });
    expect(context.calls).toHaveLength(1);

    context.advance(1_000);
    expect(await context.outbox.replayUserWrites(1)).toEqual({ sent: 2, left: 0 });
    expect(context.keys()).toEqual(['tab-key-1', 'tab-key-1', 'tab-key-2']);
  });

  it('sends nothing while offline', async () => {
    const context = setup();
    await queueOffline(context, [grade(1, 1)]);
    context.setOnline(false);
    expect(await context.outbox.replayUserWrites(1)).toEqual({ sent: 0, left: 1 });
    expect(context.calls).toEqual([]);
  });

  it('runs once at a time: a second call joins the first, and a write stored meanwhile goes in the same run', async () => {
    const context = setup();
    await queueOffline(context, [grade(1, 1)]);
    let release: () => void = () => undefined;
    context.answers.push(
      () =>
        new Promise((resolve) => {
          release = () => resolve({});
        }),
    );

    const first = context.outbox.replayUserWrites(1);
    await vi.waitFor(() => expect(context.calls).toHaveLength(1));
    const second = context.outbox.replayUserWrites(1);
    const third = context.outbox.sendUserWrite(grade(1, 2));
    await vi.waitFor(() => expect(context.outbox.writesOf(1)).toHaveLength(2));
    release();

    expect(await first).toEqual({ sent: 2, left: 0 });
    expect(await second).toEqual({ sent: 2, left: 0 });
    expect(await third).toEqual({ status: 'sent', body: { success: true, id: 'tab-key-2' } });
    expect(context.keys()).toEqual(['tab-key-1', 'tab-key-2']);
  });

  it('sends a write stored just as a run found nothing more to send', async () => {
    // The run's last read of the queue is held after it saw the queue empty; the new write is stored meanwhile.
    const inner = memoryUserWriteStorage();
    let readsToSkip = -1;
    const held: { release?: () => void } = {};
    const storage: UserWriteStorage = {
      ...inner,
      list: async () => {
        const found = await inner.list();
        if (readsToSkip === 0) {
          readsToSkip = -1;
          await new Promise<void>((resolve) => {
            held.release = resolve;
          });
        } else if (readsToSkip > 0) readsToSkip -= 1;
        return found;
      },
    };
    const context = setup({ storage });
    await queueOffline(context, [grade(1, 1)]);
    context.answers.push(() => {
      // After this answer: the refresh reads once, then the run looks for the next write.
      readsToSkip = 1;
      return {};
    });

    const run = context.outbox.replayUserWrites(1);
    await vi.waitFor(() => expect(held.release).toBeDefined());
    const late = context.outbox.sendUserWrite(grade(1, 2));
    await vi.waitFor(() => expect(context.outbox.writesOf(1)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    held.release?.();

    expect(await late).toMatchObject({ status: 'sent' });
    expect(await run).toEqual({ sent: 2, left: 0 });
  });

  it('does not go round again for a write that joined a run which met a failure', async () => {
    const context = setup();
    await queueOffline(context, [grade(1, 1)]);
    let fail: () => void = () => undefined;
    context.answers.push(
      () =>
        new Promise((_resolve, reject) => {
          fail = () => reject(normaliseError({ local: { kind: 'network' } }));
        }),
    );

    const run = context.outbox.replayUserWrites(1);
    await vi.waitFor(() => expect(context.calls).toHaveLength(1));
    const joined = context.outbox.sendUserWrite(grade(1, 2));
    await vi.waitFor(() => expect(context.outbox.writesOf(1)).toHaveLength(2));
    fail();

    expect(await run).toEqual({ sent: 0, left: 2 });
    expect((await joined).status).toBe('queued');
    expect(context.calls).toHaveLength(1);
  });
});

describe('owners', () => {
  it('never lists or sends one user’s writes for another', async () => {
    const context = setup();
    await queueOffline(context, [grade(1, 1), grade(2, 2)]);

    expect((await context.outbox.pendingUserWrites(1)).map((write) => write.ownerId)).toEqual([1]);
    expect(context.outbox.writesOf(1).map((write) => write.ownerId)).toEqual([1]);
    expect(context.outbox.writesOf(3)).toEqual([]);
    expect(context.outbox.writesOf(null)).toEqual([]);

    expect(await context.outbox.replayUserWrites(2)).toEqual({ sent: 1, left: 0 });
    expect(context.calls.map((write) => write.ownerId)).toEqual([2]);
  });

  it('keeps a child’s writes through sign-out, hides them from the next child, and sends them at their next sign-in', async () => {
    const context = setup();
    let signedIn: number | null = 1;
    const stop = context.outbox.startUserOutbox(() => signedIn);
    await queueOffline(context, [grade(1, 1), grade(1, 2)]);

    // Ayşe signs out with two writes waiting; Can signs in on the same tablet.
    signedIn = null;
    signedIn = 2;
    expect(await context.outbox.pendingUserWrites(2)).toEqual([]);
    expect(context.outbox.writesOf(2)).toEqual([]);
    expect(await context.outbox.replayUserWrites(2)).toEqual({ sent: 0, left: 0 });
    // Not even on request: with Can's session they would be filed as his.
    expect(await context.outbox.replayUserWrites(1)).toEqual({ sent: 0, left: 2 });
    const cans = await context.outbox.sendUserWrite(grade(2, 9));
    expect(cans.status).toBe('sent');
    expect(context.calls.map((write) => write.ownerId)).toEqual([2]);

    // Ayşe signs in again.
    signedIn = 1;
    expect(await context.outbox.replayUserWrites(1)).toEqual({ sent: 2, left: 0 });
    expect(context.keys()).toEqual(['tab-key-3', 'tab-key-1', 'tab-key-2']);
    stop();
  });

  it('keeps a write made for a user who is not signed in, without sending it', async () => {
    const context = setup();
    const stop = context.outbox.startUserOutbox(() => 2);
    const result = await context.outbox.sendUserWrite(grade(1, 1));
    expect(result.status).toBe('queued');
    expect(context.calls.filter((write) => write.ownerId === 1)).toEqual([]);
    stop();
  });
});

describe('retryUserWrite and discardUserWrite', () => {
  it('sends a conflicted write again with the chosen body under a new key, and drops the old one', async () => {
    const context = setup();
    context.answers.push(status(409, { error_code: 'CONFLICT', current: { version: 3 } }));
    const conflict = await context.outbox.sendUserWrite(grade(1, 4));
    if (conflict.status !== 'conflict') throw new Error('expected a conflict');

    const result = await context.outbox.retryUserWrite(conflict.write.id, { score: 80, feedback: '', version: 3 });

    expect(result.status).toBe('sent');
    expect(context.keys()).toEqual(['tab-key-1', 'tab-key-2']);
    expect(context.calls[1]).toMatchObject({ ownerId: 1, kind: 'grade', method: 'PUT', path: '/api/submissions/4/grade/', refs: { submissionId: 4 } });
    expect(context.calls[1]?.body).toEqual({ score: 80, feedback: '', version: 3 });
    expect(await context.outbox.pendingUserWrites(1)).toEqual([]);
  });

  it('keeps the corrected write if it cannot go now', async () => {
    const context = setup();
    context.answers.push(status(422, { errors: { score: ['x'] } }), networkDown);
    const rejected = await context.outbox.sendUserWrite(grade(1, 4, 130));
    const result = await context.outbox.retryUserWrite(rejected.status === 'rejected' ? rejected.write.id : '', { score: 90, feedback: '', version: 1 });
    expect(result).toMatchObject({ status: 'queued', write: { id: 'tab-key-2', state: 'waiting', body: { score: 90 } } });
    expect((await context.outbox.pendingUserWrites(1)).map((write) => write.id)).toEqual(['tab-key-2']);
  });

  it('refuses to retry a write still waiting or gone', async () => {
    const context = setup();
    const [waiting] = await queueOffline(context, [grade(1, 1)]);
    context.setOnline(false);
    await expect(context.outbox.retryUserWrite(waiting?.id ?? '', {})).rejects.toThrow(/still waiting/);
    await expect(context.outbox.retryUserWrite('nope', {})).rejects.toThrow(/No write/);
  });

  it('discards a write for good', async () => {
    const context = setup();
    const [write] = await queueOffline(context, [grade(1, 1)]);
    await context.outbox.discardUserWrite(write?.id ?? '');
    expect(await context.outbox.pendingUserWrites(1)).toEqual([]);
    expect(context.outbox.writesOf(1)).toEqual([]);
    expect(await context.outbox.replayUserWrites(1)).toEqual({ sent: 0, left: 0 });
  });
});

describe('writesOf and subscribe', () => {
  it('loads on the first subscription and answers the same array until something changes', async () => {
    const storage = memoryUserWriteStorage();
    await setup({ storage, online: false }).outbox.sendUserWrite(grade(1, 1));
    const context = setup({ storage });
    const listener = vi.fn();

    expect(context.outbox.writesOf(1)).toEqual([]);
    context.outbox.subscribe(listener);
    await vi.waitFor(() => expect(listener).toHaveBeenCalled());

    const first = context.outbox.writesOf(1);
    expect(first).toHaveLength(1);
    expect(context.outbox.writesOf(1)).toBe(first);
    expect(context.outbox.writesOf(2)).toBe(context.outbox.writesOf(2));
  });

  it('never lets an older read that finishes last put back what a newer one saw', async () => {
    const inner = memoryUserWriteStorage();
    const held: { release?: () => void } = {};
    let first = true;
    const storage: UserWriteStorage = {
      ...inner,
      list: async () => {
        const found = await inner.list();
        if (first) {
          first = false;
          await new Promise<void>((resolve) => {
            held.release = resolve;
          });
        }
        return found;
      },
    };
    const context = setup({ storage, online: false });
    context.outbox.subscribe(() => undefined);
    await context.outbox.sendUserWrite(grade(1, 1));
    expect(context.outbox.writesOf(1)).toHaveLength(1);

    held.release?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(context.outbox.writesOf(1)).toHaveLength(1);
  });

  it('tells subscribers of each change', async () => {
    const context = setup({ online: false });
    const listener = vi.fn();
    context.outbox.subscribe(listener);
    await context.outbox.sendUserWrite(grade(1, 1));
    expect(listener).toHaveBeenCalled();
    expect(context.outbox.writesOf(1)).toHaveLength(1);
  });

  it('keeps calling the other sent-listeners when one throws, and stops calling one removed', async () => {
    const context = setup();
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const second = vi.fn();
    const removed = vi.fn();
    context.outbox.onUserWriteSent(() => {
      throw new Error('screen broke');
    });
    context.outbox.onUserWriteSent(second);
    context.outbox.onUserWriteSent(removed)();

    expect((await context.outbox.sendUserWrite(grade(1, 1))).status).toBe('sent');
    expect(second).toHaveBeenCalledTimes(1);
    expect(removed).not.toHaveBeenCalled();
    expect(report).toHaveBeenCalled();
  });
});

describe('across tabs', () => {
  function twoTabs() {
    const storage = memoryUserWriteStorage();
    const lock = sharedLock();
    const bus = sharedBus();
    return [setup({ name: 'a', storage, lock, bus }), setup({ name: 'b', storage, lock, bus })] as const;
  }

  it('shows a write stored in one tab in the other', async () => {
    const [a, b] = twoTabs();
    b.outbox.subscribe(() => undefined);
    await queueOffline(a, [grade(1, 1)]);
    await vi.waitFor(() => expect(b.outbox.writesOf(1)).toHaveLength(1));
  });

  it('tells the other tab’s screens of a write sent, with the server’s body', async () => {
    const [a, b] = twoTabs();
    const sentInB = vi.fn();
    b.outbox.onUserWriteSent(sentInB);
    a.answers.push(ok({ sheet: { version: 4 } }));
    await a.outbox.sendUserWrite(grade(1, 1));
    await vi.waitFor(() => expect(sentInB).toHaveBeenCalledWith(expect.objectContaining({ id: 'a-key-1' }), { sheet: { version: 4 } }, false));
  });

  it('replays one tab at a time, so no write is sent twice', async () => {
    const [a, b] = twoTabs();
    await queueOffline(a, [grade(1, 1), grade(1, 2)]);
    const results = await Promise.all([a.outbox.replayUserWrites(1), b.outbox.replayUserWrites(1)]);
    expect(results).toEqual([
      { sent: 2, left: 0 },
      { sent: 0, left: 0 },
    ]);
    expect([...a.keys(), ...b.keys()]).toEqual(['a-key-1', 'a-key-2']);
  });
});

describe('startUserOutbox', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('replays for the signed-in user at once and on `online`, and not for nobody', async () => {
    const context = setup();
    await queueOffline(context, [grade(1, 1), grade(1, 2)]);
    let signedIn: number | null = null;
    const stop = context.outbox.startUserOutbox(() => signedIn);
    await Promise.resolve();
    expect(context.calls).toEqual([]);

    signedIn = 1;
    context.answers.push(networkDown);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(context.calls).toHaveLength(1));

    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(context.calls).toHaveLength(3));
    stop();

    await queueOffline(context, [grade(1, 3)]);
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(context.calls).toHaveLength(3);
  });

  it('replays when the app comes back to the screen', async () => {
    const context = setup();
    await queueOffline(context, [grade(1, 1)]);
    context.answers.push(networkDown);
    const stop = context.outbox.startUserOutbox(() => 1);
    await vi.waitFor(() => expect(context.calls).toHaveLength(1));

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(context.calls).toHaveLength(1);

    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(context.calls).toHaveLength(2));
    stop();
  });

  it('runs its back-off timer only while writes wait: 15 s, then 30 s, shortest again once something went', async () => {
    vi.useFakeTimers();
    const context = setup({ online: false });
    const stop = context.outbox.startUserOutbox(() => 1);
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(0);

    await context.outbox.sendUserWrite(grade(1, 1));
    expect(vi.getTimerCount()).toBe(1);

    context.setOnline(true);
    context.answers.push(status(503), status(503));
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_DELAY_MS - 1);
    expect(context.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(context.calls).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(1);

    // The second wait is twice the first.
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_DELAY_MS);
    expect(context.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_DELAY_MS);
    expect(context.calls).toHaveLength(2);

    await vi.advanceTimersByTimeAsync(RETRY_FIRST_DELAY_MS * 4);
    expect(context.calls).toHaveLength(3);
    expect(await context.outbox.pendingUserWrites(1)).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);

    await vi.advanceTimersByTimeAsync(RETRY_FIRST_DELAY_MS * 20);
    expect(context.calls).toHaveLength(3);
    stop();
  });

  it('refuses a write at the fifth server failure and keeps it, with its body, to be sent again by hand', async () => {
    const context = setup();
    for (let i = 0; i < 5; i += 1) context.answers.push(status(503));
    await context.outbox.sendUserWrite(grade(1, 1));
    for (let i = 0; i < 4; i += 1) await context.outbox.replayUserWrites(1);
    expect(context.calls).toHaveLength(5);
    const [kept] = await context.outbox.pendingUserWrites(1);
    expect(kept).toMatchObject({ state: 'rejected', serverFailures: 4, body: grade(1, 1).body });
    await context.outbox.replayUserWrites(1);
    expect(context.calls).toHaveLength(5);
  });

  it('keeps the timer while another user’s writes wait, sending them only once that user signs in', async () => {
    vi.useFakeTimers();
    const context = setup();
    await queueOffline(context, [grade(1, 1)]);
    let signedIn = 2;
    const stop = context.outbox.startUserOutbox(() => signedIn);
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_DELAY_MS * 2);
    expect(context.calls).toEqual([]);
    expect(vi.getTimerCount()).toBe(1);

    signedIn = 1;
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_DELAY_MS);
    expect(context.keys()).toEqual(['tab-key-1']);
    expect(vi.getTimerCount()).toBe(0);
    stop();
  });

  it('stops its timer and listeners when stopped', async () => {
    vi.useFakeTimers();
    const context = setup({ online: false });
    const stop = context.outbox.startUserOutbox(() => 1);
    await context.outbox.sendUserWrite(grade(1, 1));
    expect(vi.getTimerCount()).toBe(1);
    stop();
    expect(vi.getTimerCount()).toBe(0);
    context.setOnline(true);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_DELAY_MS * 2);
    expect(context.calls).toEqual([]);
  });
});
