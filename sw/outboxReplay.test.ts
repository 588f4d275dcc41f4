import { describe, expect, it } from 'vitest';
import type { OutboxOutcome } from '../src/shared/offline/swMessages.ts';
import { MAX_SERVER_FAILURES } from '../src/shared/offline/retryPolicy.ts';
import { replayDecision, replayOutbox, type QueuedPost, type ReplayDeps } from './outboxReplay.ts';

describe('replayDecision', () => {
  it.each([
    [200, 'sent'],
    [201, 'sent'],
    [299, 'sent'],
    [400, 'rejected'],
    [404, 'rejected'],
    [422, 'rejected'],
    [499, 'rejected'],
    [401, 'rejected'],
    [409, 'rejected'],
    [408, 'retry'],
    [429, 'retry'],
    [500, 'retry'],
    [503, 'retry'],
    [0, 'retry'],
    [undefined, 'retry'],
  ] as const)('status %s → %s', (status, decision) => {
    expect(replayDecision(status)).toBe(decision);
  });

  it('gives up on a server that keeps failing, but never on a missing network', () => {
    expect(replayDecision(500, MAX_SERVER_FAILURES - 2)).toBe('retry');
    expect(replayDecision(500, MAX_SERVER_FAILURES - 1)).toBe('rejected');
    expect(replayDecision(undefined, 1000)).toBe('retry');
  });
});

const post = (id: string, body: unknown = { email: `${id}@ornek.example` }): QueuedPost => ({
  request: new Request('http://localhost/api/newsletter/subscribe/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': id },
    body: JSON.stringify(body),
  }),
  metadata: { id, kind: 'newsletter', queuedAt: 1 },
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** A queue in memory and a scripted server: one answer (or thrown error) per send. */
function harness(posts: QueuedPost[], answers: Array<Response | Error>) {
  const queue = [...posts];
  const outcomes: OutboxOutcome[] = [];
  const sentKeys: string[] = [];
  const deps: ReplayDeps = {
    peek: async () => queue[0],
    removeFirst: async () => void queue.shift(),
    replaceFirst: async (entry) => void queue.splice(0, 1, entry),
    send: async (request) => {
      sentKeys.push(request.headers.get('Idempotency-Key') ?? '');
      const answer = answers.shift();
      if (!answer || answer instanceof Error) throw answer ?? new TypeError('Failed to fetch');
      return answer;
    },
    record: async (outcome) => void outcomes.push(outcome),
    now: () => 42,
  };
  return { deps, queue, outcomes, sentKeys };
}

describe('replayOutbox', () => {
  it('sends in order and records each answer with the request that was sent', async () => {
    const h = harness([post('a'), post('b')], [json(201, { success: true, message: 'Abone oldunuz' }), json(200, { success: true })]);
    expect(await replayOutbox(h.deps)).toBe('done');
    expect(h.queue).toEqual([]);
    expect(h.sentKeys).toEqual(['a', 'b']);
    expect(h.outcomes).toEqual([
      {
        id: 'a',
        kind: 'newsletter',
        result: 'sent',
        status: 201,
        answer: { success: true, message: 'Abone oldunuz' },
        request: { email: 'a@ornek.example' },
        at: 42,
      },
      { id: 'b', kind: 'newsletter', result: 'sent', status: 200, answer: { success: true }, request: { email: 'b@ornek.example' }, at: 42 },
    ]);
  });

  it('removes a rejected post (4xx) with the server errors and goes on', async () => {
    const errors = { email: ['Geçerli bir e-posta adresi girin.'] };
    const h = harness([post('bad', { email: 'x' }), post('ok')], [json(400, { success: false, errors }), json(201, {})]);
    expect(await replayOutbox(h.deps)).toBe('done');
    expect(h.outcomes.map((o) => [o.id, o.result])).toEqual([
      ['bad', 'rejected'],
      ['ok', 'sent'],
    ]);
    expect(h.outcomes[0]?.answer).toEqual({ success: false, errors });
    expect(h.outcomes[0]?.request).toEqual({ email: 'x' });
  });

  it('puts the post back and stops when the network fails', async () => {
    const h = harness([post('a'), post('b')], [new TypeError('Failed to fetch')]);
    expect(await replayOutbox(h.deps)).toBe('stopped');
    expect(h.queue.map((p) => p.metadata.id)).toEqual(['a', 'b']);
    expect(h.outcomes).toEqual([]);
    expect(h.queue[0]?.metadata.serverFailures).toBeUndefined();
  });

  it('stops on a 5xx and counts it, then gives up after MAX_SERVER_FAILURES answers', async () => {
    const h = harness([post('a')], [json(500, {})]);
    expect(await replayOutbox(h.deps)).toBe('stopped');
    expect(h.queue[0]?.metadata.serverFailures).toBe(1);

    const tired = harness([{ ...post('a'), metadata: { ...post('a').metadata, serverFailures: MAX_SERVER_FAILURES - 1 } }], [json(503, {})]);
    expect(await replayOutbox(tired.deps)).toBe('done');
    expect(tired.outcomes[0]).toMatchObject({ id: 'a', result: 'rejected', status: 503 });
  });

  it('keeps the post stored until its answer is recorded, so an interrupted replay resends the same key', async () => {
    const h = harness([post('a')], [json(201, { data: { submission_id: 'ILT-1' } }), json(201, { data: { submission_id: 'ILT-1' } })]);
    h.deps.record = async () => {
      throw new Error('worker stopped');
    };
    await expect(replayOutbox(h.deps)).rejects.toThrow('worker stopped');
    expect(h.queue.map((p) => p.metadata.id)).toEqual(['a']);

    const again = harness(h.queue, [json(201, { data: { submission_id: 'ILT-1' } })]);
    expect(await replayOutbox(again.deps)).toBe('done');
    expect([...h.sentKeys, ...again.sentKeys]).toEqual(['a', 'a']);
    expect(again.outcomes[0]?.answer).toEqual({ data: { submission_id: 'ILT-1' } });
  });

  it('retries later on 408 and 429 without counting a server failure', async () => {
    const h = harness([post('a')], [json(429, {})]);
    expect(await replayOutbox(h.deps)).toBe('stopped');
    expect(h.queue[0]?.metadata.serverFailures).toBeUndefined();
  });

  it('waits as long as a Retry-After says before sending the post again', async () => {
    const h = harness([post('a')], [new Response('{}', { status: 429, headers: { 'Retry-After': '120' } }), json(201, {})]);
    let now = 1_000_000;
    h.deps.now = () => now;
    expect(await replayOutbox(h.deps)).toBe('stopped');
    expect(h.queue[0]?.metadata).toMatchObject({ notBefore: 1_120_000, serverFailures: 0 });

    now += 60_000;
    expect(await replayOutbox(h.deps)).toBe('stopped');
    expect(h.sentKeys).toEqual(['a']);

    now += 60_000;
    expect(await replayOutbox(h.deps)).toBe('done');
    expect(h.sentKeys).toEqual(['a', 'a']);
  });
});
