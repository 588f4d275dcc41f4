import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshPageData } from './refreshPageData.ts';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('refreshPageData', () => {
  it('refetches the page’s queries only once the browser is idle, one per task, and leaves other queries alone', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
    const fetched: string[] = [];
    const watch = (name: string) => {
      client.setQueryData([name], 'from the build');
      const observer = new QueryObserver(client, {
        queryKey: [name],
        queryFn: () => {
          fetched.push(name);
          return 'fresh';
        },
      });
      return observer.subscribe(() => undefined);
    };
    const stop = [watch('posts'), watch('featured'), watch('session')];
    const hashes = ['["posts"]', '["featured"]'];

    refreshPageData(client, hashes);
    await nextTask();
    expect(fetched).toEqual([]);

    idle.forEach((run) => run());
    await nextTask();
    expect(fetched).toEqual(['posts']);
    await nextTask();
    expect(fetched).toEqual(['posts', 'featured']);
    await nextTask();
    expect(fetched).toEqual(['posts', 'featured']);
    expect(client.getQueryData(['posts'])).toBe('fresh');
    expect(client.getQueryData(['session'])).toBe('from the build');
    stop.forEach((unsubscribe) => unsubscribe());
  });
});
