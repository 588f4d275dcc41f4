import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ASSISTANT_DAILY_LIMIT_MAX, ASSISTANT_DAILY_LIMIT_MIN, type AssistantClassSetting, type AssistantSettings } from '@/shared/api/assistant.ts';
import { ApiError } from '@/shared/api/ApiError.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { useSetClassLimit, useSetSchoolSharing } from '../api.ts';
import { parseDailyLimit } from '../model/limitInput.ts';
import * as styles from './assistant.css.ts';

const errorText = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

function ClassRow({ setting }: { setting: AssistantClassSetting }) {
  const { t } = useLingui();
  const save = useSetClassLimit();
  const [limit, setLimit] = useState(String(setting.dailyLimit));
  const [reveal, setReveal] = useState(setting.revealAnswers);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const limitId = useId();
  const problemId = useId();
  const name = setting.name;
  const min = ASSISTANT_DAILY_LIMIT_MIN;
  const max = ASSISTANT_DAILY_LIMIT_MAX;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const parsed = parseDailyLimit(limit);
    if (!parsed.ok) {
      setProblem(parsed.reason === 'empty' ? t`Günlük soru sınırını yazın.` : t`Günlük soru sınırı ${min} ile ${max} arasında bir tam sayı olmalı.`);
      return;
    }
    setProblem(null);
    try {
      await save.mutateAsync({ classId: setting.id, dailyLimit: parsed.value, revealAnswers: reveal });
      setSaved(true);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      setProblem(fields.dailyLimit?.[0] ?? errorText(error, t`Kaydedilemedi. Bağlantınızı kontrol edip yeniden deneyin.`));
    }
  };

  return (
    <form className={styles.classSetting} onSubmit={(event) => void submit(event)} noValidate aria-label={t`${name} sınıfının EtkiBot ayarları`}>
      <h3 className={styles.classTitle}>{name}</h3>
      <div className={styles.settingRow}>
        <label htmlFor={limitId}>{t`Günlük soru sınırı`}</label>
        <input
          id={limitId}
          className={styles.numberInput}
          inputMode="numeric"
          value={limit}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => setLimit(event.target.value)}
        />
        <label className={styles.checkLabel}>
          <input type="checkbox" className={styles.checkbox} checked={reveal} onChange={(event) => setReveal(event.target.checked)} />
          {t`İpuçlarından sonra cevabı gösterebilir`}
        </label>
        <Button type="submit" variant="secondary" size="sm" disabled={save.isPending}>
          {save.isPending ? t`Kaydediliyor...` : t`Kaydet`}
        </Button>
      </div>
      {problem ? (
        <p id={problemId} className={styles.muted} role="alert">
          {problem}
        </p>
      ) : saved ? (
        <p className={styles.muted} role="status">
          {t`Kaydedildi.`}
        </p>
      ) : null}
    </form>
  );
}

function SchoolSwitch({ on }: { on: boolean }) {
  const { t } = useLingui();
  const save = useSetSchoolSharing();
  return (
    <div className={styles.settingRow}>
      <p className={styles.paragraph}>
        {on ? (
          <Trans>Açık: kriz ya da kaba söz içeren sorular (kişisel bilgiler gizlenmiş olarak) sınıfın öğretmenine gösterilir.</Trans>
        ) : (
          <Trans>Kapalı: sohbetler yalnızca öğrencinin cihazında kalır; öğretmenler hiçbir soruyu görmez.</Trans>
        )}
      </p>
      <Button variant={on ? 'ghost' : 'secondary'} disabled={save.isPending} onClick={() => save.mutate(!on)}>
        {on ? t`İşaretlenen soruları paylaşmayı kapat` : t`İşaretlenen soruları öğretmenlerle paylaş`}
      </Button>
      {save.isError ? <FormAlert tone="danger">{errorText(save.error, t`Ayar değiştirilemedi. Yeniden deneyin.`)}</FormAlert> : null}
    </div>
  );
}

/** Teachers set each class's daily limit and whether answers may follow the hints; the school administrator also decides about flagged chats. */
export function StaffSettings({ settings, isAdministrator }: { settings: AssistantSettings; isAdministrator: boolean }) {
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        <Trans>EtkiBot ayarları</Trans>
      </h2>
      {settings.classes.length === 0 ? (
        <p className={styles.muted}>
          <Trans>Etkin bir sınıfınız olduğunda öğrencilerin günlük soru sınırını buradan değiştirebilirsiniz.</Trans>
        </p>
      ) : (
        settings.classes.map((setting) => <ClassRow key={setting.id} setting={setting} />)
      )}
      {isAdministrator ? <SchoolSwitch on={settings.shareFlagged} /> : null}
    </section>
  );
}
