import { useCallback, useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@/shared/api/contract.ts';
import { displayFirstName } from '@/features/auth';
import { Button } from '@/shared/ui/Button.tsx';
import { StillHereDialog } from './StillHereDialog.tsx';
import { useTabletIdle } from './useTabletIdle.ts';
import * as styles from './tablet.css.ts';

/**
 * Shown to a child the class tablet signed in by pictures, on every screen: their name, and a way
 * back to the class list for the next child. Ten minutes untouched do the same on their own.
 */
export function TabletChildBar({ user, onSignOut }: { user: User; onSignOut: () => void }) {
  const { t } = useLingui();
  const hintId = useId();
  const [returning, setReturning] = useState(false);
  const name = displayFirstName(user);
  const back = useCallback(() => {
    setReturning(true);
    onSignOut();
  }, [onSignOut]);
  const { phase, stay } = useTabletIdle(!returning, back);

  return (
    <section className={styles.childBar} aria-label={t`Sınıf tableti`}>
      <p className={styles.childName}>
        <span aria-hidden="true">👋 </span>
        {name}
      </p>
      <div className={styles.signOutGroup}>
        <p id={hintId} className={styles.hint}>
          <Trans>Sınıf listesine döner.</Trans>
        </p>
        <Button size="lg" variant="secondary" disabled={returning} aria-describedby={hintId} onClick={back}>
          {returning ? <Trans>Çıkılıyor...</Trans> : <Trans>Çıkış yap</Trans>}
        </Button>
      </div>
      <StillHereDialog phase={phase} onStay={stay} />
    </section>
  );
}
