import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, dehydrate, useQuery } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { PersistedCacheBehind } from './PersistedCacheBehind.tsx';

function memoryPersister(saved: PersistedClient | undefined) {
  let stored = saved;
  const persister: Persister = {
    persistClient: vi.fn((client: PersistedClient) => {
      stored = client;
    }),
    restoreClient: () => new Promise((resolve) => setTimeout(() => resolve(stored), 20)),
    removeClient: vi.fn(),
  };
  return { persister, stored: () => stored };
}

/** A cache saved on an earlier visit, with the blog list and one article. */
async function savedEarlier(): Promise<PersistedClient> {
  const earlier = new QueryClient();
  earlier.setQueryData(['blog', 'list'], ['eski liste'], { updatedAt: Date.now() - 60_000 });
  earlier.setQueryData(['blog', 'article', 'orman'], 'okunmuş yazı', { updatedAt: Date.now() - 60_000 });
  return { timestamp: Date.now() - 60_000, buster: 'v1', clientState: dehydrate(earlier) };
}

function Shown({ queryKey, onRender }: { queryKey: string[]; onRender?: () => void }) {
  onRender?.();
  const { data } = useQuery({ queryKey, queryFn: () => new Promise<string>(() => undefined), staleTime: Infinity });
  return <p>{data === undefined ? 'yok' : String(data)}</p>;
}

describe('the saved cache restored behind a rendered page', () => {
  it('draws the page at once with its own data, and adds the rest of the saved cache once read', async () => {
    const client = new QueryClient();
    client.setQueryData(['blog', 'list'], ['sayfanın listesi']);
    const { persister } = memoryPersister(await savedEarlier());
    const pageListRendered = vi.fn();
    render(
      <PersistedCacheBehind options={{ queryClient: client, persister, buster: 'v1' }}>
        <Shown queryKey={['blog', 'list']} onRender={pageListRendered} />
        <Shown queryKey={['blog', 'article', 'orman']} />
      </PersistedCacheBehind>,
    );
    // Nothing waits for the restore: the page's data is on screen in the first render.
    expect(screen.queryByText('sayfanın listesi')).not.toBeNull();
    expect(screen.queryByText('yok')).not.toBeNull();
    expect(await screen.findByText('okunmuş yazı')).not.toBeNull();
    // The older saved copy of the page's own data does not replace it, and what shows the page's data is
    // not drawn again when the restore ends (a restore in front re-renders every query's component then).
    expect(screen.queryByText('sayfanın listesi')).not.toBeNull();
    expect(pageListRendered).toHaveBeenCalledOnce();
  });

  it('saves the cache again when it changes after the restore', async () => {
    const client = new QueryClient();
    const saved = memoryPersister(undefined);
    render(
      <PersistedCacheBehind options={{ queryClient: client, persister: saved.persister, buster: 'v1', maxAge: Infinity }}>
        <p>sayfa</p>
      </PersistedCacheBehind>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    client.setQueryData(['forest', 'score'], 7);
    await waitFor(() => expect(saved.stored()?.clientState.queries.map((query) => query.state.data)).toContain(7));
  });
});
