import { Trans } from '@lingui/react/macro';

/** Placeholder until this tool is built. */
export default function MultiplicationTableTool() {
  return (
    <p>
      <Trans>Bu araç hazırlanıyor.</Trans>
    </p>
  );
}
