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
      registerServiceWorker();
      await vi.waitFor(() => expect(register).toHaveBeenCalledOnce());
      await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
      await new Promise((resolve) => setImmediate(resolve));
      expect(update).toHaveBeenCalledOnce();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('waits for the page to load and the browser to be idle: the precache does not compete with hydration', async () => {
    register.mockResolvedValue(undefined);
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const { registerServiceWorker } = await import('./serviceWorker.ts');
    registerServiceWorker();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(idle).toHaveLength(0);

    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(register).not.toHaveBeenCalled();

    idle[0]?.();
    await vi.waitFor(() => expect(register).toHaveBeenCalledOnce());
  });
});
