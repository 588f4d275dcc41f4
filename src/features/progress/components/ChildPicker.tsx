import { useLingui } from '@lingui/react/macro';
import * as styles from './map/map.css.ts';

/** A parent with several children picks whose map or week to see. */
export function ChildPicker({
  children,
  current,
  onPick,
}: {
  children: readonly { id: number; full_name: string }[];
  current: number;
  onPick: (id: number) => void;
}) {
  const { t } = useLingui();
  return (
    <ul className={styles.chips} aria-label={t`Çocuğunuz`}>
      {children.map((child) => (
        <li key={child.id}>
          <button type="button" className={styles.chip} aria-pressed={child.id === current} onClick={() => onPick(child.id)}>
            {child.full_name}
          </button>
        </li>
      ))}
    </ul>
  );
}
