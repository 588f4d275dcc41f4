import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import { Card } from '@/shared/ui/Card.tsx';
import { CheckboxField } from '@/shared/ui/form/CheckboxField.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { SelectField } from '@/shared/ui/form/SelectField.tsx';
import * as fieldStyles from '@/shared/ui/form/Field.css.ts';
import { GRADE_LEVELS, SUBJECTS, savePreferences, type PreferenceStore, type Preferences, type Subject } from '../../model/preferences.ts';
import { SUBJECT_LABELS } from '@/shared/i18n/subjectLabels.ts';
import { gradeLevelLabel } from './preferenceLabels.ts';
import * as styles from './ProfilePage.css.ts';

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

type PreferencesSectionProps = {
  /** The account's current e-mail: the key the preferences are saved under. */
  email: string;
  initial: Preferences;
  store: PreferenceStore;
};

/** Section 3: settings kept on this device only (no server call exists for them); works offline. */
export function PreferencesSection({ email, initial, store }: PreferencesSectionProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const subjectsHintId = useId();
  const [preferences, setPreferences] = useState(initial);
  const [state, setState] = useState<SaveState>('idle');

  const update = (patch: Partial<Preferences>) => {
    setPreferences((current) => ({ ...current, ...patch }));
    setState('idle');
  };

  const toggleSubject = (subject: Subject) => {
    const chosen = preferences.subjects.includes(subject);
    update({ subjects: chosen ? preferences.subjects.filter((item) => item !== subject) : [...preferences.subjects, subject] });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === 'saving') return;
    setState('saving');
    try {
      await savePreferences(store, email, preferences);
      setState('saved');
    } catch {
      setState('failed');
    }
  };

  const gradeOptions = GRADE_LEVELS.map((level) => ({ value: level, label: gradeLevelLabel(level) }));

  return (
    <Card as="section" className={styles.section} aria-labelledby={headingId}>
      <header className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          <Trans>Tercihler</Trans>
        </h2>
        <p className={styles.deviceNote}>
          <span aria-hidden="true">📱</span>
          <span>
            <Trans>Bu tercihler yalnızca bu cihazda saklanır.</Trans>
          </span>
        </p>
      </header>

      {state === 'saved' ? (
        <FormAlert tone="success">
          <Trans>Tercihleriniz bu cihaza kaydedildi.</Trans>
        </FormAlert>
      ) : null}
      {state === 'failed' ? (
        <FormAlert tone="danger">
          <Trans>Tercihler bu cihaza kaydedilemedi. Tarayıcınız depolamaya izin vermiyor olabilir.</Trans>
        </FormAlert>
      ) : null}

      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={headingId}>
        <SelectField
          label={t`Sınıf düzeyi`}
          name="grade_level"
          placeholder={t`Seçin`}
          options={gradeOptions}
          value={preferences.gradeLevel ?? ''}
          onChange={(event) => update({ gradeLevel: GRADE_LEVELS.find((level) => level === event.target.value) ?? null })}
        />

        <fieldset className={styles.chipFieldset} aria-describedby={subjectsHintId}>
          <legend className={`${fieldStyles.label} ${styles.chipLegend}`}>
            <Trans>İlgi alanları</Trans>
          </legend>
          <p id={subjectsHintId} className={fieldStyles.hint}>
            <Trans>Birden fazla seçebilirsiniz.</Trans>
          </p>
          <ul className={styles.chips}>
            {SUBJECTS.map((subject) => {
              const chosen = preferences.subjects.includes(subject);
              return (
                <li key={subject}>
                  <button type="button" className={styles.chip} aria-pressed={chosen} onClick={() => toggleSubject(subject)}>
                    <span aria-hidden="true">{chosen ? '✓' : '+'}</span>
                    {i18n._(SUBJECT_LABELS[subject])}
                  </button>
                </li>
              );
            })}
          </ul>
        </fieldset>

        <CheckboxField
          name="notifications"
          label={t`Bildirimler`}
          hint={t`Yeni ödevler ve duyurular için uygulama içi bildirimler.`}
          checked={preferences.notifications}
          onChange={(event) => update({ notifications: event.target.checked })}
        />
        <CheckboxField
          name="sounds"
          label={t`Sesler`}
          hint={t`Etkinlik ve oyunlardaki ses efektleri.`}
          checked={preferences.sounds}
          onChange={(event) => update({ sounds: event.target.checked })}
        />
        <CheckboxField
          name="newsletter"
          label={t`E-posta bülteni`}
          hint={t`Yeni deneyler ve etkinlikler hakkında haberler.`}
          checked={preferences.newsletter}
          onChange={(event) => update({ newsletter: event.target.checked })}
        />

        <div className={styles.actions}>
          <Button type="submit" aria-disabled={state === 'saving' || undefined}>
            {state === 'saving' ? <Trans>Kaydediliyor…</Trans> : <Trans>Tercihleri Kaydet</Trans>}
          </Button>
        </div>
      </form>
    </Card>
  );
}
