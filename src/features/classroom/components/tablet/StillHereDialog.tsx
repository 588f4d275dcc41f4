import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import type { IdlePhase } from '../../model/tabletIdle.ts';
import * as styles from './tablet.css.ts';

/** The last minute of an untouched class tablet: a count-down a child can stop with one big button. */
export function StillHereDialog({ phase, onStay }: { phase: IdlePhase; onStay: () => void }) {
  const { t } = useLingui();
  const seconds = phase.kind === 'warning' ? phase.secondsLeft : 0;
  return (
    <Dialog
      open={phase.kind === 'warning'}
      onClose={onStay}
      title={t`Hâlâ burada mısın?`}
      actions={
        <Button size="lg" block onClick={onStay}>
          <Trans>Buradayım</Trans>
        </Button>
      }
    >
      <p className={styles.countdown} aria-hidden="true">
        {seconds}
      </p>
      <p className={styles.hint}>
        <Trans>{seconds} saniye sonra tablet sınıf listesine döner.</Trans>
      </p>
    </Dialog>
  );
}
