import { Trans, useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden.tsx';
import type { RegisterDraft } from './registerDraft.ts';
import * as styles from './RegisterPage.css.ts';

type Step = RegisterDraft['step'];

/** "Adım 1/2" and the two named steps; the current one carries aria-current="step". */
export function StepIndicator({ step }: { step: Step }) {
  const { t } = useLingui();
  const steps: { number: Step; label: string }[] = [
    { number: 1, label: t`Bilgiler` },
    { number: 2, label: t`Güvenlik` },
  ];
  const total = steps.length;
  return (
    <div className={styles.stepper}>
      <p className={styles.stepCount}>
        <Trans>
          Adım {step}/{total}
        </Trans>
      </p>
      <ol className={styles.steps} aria-label={t`Kayıt adımları`}>
        {steps.map(({ number, label }) => {
          const state = number === step ? 'current' : number < step ? 'done' : 'upcoming';
          return (
            <li key={number} className={styles.step[state]} aria-current={state === 'current' ? 'step' : undefined}>
              <span className={styles.stepNumber} aria-hidden="true">
                {state === 'done' ? '✓' : number}
              </span>
              <span>{label}</span>
              {state === 'done' ? (
                <VisuallyHidden>
                  <Trans>(tamamlandı)</Trans>
                </VisuallyHidden>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
