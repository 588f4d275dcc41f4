// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETRY_FIRST_DELAY_MS, RETRY_MAX_DELAY_MS } from './retryPolicy.ts';
import { OUTBOX_CHANNEL, OUTBOX_EVENT, SW_MESSAGE, type OutboxSnapshot } from './swMessages.ts';
import { FakeChannel } from '@tests/fixtures/fakeBroadcastChannel.ts';

const snapshotWith = (pending: number): OutboxSnapshot => ({
  pending: Array.from({ length: pending }, (_, index) => ({ id: `p${index}`, kind: 'contact' as const, queuedAt: 0 })),
  outcomes: [],
  at: 0,
});

describe('startOutbox', () => {
  let posted: unknown[];

  beforeEach(() => {
    vi.useFakeTimers();
    vi.resetModules();
    posted = [];
    const active = { postMessage: (message: unknown) => posted.push(message) };
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve({ active }) } });
    vi.stubGlobal('BroadcastChannel', FakeChannel);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const replays = () => posted.filter((message) => (message as { type?: string }).type === SW_MESSAGE.outboxReplay).length;

  it('asks for a replay at start, then on a growing wait only while posts wait, the shortest again once one went', async () => {
    const { startOutbox } = await import('./outboxStore.ts');
    startOutbox();
    expect(FakeChannel.current?.name).toBe(OUTBOX_CHANNEL);
    await vi.advanceTimersByTimeAsync(0);
    expect(replays()).toBe(1);

    await vi.advanceTimersByTimeAsync(RETRY_MAX_DELAY_MS);
    expect(replays()).toBe(1);

    FakeChannel.current?.emit({ type: OUTBOX_EVENT.status, snapshot: snapshotWith(2) });
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_DELAY_MS);
    expect(replays()).toBe(2);
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_DELAY_MS);
    expect(replays()).toBe(2);
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_DELAY_MS);
    expect(replays()).toBe(3);

    FakeChannel.current?.emit({ type: OUTBOX_EVENT.status, snapshot: snapshotWith(1) });
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_DELAY_MS);
    expect(replays()).toBe(4);

    FakeChannel.current?.emit({ type: OUTBOX_EVENT.status, snapshot: snapshotWith(0) });
    await vi.advanceTimersByTimeAsync(RETRY_MAX_DELAY_MS * 3);
    expect(replays()).toBe(4);
  });

  it('does not ask while the browser says it is offline', async () => {
    const { startOutbox } = await import('./outboxStore.ts');
    startOutbox();
    await vi.advanceTimersByTimeAsync(0);
    FakeChannel.current?.emit({ type: OUTBOX_EVENT.status, snapshot: snapshotWith(1) });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_DELAY_MS * 3);
    expect(replays()).toBe(1);
    onLine.mockRestore();
    // Ticks came at 15 s and 45 s, both offline; the next is a minute after the last.
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_DELAY_MS * 4);
    expect(replays()).toBe(2);
  });
});
