import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ClassTab } from '../../model/classTabs.ts';
import * as styles from '../classroom.css.ts';

const TAB_LABELS: Record<ClassTab, { label: MessageDescriptor; icon: string }> = {
  overview: { label: msg`Genel Bakış`, icon: '📋' },
  students: { label: msg`Öğrenciler`, icon: '🧑‍🎓' },
  lessons: { label: msg`Dersler`, icon: '📚' },
  assignments: { label: msg`Ödevler`, icon: '📝' },
  grades: { label: msg`Notlar`, icon: '📊' },
  calendar: { label: msg`Takvim ve Yoklama`, icon: '📅' },
};

/** WAI-ARIA tabs with a roving tab stop: arrows, Home and End move and select. */
export function ClassTabs({ current, tabs, onChange, children }: { current: ClassTab; tabs: readonly ClassTab[]; onChange: (tab: ClassTab) => void; children: ReactNode }) {
  const { t, i18n } = useLingui();
  const baseId = useId();
  const buttons = useRef(new Map<ClassTab, HTMLButtonElement>());
  const tabId = (tab: ClassTab) => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.indexOf(current);
    const next =
      event.key === 'ArrowRight' ? tabs[(index + 1) % tabs.length]
      : event.key === 'ArrowLeft' ? tabs[(index - 1 + tabs.length) % tabs.length]
      : event.key === 'Home' ? tabs[0]
      : event.key === 'End' ? tabs[tabs.length - 1]
      : undefined;
    if (!next) return;
    event.preventDefault();
    onChange(next);
    buttons.current.get(next)?.focus();
  };

  return (
    <div className={styles.section}>
      <div role="tablist" aria-label={t`Sınıf bölümleri`} className={styles.tabs}>
        {tabs.map((tab) => {
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
              className={styles.chip}
              onClick={() => onChange(tab)}
              onKeyDown={onKeyDown}
            >
              <span aria-hidden="true">{TAB_LABELS[tab].icon}</span> {i18n._(TAB_LABELS[tab].label)}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(current)} className={styles.section}>
        {children}
      </div>
    </div>
  );
}
