import { describe, expect, it } from 'vitest';
import { defaultUserWriteStorage, memoryUserWriteStorage, USER_OUTBOX_DATABASE, type UserWrite } from './userOutboxStore.ts';

const write = (id: string): UserWrite => ({
  id,
  ownerId: 1,
  kind: 'submission',
  method: 'POST',
  path: '/api/assignments/3/submissions/',
  body: { answers: { q1: 2 }, completed_at: '2025-11-24T09:00:00.000Z' },
  refs: { assignmentId: 3 },
  createdAt: 1,
  attempts: 0,
  state: 'waiting',
});

describe('user outbox storage', () => {
  it('is its own database, apart from the per-user data sign-out wipes', () => {
    expect(USER_OUTBOX_DATABASE).toBe('etkilab-user-outbox');
    expect(USER_OUTBOX_DATABASE).not.toBe('etkilab-user');
  });

  it('keeps, lists and removes writes by id, replacing one put again', async () => {
    const storage = memoryUserWriteStorage();
    await storage.put(write('a'));
    await storage.put(write('b'));
    await storage.put({ ...write('a'), attempts: 2 });
    expect((await storage.list()).map((item) => [item.id, item.attempts])).toEqual([
      ['a', 2],
      ['b', 0],
    ]);
    await storage.remove('a');
    await storage.remove('missing');
    expect((await storage.list()).map((item) => item.id)).toEqual(['b']);
  });

  it('hands out copies, as IndexedDB does', async () => {
    const storage = memoryUserWriteStorage();
    const original = write('a');
    await storage.put(original);
    original.attempts = 9;
    const [listed] = await storage.list();
    if (listed) listed.state = 'rejected';
    expect(await storage.list()).toMatchObject([{ attempts: 0, state: 'waiting' }]);
  });

  it('falls back to memory where there is no IndexedDB', async () => {
    expect(typeof indexedDB).toBe('undefined');
    const storage = defaultUserWriteStorage();
    await storage.put(write('a'));
    expect(await storage.list()).toHaveLength(1);
  });
});
