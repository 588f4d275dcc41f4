import { Trans, useLingui } from '@lingui/react/macro';
import { formatClaimCode } from '@/shared/api/classroom.ts';
import type { SheetParentCode } from '../../api.ts';
import { formatParentCodeExpiry } from '../../model/parentLink.ts';
import * as own from './guardians.css.ts';

/**
 * The parent code under a child's picture code on a printed card, for the child to take home. A child
 * who could not get one (no account yet) is told where the family gets it instead.
 */
export function ParentCodeOnCard({ issued }: { issued: SheetParentCode | undefined }) {
  const { t } = useLingui();
  if (!issued || !('code' in issued)) {
    return (
      <p className={own.onCard}>
        <Trans>Veli kodu: öğrenci ilk kez giriş yaptıktan sonra öğretmenden istenebilir.</Trans>
      </p>
    );
  }
  const code = formatClaimCode(issued.code);
  const expires = formatParentCodeExpiry(issued.expires_at);
  return (
    <div className={own.onCard} role="group" aria-label={t`Veli kodu ${code}`}>
      <p className={own.onCardCode}>
        <Trans>
          Veli kodu: <strong>{code}</strong> · son gün {expires}
        </Trans>
      </p>
      <p>
        <Trans>Veliniz için: EtkiLab’a veli olarak kaydolun → “Çocuğumu bağla” → kodu yazın.</Trans>
      </p>
    </div>
  );
}
