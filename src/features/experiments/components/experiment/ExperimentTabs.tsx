import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Tabs } from '@/shared/ui/Tabs.tsx';
import { EXPERIMENT_TABS, type ExperimentTab } from '../../model/tabs.ts';
import { TAB_LABELS } from '../../model/tabLabels.ts';
import * as styles from './experiment.css.ts';

type ExperimentTabsProps = { current: ExperimentTab; onSelect: (tab: ExperimentTab) => void; children: ReactNode };

/** The six content kinds as tabs; the panel holds the selected content. */
export function ExperimentTabs({ current, onSelect, children }: ExperimentTabsProps) {
  const { t, i18n } = useLingui();
  const tabs = EXPERIMENT_TABS.map((tab) => ({
    id: tab,
    label: (
      <>
        <span aria-hidden="true">{TAB_LABELS[tab].icon}</span>
        {i18n._(TAB_LABELS[tab].label)}
      </>
    ),
  }));
  return (
    <Tabs
      tabs={tabs}
      current={current}
      onSelect={onSelect}
      label={t`Deney içeriği`}
      classNames={{ root: styles.tabs, list: styles.tabList, tab: styles.tab, panel: styles.panel }}
    >
      {children}
    </Tabs>
  );
}
