import { Suspense, useState } from 'react';
import { CookieBanner, useConsentPending } from '@/features/cookies';
import { useObservable } from '@/shared/lib/observable.ts';
import { installPrompt, needsIosInstallHint } from '@/shared/offline/installPrompt.ts';
import { lazyNotice } from '@/shared/offline/lazyNotice.ts';
import { OfflineIndicator } from '@/shared/offline/OfflineIndicator.tsx';
import { OutboxNotices } from '@/shared/offline/OutboxNotices.tsx';
import { updateReady } from '@/shared/offline/serviceWorker.ts';

// Shown to few visitors at a time (an install offer; a waiting new version): loaded only when needed, not with every page.
const IosInstallHint = lazyNotice(() => import('@/shared/offline/IosInstallHint.tsx').then((module) => module.IosInstallHint));
const InstallOffer = lazyNotice(() => import('@/shared/offline/InstallOffer.tsx').then((module) => module.InstallOffer));
const UpdatePrompt = lazyNotice(() => import('@/shared/offline/UpdatePrompt.tsx').then((module) => module.UpdatePrompt));

const isIosSafariInBrowser = (): boolean =>
  typeof window !== 'undefined' &&
  needsIosInstallHint(navigator as Navigator & { standalone?: boolean }, window.matchMedia('(display-mode: standalone)').matches);

/** What every screen carries: offline state, update prompt, install hint, cookie consent, outbox results. */
export function AppChrome() {
  const [iosHint] = useState(isIosSafariInBrowser);
  const installOffer = useObservable(installPrompt) !== null;
  const update = useObservable(updateReady);
  const consentPending = useConsentPending();
  // The install notices take the foot of the screen only when the cookie banner and the update prompt do not.
  const installNotice = !update && !consentPending;
  return (
    <>
      <OfflineIndicator />
      <Suspense fallback={null}>
        {installNotice && iosHint ? <IosInstallHint /> : null}
        {installNotice && installOffer ? <InstallOffer /> : null}
        {update ? <UpdatePrompt /> : null}
      </Suspense>
      <OutboxNotices />
      <CookieBanner />
    </>
  );
}
