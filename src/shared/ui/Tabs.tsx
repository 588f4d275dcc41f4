import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { tabAfterKey } from './tabKeys.ts';

type TabItem<T extends string> = { id: T; label: ReactNode };

type TabsProps<T extends string> = {
  tabs: readonly TabItem<T>[];
  current: T;
  onSelect: (tab: T) => void;
  /** The tab list's accessible name. */
  label: string;
  classNames: { root?: string; list: string; tab: string; panel: string };
  /** The selected tab's content, in one panel. */
  children?: ReactNode;
  /**
   * Instead of `children`: a panel per tab, each kept on the page and hidden unless selected, so what
   * was typed in one survives a visit to another. A tab without one yet (not opened) renders nothing.
   */
  panels?: Partial<Record<T, ReactNode>>;
};

/**
 * WAI-ARIA tabs with a roving tab stop: arrows, Home and End move and select (selection follows
 * focus); the panel holds the selected tab's content and is itself focusable.
 */
export function Tabs<T extends string>({ tabs, current, onSelect, label, classNames, children, panels }: TabsProps<T>) {
  const baseId = useId();
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (tab: T) => `${baseId}-tab-${tab}`;
  const panelId = (tab: T) => (panels ? `${baseId}-panel-${tab}` : `${baseId}-panel`);
  const ids = tabs.map((tab) => tab.id);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabAfterKey(ids, current, event.key);
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    buttons.current.get(next)?.focus();
  };

  return (
    <div className={classNames.root}>
      <div role="tablist" aria-label={label} className={classNames.list}>
        {tabs.map(({ id, label: content }) => {
          const selected = id === current;
          return (
            <button
              key={id}
              ref={(element) => {
                if (element) buttons.current.set(id, element);
                else buttons.current.delete(id);
              }}
              type="button"
              role="tab"
              id={tabId(id)}
              aria-selected={selected}
              aria-controls={panels || selected ? panelId(id) : undefined}
              tabIndex={selected ? 0 : -1}
              className={classNames.tab}
              onClick={() => onSelect(id)}
              onKeyDown={onKeyDown}
            >
              {content}
            </button>
          );
        })}
      </div>
      {panels ? (
        ids.map((id) => (
          <div key={id} role="tabpanel" id={panelId(id)} aria-labelledby={tabId(id)} hidden={id !== current} tabIndex={0} className={classNames.panel}>
            {panels[id]}
          </div>
        ))
      ) : (
        <div role="tabpanel" id={panelId(current)} aria-labelledby={tabId(current)} tabIndex={0} className={classNames.panel}>
          {children}
        </div>
      )}
    </div>
  );
}
