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
    const keys = [[...announcementKeys.all, 'list'], [...classroomKeys.all, 'classes'], [...progressKeys.all, 'me', 'own'], [...shippingKeys.all, 'orders']];
    for (const key of keys) queryClient.setQueryData(key, []);
    queryClient.setQueryData(['blog', 'list'], []);

    const stop = wireUserOutbox();

    for (const key of keys) expect(queryClient.getQueryState(key)?.isInvalidated, key.join('/')).toBe(true);
    expect(queryClient.getQueryState(['blog', 'list'])?.isInvalidated).toBe(false);
    stop();
  });
});
