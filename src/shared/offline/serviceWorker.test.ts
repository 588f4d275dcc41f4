import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const register = vi.fn<() => Promise<unknown>>();
const update = vi.fn<() => Promise<void>>();
vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener() {}
    register = register;
    update = update;
  },
}));

describe('registerServiceWorker', () => {
  beforeEach(() => {
    vi.resetModules();
    register.mockReset();
    update.mockReset();
    vi.stubEnv('PROD', true);
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  });

  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'readyState');
  });

  it('keeps the app running when the browser refuses the worker, now and at the hourly update check', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    register.mockRejectedValue(new DOMException('Service workers are disabled', 'SecurityError'));
    update.mockRejectedValue(new DOMException('No registration', 'InvalidStateError'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const { registerServiceWorker } = await import('./serviceWorker.ts');
      registerServiceWorker(Promise.resolve());
      await vi.waitFor(() => expect(register).toHaveBeenCalledOnce());
      await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
      await new Promise((resolve) => setImmediate(resolve));
      expect(update).toHaveBeenCalledOnce();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('waits for the page to load, the app to start and the browser to be idle: the precache does not compete with hydration', async () => {
    register.mockResolvedValue(undefined);
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    let started = () => {};
    const { registerServiceWorker } = await import('./serviceWorker.ts');
    registerServiceWorker(new Promise<void>((resolve) => (started = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(idle).toHaveLength(0);

    // A rendered page loads before it is hydrated.
    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(idle).toHaveLength(0);

    started();
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    expect(register).not.toHaveBeenCalled();

    idle[0]?.();
    await vi.waitFor(() => expect(register).toHaveBeenCalledOnce());
  });

  it('still registers the worker for an app that fails to start, or never says it has', async () => {
    register.mockResolvedValue(undefined);
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const { registerServiceWorker } = await import('./serviceWorker.ts');
    registerServiceWorker(Promise.reject(new Error('The first route failed')));
    await vi.waitFor(() => expect(idle).toHaveLength(1));

    vi.useFakeTimers({ toFake: ['setTimeout'] });
    registerServiceWorker(new Promise(() => {}));
    await vi.advanceTimersByTimeAsync(14_000);
    expect(idle).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(idle).toHaveLength(2);
  });
});
