import { Trans } from '@lingui/react/macro';
import { useObservable } from '../lib/observable.ts';
import { Button } from '../ui/Button.tsx';
import { installPrompt, promptInstall } from './installPrompt.ts';

/** Shown only where the browser offers installation (`beforeinstallprompt`). */
export function InstallButton() {
  const event = useObservable(installPrompt);
  if (!event) return null;
  return (
    <Button variant="secondary" onClick={() => void promptInstall()}>
      <span aria-hidden="true">⬇</span> <Trans>Uygulamayı Yükle</Trans>
    </Button>
  );
}
