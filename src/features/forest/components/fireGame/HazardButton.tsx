import type { Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import { EmojiFallbackImage } from '../art/EmojiFallbackImage.tsx';
import { riskInfo } from '../../model/fireGame/risk.ts';
import type { Hazard } from '../../model/fireGame/types.ts';
import * as styles from './FireGame.css.ts';

type HazardButtonProps = {
  hazard: Hazard;
  onSelect: (hazard: Hazard) => void;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * One hazard on the scene. A cleaned-up hazard stays a (disabled) button, so
 * focus can return to it when the question closes and a screen reader hears
 * that it is done.
 */
export function HazardButton({ hazard, onSelect, ref }: HazardButtonProps) {
  const { t, i18n } = useLingui();
  const name = i18n._(hazard.name);
  const risk = i18n._(riskInfo[hazard.riskLevel].phrase);
  const label = hazard.removed ? t`${name} — temizlendi` : t`${name} — ${risk}`;
  return (
    <button
      ref={ref}
      type="button"
      className={hazard.removed ? `${styles.hazard} ${styles.hazardRemoved}` : styles.hazard}
      style={{ left: `${hazard.x}%`, top: `${hazard.y}%` }}
      aria-label={label}
      aria-disabled={hazard.removed || undefined}
      data-hazard={hazard.id}
      onClick={() => onSelect(hazard)}
    >
      {hazard.removed ? (
        <span className={styles.cleaned} aria-hidden="true">
          ✅
        </span>
      ) : (
        <EmojiFallbackImage src={hazard.imageUrl} alt="" emoji={hazard.emoji} size={44} />
      )}
    </button>
  );
}
