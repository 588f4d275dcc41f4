// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { normaliseError } from '../api/ApiError.ts';
import { discardUserWrite, onUserWriteSent, replayUserWrites, sendUserWrite, useUserWrites, type UserWrite } from './userOutbox.ts';

const request = vi.hoisted(() => vi.fn());
vi.mock(import('../api/http.ts'), async (importOriginal) => ({ ...(await importOriginal()), http: { ...(await importOriginal()).http, request } }));

/** The other tabs, as this page's BroadcastChannel hears them. */
class TabsChannel {
  static current: TabsChannel | undefined;
  readonly posted: unknown[] = [];
  private listeners: ((event: { data: unknown }) => void)[] = [];
  constructor(readonly name: string) {
    TabsChannel.current = this;
  }
  postMessage(data: unknown) {
    this.posted.push(data);
  }
  addEventListener(_type: 'message', listener: (event: { data: unknown }) => void) {
    this.listeners.push(listener);
  }
  emit(data: unknown) {
    this.listeners.forEach((listener) => listener({ data }));
  }
}

const lockRequest = vi.fn((_name: string, task: () => Promise<unknown>) => task());

beforeAll(() => {
  vi.stubGlobal('BroadcastChannel', TabsChannel);
  Object.defineProperty(navigator, 'locks', { configurable: true, value: { request: lockRequest } });
});

afterAll(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'locks');
});

const attendance = (ownerId: number) => ({
  ownerId,
  kind: 'attendance' as const,
  method: 'PUT' as const,
  path: '/api/classes/5/attendance/2025-11-24/',
  body: { records: [{ student_id: 3, status: 'absent' }], version: 2 },
  refs: { classId: 5, date: '2025-11-24' },
});

describe('the signed-in outbox', () => {
  it('sends through the authenticated client, its id as the Idempotency-Key, with one retry, under the outbox lock', async () => {
    request.mockResolvedValueOnce({ success: true, sheet: { version: 3 } });
    const result = await sendUserWrite(attendance(11));

    expect(result).toEqual({ status: 'sent', body: { success: true, sheet: { version: 3 } } });
    expect(request).toHaveBeenCalledWith('/api/classes/5/attendance/2025-11-24/', {
      method: 'PUT',
      body: { records: [{ student_id: 3, status: 'absent' }], version: 2 },
      auth: true,
      idempotencyKey: expect.stringMatching(/^[\w-]{32,36}$/),
      retries: 1,
    });
    expect(lockRequest).toHaveBeenCalledWith('etkilab-user-outbox', expect.any(Function));
    expect(TabsChannel.current?.name).toBe('etkilab-user-outbox');
  });

  it('shows a screen its user’s waiting writes, and sends them again with the same key', async () => {
    const mine = renderHook(() => useUserWrites(12));
    const someoneElse = renderHook(() => useUserWrites(13));
    const nobody = renderHook(() => useUserWrites(null));

    request.mockRejectedValueOnce(normaliseError({ local: { kind: 'network' } }));
    const result = await act(() => sendUserWrite(attendance(12)));
    expect(result.status).toBe('queued');

    expect(mine.result.current).toMatchObject([{ ownerId: 12, kind: 'attendance', state: 'waiting', refs: { classId: 5, date: '2025-11-24' } }]);
    expect(someoneElse.result.current).toEqual([]);
    expect(nobody.result.current).toEqual([]);

    const key = (request.mock.calls.at(-1)?.[1] as { idempotencyKey: string }).idempotencyKey;
    request.mockResolvedValueOnce({ success: true });
    expect(await act(() => replayUserWrites(12))).toEqual({ sent: 1, left: 0 });
    expect((request.mock.calls.at(-1)?.[1] as { idempotencyKey: string }).idempotencyKey).toBe(key);
    expect(mine.result.current).toEqual([]);
  });

  it('forgets a discarded write on screen', async () => {
    const mine = renderHook(() => useUserWrites(14));
    request.mockRejectedValueOnce(normaliseError({ status: 422, body: { errors: { records: ['Geçersiz'] } } }));
    const result = await act(() => sendUserWrite(attendance(14)));
    expect(mine.result.current).toMatchObject([{ state: 'rejected', error: { fieldErrors: { records: ['Geçersiz'] } } }]);

    await act(() => discardUserWrite(result.status === 'rejected' ? result.write.id : ''));
    expect(mine.result.current).toEqual([]);
  });

  it('tells other tabs of changes and hears of writes they sent', async () => {
    request.mockResolvedValueOnce({ success: true });
    await sendUserWrite(attendance(15));
    expect(TabsChannel.current?.posted).toContainEqual({ type: 'changed' });
    expect(TabsChannel.current?.posted).toContainEqual(expect.objectContaining({ type: 'sent', body: { success: true } }));

    const heard = vi.fn();
    const stop = onUserWriteSent(heard);
    const write: UserWrite = { ...attendance(15), id: 'other-tab', createdAt: 1, attempts: 0, state: 'waiting' };
    TabsChannel.current?.emit({ type: 'sent', write, body: { sheet: { version: 9 } } });
    TabsChannel.current?.emit({ type: 'unknown' });
    TabsChannel.current?.emit(null);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledWith(write, { sheet: { version: 9 } }, false);

    stop();
    TabsChannel.current?.emit({ type: 'sent', write, body: null });
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
