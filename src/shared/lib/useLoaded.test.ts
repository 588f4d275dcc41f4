import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadedValue, useLoaded } from './useLoaded.ts';

describe('useLoaded', () => {
  it('is loading, then ready with what was loaded', async () => {
    const { result } = renderHook(() => useLoaded(() => Promise.resolve(42), []));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(loadedValue(result.current)).toBe(42));
  });

  it('says error, and loads again on retry', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk')).mockResolvedValueOnce('ok');
    const { result } = renderHook(() => useLoaded(load, []));
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => result.current.retry());
    await waitFor(() => expect(loadedValue(result.current)).toBe('ok'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops an answer that comes after the screen is gone', async () => {
    let resolve: (value: string) => void = () => undefined;
    const { result, unmount } = renderHook(() => useLoaded(() => new Promise<string>((done) => (resolve = done)), []));
    unmount();
    await act(async () => resolve('late'));
    expect(result.current.status).toBe('loading');
  });

  it('asks nothing while not enabled, then loads once enabled', async () => {
    const load = vi.fn().mockResolvedValue('now');
    const { result, rerender } = renderHook(({ enabled }) => useLoaded(load, [], { enabled }), { initialProps: { enabled: false } });
    expect(load).not.toHaveBeenCalled();
    rerender({ enabled: true });
    await waitFor(() => expect(loadedValue(result.current)).toBe('now'));
  });

  it('loads again when what it names changes', async () => {
    const { result, rerender } = renderHook(({ id }) => useLoaded(() => Promise.resolve(`item ${id}`), [id]), { initialProps: { id: 1 } });
    await waitFor(() => expect(loadedValue(result.current)).toBe('item 1'));
    rerender({ id: 2 });
    await waitFor(() => expect(loadedValue(result.current)).toBe('item 2'));
  });
});
