import { describe, expect, it } from 'vitest';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import { keepOnDevice } from './queryClient.ts';

describe('what the device keeps of the query cache', () => {
  it('keeps a query whose refetch failed offline, with its last good data', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.fetchQuery({ queryKey: ['orders'], queryFn: () => Promise.resolve(['Ses']) });
    await client.fetchQuery({ queryKey: ['orders'], queryFn: () => Promise.reject(new Error('offline')), staleTime: 0 }).catch(() => undefined);
    expect(client.getQueryState(['orders'])?.status).toBe('error');

    expect(dehydrate(client).queries).toHaveLength(0);
    const kept = dehydrate(client, { shouldDehydrateQuery: keepOnDevice }).queries;
    expect(kept.map((query) => query.state.data)).toEqual([['Ses']]);
  });

  it('does not keep a query that never had data', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.fetchQuery({ queryKey: ['orders'], queryFn: () => Promise.reject(new Error('offline')) }).catch(() => undefined);
    expect(dehydrate(client, { shouldDehydrateQuery: keepOnDevice }).queries).toHaveLength(0);
  });
});
