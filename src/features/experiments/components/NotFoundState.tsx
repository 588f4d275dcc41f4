import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '@/shared/ui/ButtonLink.tsx';
import * as frame from '@/shared/styles/dashboardPage.css.ts';
import * as styles from './screens.css.ts';

type NotFoundStateProps = { title: ReactNode; children: ReactNode };

/** An unknown kit or experiment id: say so kindly and offer the way back to the library. */
export function NotFoundState({ title, children }: NotFoundStateProps) {
  return (
    <section className={styles.notFound} aria-labelledby="experiments-not-found">
      <span className={styles.notFoundIcon} aria-hidden="true">
        🔍
      </span>
      <h1 id="experiments-not-found" className={frame.title}>
        {title}
      </h1>
      <p className={frame.lead}>{children}</p>
      <ButtonLink to="/dashboard/experiment-kits">
        <Trans>Deney setlerine dön</Trans>
      </ButtonLink>
    </section>
  );
}
