import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { EXPERIMENT_TABS, tabAfterKey, type ExperimentTab } from '../../model/tabs.ts';
import * as styles from './experiment.css.ts';

export const TAB_LABELS: Record<ExperimentTab, { label: MessageDescriptor; icon: string }> = {
  review: { label: msg`Konu Anlatımı`, icon: '📖' },
  procedure: { label: msg`Deney Adımları`, icon: '🧪' },
  questions: { label: msg`Örnek Sorular`, icon: '❓' },
  activity: { label: msg`Etkinlik`, icon: '🎮' },
  documents: { label: msg`Dokümanlar`, icon: '📄' },
  story: { label: msg`Hikâye`, icon: '🐿️' },
};

type ExperimentTabsProps = { current: ExperimentTab; onSelect: (tab: ExperimentTab) => void; children: ReactNode };

/** WAI-ARIA tabs with a roving tab stop: arrows, Home and End move and select; the panel holds the selected content. */
export function ExperimentTabs({ current, onSelect, children }: ExperimentTabsProps) {
  const { t, i18n } = useLingui();
  const baseId = useId();
  const buttons = useRef(new Map<ExperimentTab, HTMLButtonElement>());
  const tabId = (tab: ExperimentTab) => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabAfterKey(current, event.key);
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    buttons.current.get(next)?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={t`Deney içeriği`} className={styles.tabList}>
        {EXPERIMENT_TABS.map((tab) => {
          const selected = tab === current;
          return (
            <button
              key={tab}
              ref={(element) => {
                if (element) buttons.current.set(tab, element);
                else buttons.current.delete(tab);
              }}
              type="button"
              role="tab"
              id={tabId(tab)}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => onSelect(tab)}
              onKeyDown={onKeyDown}
            >
              <span aria-hidden="true">{TAB_LABELS[tab].icon}</span>
              {i18n._(TAB_LABELS[tab].label)}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(current)} tabIndex={0} className={styles.panel}>
        {children}
      </div>
    </div>
  );
}
