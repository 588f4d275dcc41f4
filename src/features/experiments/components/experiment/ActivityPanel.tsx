import { Suspense } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Activity } from '../../content/types.ts';
import { Spinner } from '@/shared/ui/Spinner.tsx';
import { SIMULATIONS } from '../simulations/index.ts';
import { MANIPULATIVES } from '../manipulatives/index.ts';
import { ClassifyActivity } from '../activities/ClassifyActivity.tsx';
import { SequenceActivity } from '../activities/SequenceActivity.tsx';
import { BlocksActivity } from '../blocks/index.tsx';
import * as styles from './experiment.css.ts';

function ActivityBody({ activity }: { activity: Activity }) {
  const { t } = useLingui();
  switch (activity.kind) {
    case 'classify':
      return <ClassifyActivity activity={activity} />;
    case 'sequence':
      return <SequenceActivity activity={activity} />;
    case 'simulation': {
      const Simulation = SIMULATIONS[activity.simulation];
      return (
        <Suspense fallback={<Spinner label={t`Simülasyon yükleniyor…`} />}>
          <Simulation />
        </Suspense>
      );
    }
    case 'manipulative': {
      const Manipulative = MANIPULATIVES[activity.manipulative.type];
      return (
        <Suspense fallback={<Spinner label={t`Etkinlik yükleniyor…`} />}>
          <Manipulative spec={activity.manipulative} />
        </Suspense>
      );
    }
    case 'blocks':
      return <BlocksActivity puzzle={activity.puzzle} />;
  }
}

export function ActivityPanel({ activity }: { activity: Activity }) {
  const { i18n } = useLingui();
  return (
    <>
      <h2 className={styles.panelTitle}>
        <Trans>Etkinlik:</Trans> {i18n._(activity.title)}
      </h2>
      <p className={styles.intro}>{i18n._(activity.instructions)}</p>
      <ActivityBody activity={activity} />
    </>
  );
}
