import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Tabs } from '@/shared/ui/Tabs.tsx';
import type { ClassTab } from '../../model/classTabs.ts';
import * as layout from '../shared/layout.css.ts';
import * as styles from './classDetail.css.ts';

const TAB_LABELS: Record<ClassTab, { label: MessageDescriptor; icon: string }> = {
  overview: { label: msg`Genel Bakış`, icon: '📋' },
  students: { label: msg`Öğrenciler`, icon: '🧑‍🎓' },
  lessons: { label: msg`Dersler`, icon: '📚' },
  assignments: { label: msg`Ödevler`, icon: '📝' },
  grades: { label: msg`Notlar`, icon: '📊' },
  calendar: { label: msg`Takvim ve Yoklama`, icon: '📅' },
};

/** The class page's six tabs; the panel holds the selected one. */
export function ClassTabs({
  current,
  tabs,
  onChange,
  children,
}: {
  current: ClassTab;
  tabs: readonly ClassTab[];
  onChange: (tab: ClassTab) => void;
  children: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const items = tabs.map((tab) => ({
    id: tab,
    label: (
      <>
        <span aria-hidden="true">{TAB_LABELS[tab].icon}</span> {i18n._(TAB_LABELS[tab].label)}
      </>
    ),
  }));
  return (
    <Tabs
      tabs={items}
      current={current}
      onSelect={onChange}
      label={t`Sınıf bölümleri`}
      classNames={{ root: layout.section, list: styles.tabs, tab: layout.chip, panel: layout.section }}
    >
      {children}
    </Tabs>
  );
}
