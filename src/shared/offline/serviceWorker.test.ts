import { afterEach, describe, expect, it, vi } from 'vitest';

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
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.useRealTimers();
  });

  it('keeps the app running when the browser refuses the worker, now and at the hourly update check', async () => {
    vi.stubEnv('PROD', true);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    register.mockRejectedValue(new DOMException('Service workers are disabled', 'SecurityError'));
    update.mockRejectedValue(new DOMException('No registration', 'InvalidStateError'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const { registerServiceWorker } = await import('./serviceWorker.ts');
      registerServiceWorker();
      await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
      await new Promise((resolve) => setImmediate(resolve));
      expect(register).toHaveBeenCalledOnce();
      expect(update).toHaveBeenCalledOnce();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
