import { CookieBanner } from '@/features/cookies';
import { IosInstallHint } from '@/shared/offline/IosInstallHint.tsx';
import { OfflineIndicator } from '@/shared/offline/OfflineIndicator.tsx';
import { OutboxNotices } from '@/shared/offline/OutboxNotices.tsx';
import { UpdatePrompt } from '@/shared/offline/UpdatePrompt.tsx';

/** What every screen carries: offline state, update prompt, install hint, cookie consent, outbox results. */
export function AppChrome() {
  return (
    <>
      <OfflineIndicator />
      <IosInstallHint />
      <UpdatePrompt />
      <OutboxNotices />
      <CookieBanner />
    </>
  );
}
