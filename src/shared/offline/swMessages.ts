/**
 * Messages between the page and the service worker. Framework-free: both the
 * app and `sw/` import this file.
 */
export const SW_MESSAGE = {
  /** Page → worker: the user agreed to switch to the waiting version. */
  skipWaiting: 'SKIP_WAITING',
} as const;

export type PageToWorkerMessage = { type: typeof SW_MESSAGE.skipWaiting };
