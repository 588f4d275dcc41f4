import { Trans, useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden.tsx';
import {
  PASSWORD_REQUIREMENTS,
  passwordChecks,
  passwordStrength,
  type PasswordRequirement,
  type PasswordStrength,
} from '../../model/validation/passwordStrength.ts';
import * as styles from './RegisterPage.css.ts';

const FILLED_SEGMENTS: Record<PasswordStrength, number> = { weak: 1, medium: 2, strong: 3 };
const SEGMENTS = [0, 1, 2] as const;

/**
 * The strength level (zayıf / orta / güçlü) and the five requirements, updated
 * as the user types. Only the level line is a live region: it changes a few
 * times per password, while the list would speak on every key.
 */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useLingui();
  const checks = passwordChecks(password);
  const level = passwordStrength(password);
  const levelLabel: Record<PasswordStrength, string> = { weak: t`Zayıf`, medium: t`Orta`, strong: t`Güçlü` };
  const requirementLabel: Record<PasswordRequirement, string> = {
    length: t`En az 8 karakter`,
    lower: t`Küçük harf (a–z)`,
    upper: t`Büyük harf (A–Z)`,
    digit: t`Rakam (0–9)`,
    special: t`Özel karakter (ör. ! ? * #) — önerilir`,
  };
  const filled = password ? FILLED_SEGMENTS[level] : 0;
  const strength = levelLabel[level];

  return (
    <div className={styles.meter}>
      <div className={styles.bar} aria-hidden="true">
        {SEGMENTS.map((segment) => (
          <span key={segment} className={styles.segmentFill[segment < filled ? level : 'empty']} />
        ))}
      </div>
      <p className={styles.strengthText} aria-live="polite">
        {password ? (
          <Trans>
            Şifre gücü: <strong>{strength}</strong>
          </Trans>
        ) : null}
      </p>
      <ul className={styles.requirements} aria-label={t`Şifre gereksinimleri`}>
        {PASSWORD_REQUIREMENTS.map((requirement) => {
          const met = checks[requirement];
          return (
            <li key={requirement} className={styles.requirement[met ? 'met' : 'unmet']} data-met={met}>
              <span className={styles.requirementMark} aria-hidden="true">
                {met ? '✓' : '○'}
              </span>
              <span>
                {requirementLabel[requirement]}
                <VisuallyHidden> {met ? t`(karşılandı)` : t`(karşılanmadı)`}</VisuallyHidden>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
