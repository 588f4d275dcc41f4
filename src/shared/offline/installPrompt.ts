import { createObservable } from '../lib/observable.ts';

/** Chromium's install prompt event (not in the DOM typings). */
export type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

/** The deferred install prompt, when the browser offers one. */
export const installPrompt = createObservable<BeforeInstallPromptEvent | null>(null);

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installPrompt.set(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => installPrompt.set(null));
}

export async function promptInstall(): Promise<void> {
  const event = installPrompt.get();
  if (!event) return;
  await event.prompt();
  await event.userChoice;
  installPrompt.set(null);
}

type NavigatorLike = { userAgent: string; maxTouchPoints?: number; standalone?: boolean };

/**
 * iPhone and iPad Safari have no install prompt: the user adds the app from
 * the share menu. iPadOS reports a Mac user agent, so touch points tell them apart.
 */
export function needsIosInstallHint(nav: NavigatorLike, standaloneDisplay: boolean): boolean {
  if (nav.standalone === true || standaloneDisplay) return false;
  const ua = nav.userAgent;
  const iOS = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && (nav.maxTouchPoints ?? 0) > 1);
  const otherBrowser = /CriOS|FxiOS|EdgiOS/.test(ua);
  return iOS && !otherBrowser;
}
