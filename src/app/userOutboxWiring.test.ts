import { afterEach, describe, expect, it, vi } from 'vitest';
import { announcementKeys } from '@/features/announcements';
import { classroomKeys } from '@/features/classroom';
import { progressKeys } from '@/features/progress';
import { shippingKeys } from '@/features/shipping';
import { queryClient } from './queryClient.ts';
import { wireUserOutbox } from './userOutboxWiring.ts';

vi.mock('@/shared/offline/userOutbox.ts', () => ({ startUserOutbox: () => () => undefined, onUserWriteSent: () => () => undefined }));

describe('wireUserOutbox', () => {
  afterEach(() => queryClient.clear());

  it('treats the saved lists that writes change as stale once per start, and leaves the rest fresh', () => {
    const savedLastVisit = { updatedAt: performance.timeOrigin - 30_000 };
    const keys = [
      [...announcementKeys.all, 'list'],
      [...classroomKeys.all, 'classes'],
      [...progressKeys.all, 'me', 'own'],
      [...shippingKeys.all, 'orders'],
    ];
    for (const key of keys) queryClient.setQueryData(key, [], savedLastVisit);
    queryClient.setQueryData(['blog', 'list'], [], savedLastVisit);
    queryClient.setQueryData([...classroomKeys.all, 'assignments', 'all'], []);

    const stop = wireUserOutbox();

    for (const key of keys) expect(queryClient.getQueryState(key)?.isInvalidated, key.join('/')).toBe(true);
    expect(queryClient.getQueryState(['blog', 'list'])?.isInvalidated).toBe(false);
    // Fetched in this visit (the first screen after signing in): not asked for a second time.
    expect(queryClient.getQueryState([...classroomKeys.all, 'assignments', 'all'])?.isInvalidated).toBe(false);
    stop();
  });
});
