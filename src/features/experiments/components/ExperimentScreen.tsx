import { Trans, useLingui } from '@lingui/react/macro';
import { Breadcrumbs } from '@/shared/ui/Breadcrumbs.tsx';
import { Badge } from '@/shared/ui/Badge.tsx';
import { findKit } from '../content/library.ts';
import { findUnit } from '../content/units/index.ts';
import { STRAND_LABELS } from '../content/strands.ts';
import type { Experiment, ExperimentMeta } from '../content/types.ts';
import { Suspense } from 'react';
import { PackNeeded } from '@/features/packs';
import { itemPackId } from '@/shared/offline/packIndex.ts';
import { Spinner } from '@/shared/ui/Spinner.tsx';
import type { ExperimentTab } from '../model/tabs.ts';
import { ExperimentTabs } from './experiment/ExperimentTabs.tsx';
import { ReviewPanel } from './experiment/ReviewPanel.tsx';
import { ProcedurePanel } from './experiment/ProcedurePanel.tsx';
import { QuestionsPanel } from './experiment/QuestionsPanel.tsx';
import { ActivityPanel } from './experiment/ActivityPanel.tsx';
import { WorksheetPanel } from './experiment/WorksheetPanel.tsx';
import { StoryPanel } from './experiment/StoryPanel.tsx';
import { NotFoundState } from './NotFoundState.tsx';
import { useLibraryCrumbs } from './crumbs.ts';
import * as frame from '@/shared/styles/dashboardPage.css.ts';
import * as styles from './screens.css.ts';

/** What a child did on the page, for whoever keeps their progress (the route wires it; the library does not know who is signed in). */
type ExperimentWork =
  | { kind: 'answer'; experimentId: string; questionId: string; correct: boolean }
  | { kind: 'finished'; experimentId: string; minutes: number };

type ExperimentScreenProps = {
  experiment: Experiment | undefined;
  /** The experiment exists but its files would not load: its content pack is not on this device (offline). */
  notOnDevice?: ExperimentMeta;
  /** Load the page again (the pack came in, or the user tries once more online). */
  onRetry?: () => void;
  tab: ExperimentTab;
  onTabChange: (tab: ExperimentTab) => void;
  onWork?: (work: ExperimentWork) => void;
};

function TabContent({ experiment, tab, onWork }: { experiment: Experiment; tab: ExperimentTab; onWork?: (work: ExperimentWork) => void }) {
  switch (tab) {
    case 'review':
      return <ReviewPanel review={experiment.review} />;
    case 'procedure':
      return <ProcedurePanel procedure={experiment.procedure} />;
    case 'questions':
      return (
        <QuestionsPanel
          key={experiment.id}
          questions={experiment.questions}
          onAnswer={onWork ? (questionId, correct) => onWork({ kind: 'answer', experimentId: experiment.id, questionId, correct }) : undefined}
          onFinished={onWork ? (minutes) => onWork({ kind: 'finished', experimentId: experiment.id, minutes }) : undefined}
        />
      );
    case 'activity':
      return <ActivityPanel key={experiment.id} activity={experiment.activity} />;
    case 'documents':
      return <WorksheetPanel experiment={experiment} />;
    case 'story':
      return <StoryPanel story={experiment.story} />;
  }
}

/** /dashboard/experiment-kits/experiment/{id}: heading, outcomes and the six content tabs. */
export function ExperimentScreen({ experiment, notOnDevice, onRetry, tab, onTabChange, onWork }: ExperimentScreenProps) {
  const { t, i18n } = useLingui();
  const named = experiment ?? notOnDevice;
  const kit = named ? findKit(named.kitId) : undefined;
  const crumbs = useLibraryCrumbs(
    ...(named
      ? [...(kit ? [{ label: i18n._(kit.title), href: `/dashboard/experiment-kits/${kit.id}` }] : []), { label: i18n._(named.title) }]
      : [{ label: t`Bulunamadı` }]),
  );

  if (!experiment && notOnDevice) {
    return (
      <div className={frame.page}>
        <Breadcrumbs items={crumbs} />
        <h1 className={frame.title}>{i18n._(notOnDevice.title)}</h1>
        <Suspense fallback={<Spinner label={t`Yükleniyor...`} />}>
          <PackNeeded packId={itemPackId(notOnDevice.subject, notOnDevice.grade)} onReady={() => onRetry?.()} />
        </Suspense>
      </div>
    );
  }

  if (!experiment) {
    return (
      <div className={frame.page}>
        <Breadcrumbs items={crumbs} />
        <NotFoundState title={<Trans>Bu deney bulunamadı</Trans>}>
          <Trans>Aradığın deney kaldırılmış ya da bağlantı hatalı olabilir. Deney setlerinden birini seçip oradaki deneylere göz atabilirsin.</Trans>
        </NotFoundState>
      </div>
    );
  }

  const grade = experiment.grade;
  const unitEntry = findUnit(experiment.unitId);
  const unit = unitEntry ? i18n._(unitEntry.title) : '';
  const strand = i18n._(STRAND_LABELS[experiment.subject]);
  return (
    <div className={frame.page}>
      <Breadcrumbs items={crumbs} />
      <header className={styles.header}>
        <h1 className={frame.title}>
          <span aria-hidden="true">{experiment.icon} </span>
          {i18n._(experiment.title)}
        </h1>
        <div className={styles.badges}>
          <Badge tone="primary">{t`${grade}. sınıf`}</Badge>
          {unit ? <Badge className={styles.wrappingBadge}>{t`Ünite: ${unit}`}</Badge> : null}
          {kit ? <Badge tone="info">{i18n._(kit.title)}</Badge> : null}
        </div>
        <p className={frame.lead}>{i18n._(experiment.summary)}</p>
        <details className={styles.details}>
          <summary className={styles.detailsSummary}>
            {experiment.subject === 'programming' ? <Trans>Kazanımlar</Trans> : <Trans>Kazanımlar (MEB {strand})</Trans>}
          </summary>
          <ul className={styles.outcomes}>
            {experiment.outcomes.map((outcome, index) => (
              <li key={index}>
                {outcome.code ? <span className={styles.outcomeCode}>{outcome.code}</span> : null}
                {i18n._(outcome.text)}
              </li>
            ))}
          </ul>
        </details>
      </header>
      <ExperimentTabs current={tab} onSelect={onTabChange}>
        <TabContent experiment={experiment} tab={tab} onWork={onWork} />
      </ExperimentTabs>
    </div>
  );
}
