// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OUTBOX_EVENT, SW_MESSAGE, type OutboxOutcome, type OutboxSnapshot } from './swMessages.ts';
import type { QueuedPost } from './useOutboxPost.ts';
import { FakeChannel } from '@tests/fixtures/fakeBroadcastChannel.ts';

const outcome = (result: OutboxOutcome['result'], answer: unknown): OutboxOutcome => ({
  id: 'q1',
  kind: 'newsletter',
  result,
  status: result === 'sent' ? 201 : 422,
  answer,
  request: { email: 'okur@ornek.example' },
  at: 20,
});

const announce = (snapshot: OutboxSnapshot) => act(() => FakeChannel.current?.emit({ type: OUTBOX_EVENT.status, snapshot }));

const handlers = () => ({ onSent: vi.fn(), onRejected: vi.fn(), onFailed: vi.fn(), onQueued: vi.fn(), onSettledElsewhere: vi.fn() });

describe('useOutboxPost', () => {
  let posted: unknown[];

  beforeEach(() => {
    vi.resetModules();
    posted = [];
    const active = { postMessage: (message: unknown) => posted.push(message) };
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve({ active }) } });
    vi.stubGlobal('BroadcastChannel', FakeChannel);
  });

  afterEach(() => vi.unstubAllGlobals());

  async function setUp(answer: Response) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer),
    );
    const { useOutboxPost } = await import('./useOutboxPost.ts');
    const on = handlers();
    const view = renderHook(({ queued }: { queued: QueuedPost | null }) => useOutboxPost(queued, on), { initialProps: { queued: null as QueuedPost | null } });
    return { on, view };
  }

  it('follows a post the worker kept until the worker says it was sent, then tells every tab it was seen', async () => {
    const { on, view } = await setUp(new Response(JSON.stringify({ queued: true, id: 'q1' }), { status: 202 }));
    await act(() => view.result.current.post('/api/newsletter/subscribe/', { email: 'okur@ornek.example' }, 'key-1'));
    expect(on.onQueued).toHaveBeenCalledWith('q1');

    view.rerender({ queued: { id: 'q1' } });
    announce({ pending: [], outcomes: [outcome('sent', { message: 'Abone oldunuz.' })], at: 20 });
    expect(on.onSent).toHaveBeenCalledWith({ message: 'Abone oldunuz.' });
    await vi.waitFor(() => expect(posted).toContainEqual({ type: SW_MESSAGE.outboxAcknowledge, ids: ['q1'] }));
  });

  it('hands a refusal that came after a wait over with the record of what was sent', async () => {
    const { on, view } = await setUp(new Response('{}', { status: 202 }));
    view.rerender({ queued: { id: 'q1' } });
    const refused = outcome('rejected', { errors: { email: ['Lütfen geçerli bir e-posta adresi girin.'] } });
    announce({ pending: [], outcomes: [refused], at: 20 });
    expect(on.onRejected).toHaveBeenCalledWith(expect.objectContaining({ status: 422 }), refused);
  });

  it('answers a refusal now without a queue record, and a lost answer as failed', async () => {
    const refusedNow = await setUp(new Response(JSON.stringify({ errors: { email: ['x'] } }), { status: 422 }));
    await act(() => refusedNow.view.result.current.post('/api/newsletter/subscribe/', {}, 'key-2'));
    expect(refusedNow.on.onRejected).toHaveBeenCalledWith(expect.objectContaining({ status: 422 }));
    expect(refusedNow.on.onRejected.mock.calls[0]).toHaveLength(1);

    const lost = await setUp(new Response('', { status: 503 }));
    await act(() => lost.view.result.current.post('/api/newsletter/subscribe/', {}, 'key-3'));
    expect(lost.on.onFailed).toHaveBeenCalled();
  });

  it('notices when another tab showed the result of the post it waits on', async () => {
    const { on, view } = await setUp(new Response('{}', { status: 202 }));
    view.rerender({ queued: { id: 'q1', since: 10 } });
    announce({ pending: [{ id: 'q1', kind: 'newsletter', queuedAt: 10 }], outcomes: [], at: 15 });
    expect(on.onSettledElsewhere).not.toHaveBeenCalled();
    announce({ pending: [], outcomes: [], at: 30 });
    expect(on.onSettledElsewhere).toHaveBeenCalledOnce();
  });
});
