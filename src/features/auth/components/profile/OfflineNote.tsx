import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';

/** Why a server-bound form cannot be sent right now; the disabled button points here. */
export function OfflineNote({ id, children }: { id: string; children: ReactNode }) {
  return (
    <FormAlert id={id} tone="warning" title={<Trans>Çevrimdışısınız</Trans>}>
      {children}
    </FormAlert>
  );
}
