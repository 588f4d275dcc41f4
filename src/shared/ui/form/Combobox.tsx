import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FieldFrame, fieldDescriptionIds } from './FieldFrame.tsx';
import { filterOptions, menuPlacement, moveActive, type ActiveMove, type ComboboxOption, type MenuPlacement } from './comboboxModel.ts';
import { ChevronIcon, ClearIcon } from './icons.tsx';
import * as fieldStyles from './Field.css.ts';
import * as styles from './Combobox.css.ts';

export type { ComboboxOption } from './comboboxModel.ts';

export type ComboboxProps = {
  label: ReactNode;
  options: readonly ComboboxOption[];
  /** The chosen option's value, or null for none. */
  value: string | null;
  /** Called with the chosen value, or null when cleared. */
  onChange: (value: string | null) => void;
  id?: string;
  placeholder?: string;
  hint?: ReactNode;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  /** Shown when nothing matches. Default "Sonuç bulunamadı." */
  noResultsText?: string;
  /** The clear button's name. Default "Seçimi temizle". */
  clearLabel?: string;
  /** Class for the whole field. */
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

const KEY_MOVES: Partial<Record<string, ActiveMove>> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  PageDown: 'pageDown',
  PageUp: 'pageUp',
};

/**
 * A searchable, clearable select (WAI-ARIA combobox with a listbox popup).
 * Typing filters the options ignoring case and Turkish letters; ↑/↓ move one,
 * Page Up/Down move 5, Enter chooses, Escape or leaving the field closes
 * (keeping the earlier choice), the × button clears.
 * The list is 140–300 px tall and opens upwards when there is no room below.
 */
export function Combobox({
  label,
  options,
  value,
  onChange,
  id,
  placeholder,
  hint,
  error,
  required,
  disabled,
  noResultsText,
  clearLabel,
  className,
  ref,
}: ComboboxProps) {
  const { t } = useLingui();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const listId = `${inputId}-listbox`;
  const labelId = `${inputId}-label`;
  const { describedBy } = fieldDescriptionIds(inputId, hint, error);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const wrapRef = useRef<HTMLDivElement>(null);

  const [open, setOpen] = useState(false);
  // null while not typing: the input then shows the chosen option's label.
  const [query, setQuery] = useState<string | null>(null);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [menu, setMenu] = useState<MenuPlacement>({ placement: 'bottom', maxHeight: 300 });

  const selected = options.find((option) => option.value === value) ?? null;
  const visible = query === null ? options : filterOptions(options, query);
  const active = activeIndex < visible.length ? activeIndex : visible.length - 1;
  const activeId = open && active >= 0 ? `${listId}-${active}` : undefined;
  const showList = open && visible.length > 0;
  const showEmpty = open && visible.length === 0;
  const hasText = query !== null ? query !== '' : selected !== null;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const openMenu = (index: number) => {
    const rect = wrapRef.current?.getBoundingClientRect();
    // 8 px keeps the list off the window edge.
    if (rect) setMenu(menuPlacement(rect.top - 8, window.innerHeight - rect.bottom - 8));
    setOpen(true);
    setActiveIndex(index);
  };

  const close = () => {
    setOpen(false);
    setQuery(null);
    setActiveIndex(-1);
  };

  const choose = (option: ComboboxOption) => {
    onChange(option.value);
    close();
  };

  const selectedIndex = selected ? visible.indexOf(selected) : -1;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = KEY_MOVES[event.key];
    if (move) {
      event.preventDefault();
      if (!open) openMenu(selectedIndex >= 0 ? selectedIndex : moveActive(-1, move, visible.length));
      else setActiveIndex(moveActive(active, move, visible.length));
      return;
    }
    if (event.key === 'Enter' && open) {
      // Enter in an open list picks an option; it must not submit the form.
      event.preventDefault();
      const option = visible[active];
      if (option) choose(option);
      return;
    }
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  return (
    <FieldFrame id={inputId} labelId={labelId} label={label} required={required} hint={hint} error={error} className={className}>
      <div ref={wrapRef} className={styles.wrap}>
        <input
          ref={(node) => {
            inputRef.current = node;
            if (typeof ref === 'function') ref(node);
            else if (ref) ref.current = node;
          }}
          id={inputId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          disabled={disabled}
          placeholder={placeholder}
          value={query ?? selected?.label ?? ''}
          className={`${fieldStyles.control} ${fieldStyles.withTwoButtons}`}
          onChange={(event) => {
            setQuery(event.target.value);
            if (!open) openMenu(0);
            else setActiveIndex(0);
          }}
          onClick={() => {
            if (!open) openMenu(selectedIndex);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        {hasText && !disabled ? (
          <button
            type="button"
            className={`${fieldStyles.inlineButton} ${fieldStyles.secondSlot}`}
            aria-label={clearLabel ?? t`Seçimi temizle`}
            // Keeps focus (and the open list) from jumping before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              onChange(null);
              close();
              inputRef.current?.focus();
            }}
          >
            <ClearIcon />
          </button>
        ) : null}
        <span className={fieldStyles.chevron} aria-hidden="true">
          <ChevronIcon />
        </span>
        <ul
          id={listId}
          role="listbox"
          aria-labelledby={labelId}
          hidden={!showList}
          className={styles.placement[menu.placement]}
          style={{ maxHeight: menu.maxHeight }}
        >
          {visible.map((option, index) => (
            <li
              key={option.value}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={option.value === value}
              data-active={index === active || undefined}
              className={styles.option}
              // mousedown would blur the input and close the list before the click.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActiveIndex(index)}
              onClick={() => choose(option)}
            >
              <span>{option.label}</span>
              {option.value === value ? (
                <span className={styles.check} aria-hidden="true">
                  ✓
                </span>
              ) : null}
            </li>
          ))}
        </ul>
        <div role="status" className={showEmpty ? `${styles.placement[menu.placement]} ${styles.empty}` : undefined}>
          {showEmpty ? (noResultsText ?? t`Sonuç bulunamadı.`) : null}
        </div>
      </div>
    </FieldFrame>
  );
}
