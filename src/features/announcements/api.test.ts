import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ANNOUNCEMENT_PATHS } from '@/shared/api/announcements.ts';
import { http } from '@/shared/api/http.ts';
import { announcementsQuery, prefetchCommunicationsPage } from './api.ts';

describe('prefetchCommunicationsPage', () => {
  it('leaves the announcements in the cache under the key the screen (and the bell) reads', async () => {
    const announcements = [{ id: 3, title: 'Gezi izni' }];
    const request = vi.spyOn(http, 'request').mockResolvedValue({ success: true, announcements });
    const client = new QueryClient();
    await prefetchCommunicationsPage(client);
    expect(request).toHaveBeenCalledWith(ANNOUNCEMENT_PATHS.announcements, { auth: true });
    expect(client.getQueryData(announcementsQuery().queryKey)).toEqual(announcements);
  });

  it('does not ask again for a copy the bell fetched a moment ago', async () => {
    const request = vi.spyOn(http, 'request');
    const client = new QueryClient();
    client.setQueryData(announcementsQuery().queryKey, []);
    await prefetchCommunicationsPage(client);
    expect(request).not.toHaveBeenCalled();
  });
});
