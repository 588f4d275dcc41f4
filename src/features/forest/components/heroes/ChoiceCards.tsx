import { useEffect, useId, useRef } from 'react';
import * as styles from './ChoiceCards.css.ts';

type Choice<Id extends string> = {
  id: Id;
  icon: string;
  label: string;
  /** A second, smaller line (e.g. who runs a programme); read as the choice's description. */
  hint?: string;
};

type ChoiceCardsProps<Id extends string> = {
  legend: string;
  choices: readonly Choice<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  layout?: keyof typeof styles.options;
};

/**
 * The pickers of the forest info pages (heroes, species, planting programmes):
 * a native radio group drawn as cards, so arrow keys, Tab and screen readers
 * work as they do everywhere else. The chosen card shows a filled radio, a
 * thicker border and bold text, not just another colour.
 */
export function ChoiceCards<Id extends string>({ legend, choices, selected, onSelect, layout = 'compact' }: ChoiceCardsProps<Id>) {
  const name = useId();
  const groupRef = useRef<HTMLFieldSetElement>(null);
  // A card picked on the rendered page before its script had started is checked (the browser did it),
  // but not yet chosen here: it is once the page is hydrated. Only then, hence no dependencies.
  useEffect(() => {
    const checked = groupRef.current?.querySelector<HTMLInputElement>('input:checked');
    const picked = choices.find((choice) => choice.id === checked?.value);
    if (picked && picked.id !== selected) onSelect(picked.id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when hydrated
  }, []);
  return (
    <fieldset ref={groupRef} className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options[layout]}>
        {choices.map((choice) => {
          const checked = choice.id === selected;
          const labelId = `${name}-${choice.id}-label`;
          const hintId = `${name}-${choice.id}-hint`;
          return (
            <label key={choice.id} className={[styles.option[layout], checked && styles.optionSelected].filter(Boolean).join(' ')}>
              <input
                type="radio"
                className={[styles.radio, layout === 'compact' && styles.radioCorner].filter(Boolean).join(' ')}
                name={name}
                value={choice.id}
                checked={checked}
                onChange={() => onSelect(choice.id)}
                aria-labelledby={labelId}
                aria-describedby={choice.hint ? hintId : undefined}
              />
              <span className={styles.icon} aria-hidden="true">
                {choice.icon}
              </span>
              <span className={styles.text}>
                <span id={labelId} className={styles.label}>
                  {choice.label}
                </span>
                {choice.hint && (
                  <span id={hintId} className={styles.hint}>
                    {choice.hint}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
