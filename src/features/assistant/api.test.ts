import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ASSISTANT_PATHS } from '@/shared/api/assistant.ts';
import { http } from '@/shared/api/http.ts';
import { assistantSettingsQuery, prefetchAssistantPage } from './api.ts';

describe('prefetchAssistantPage', () => {
  it("leaves the caller's limit in the cache under the key the screen reads", async () => {
    const settings = { dailyLimit: 20, revealAnswers: true };
    const request = vi.spyOn(http, 'request').mockResolvedValue({ success: true, settings });
    const client = new QueryClient();
    await prefetchAssistantPage(client);
    expect(request).toHaveBeenCalledWith(ASSISTANT_PATHS.settings, { auth: true });
    expect(client.getQueryData(assistantSettingsQuery().queryKey)).toEqual(settings);
  });

  it('never fails, so a failed prefetch cannot fail the route: the screen shows the error', async () => {
    vi.spyOn(http, 'request').mockRejectedValue(new Error('offline'));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(prefetchAssistantPage(client)).resolves.toBeUndefined();
    expect(client.getQueryData(assistantSettingsQuery().queryKey)).toBeUndefined();
  });
});
