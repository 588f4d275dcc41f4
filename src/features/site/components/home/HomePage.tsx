import { Trans } from '@lingui/react/macro';

export function HomePage() {
  return (
    <h1>
      <Trans>Bilim herkes için</Trans>
    </h1>
  );
}
