import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAnimationFrame, type FrameCallback } from './useAnimationFrame.ts';

/** Frames run only when the test says so, with the timestamps it chooses. */
let queued = new Map<number, FrameRequestCallback>();
let nextId = 1;
const runFrame = (stamp: number) => {
  const callbacks = [...queued.values()];
  queued = new Map();
  for (const callback of callbacks) callback(stamp);
};

beforeEach(() => {
  queued = new Map();
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    const id = nextId++;
    queued.set(id, callback);
    return id;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => queued.delete(id));
});
afterEach(() => vi.unstubAllGlobals());

describe('useAnimationFrame', () => {
  it('reports the time since the last frame and since the start', () => {
    const onFrame = vi.fn<FrameCallback>();
    renderHook(() => useAnimationFrame(onFrame, true));
    runFrame(1000);
    runFrame(1016);
    runFrame(1050);
    expect(onFrame.mock.calls).toEqual([
      [0, 0],
      [16, 16],
      [34, 50],
    ]);
  });

  it('does not run while stopped and starts a fresh clock when running again', () => {
    const onFrame = vi.fn<FrameCallback>();
    const { rerender } = renderHook(({ running }) => useAnimationFrame(onFrame, running), { initialProps: { running: false } });
    runFrame(100);
    expect(onFrame).not.toHaveBeenCalled();
    rerender({ running: true });
    runFrame(500);
    runFrame(520);
    rerender({ running: false });
    runFrame(540);
    rerender({ running: true });
    runFrame(900);
    expect(onFrame.mock.calls).toEqual([
      [0, 0],
      [20, 20],
      [0, 0],
    ]);
  });

  it('ends the loop when the callback returns false', () => {
    const onFrame = vi.fn<FrameCallback>(() => false);
    renderHook(() => useAnimationFrame(onFrame, true));
    runFrame(0);
    runFrame(16);
    expect(onFrame).toHaveBeenCalledTimes(1);
    expect(queued.size).toBe(0);
  });

  it('cancels its frame on unmount', () => {
    const onFrame = vi.fn<FrameCallback>();
    const { unmount } = renderHook(() => useAnimationFrame(onFrame, true));
    unmount();
    runFrame(16);
    expect(onFrame).not.toHaveBeenCalled();
    expect(queued.size).toBe(0);
  });

  it('calls the newest callback without restarting the clock', () => {
    const seen: string[] = [];
    const { rerender } = renderHook(({ name }) => useAnimationFrame((delta, elapsed) => void seen.push(`${name}:${delta}:${elapsed}`), true), {
      initialProps: { name: 'a' },
    });
    runFrame(10);
    rerender({ name: 'b' });
    runFrame(30);
    expect(seen).toEqual(['a:0:0', 'b:20:20']);
  });
});
