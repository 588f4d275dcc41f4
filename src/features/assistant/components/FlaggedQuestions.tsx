import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@/shared/api/ApiError.ts';
import { formatDate } from '@/shared/i18n/format.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { flaggedQuestionsQuery } from '../api.ts';
import * as styles from './assistant.css.ts';

/** For teachers (and the school administrator) while the school shares them: the questions the guardrails flagged, masked. */
export function FlaggedQuestions() {
  const { t } = useLingui();
  const titleId = useId();
  const flags = useQuery(flaggedQuestionsQuery());
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        <Trans>İşaretlenen sorular</Trans>
      </h2>
      <p className={styles.muted}>
        <Trans>
          Okulunuz açtığı için, öğrencilerin kriz ya da kaba söz içeren soruları burada görünür. Telefon, e-posta ve kimlik numaraları öğrencinin cihazında
          gizlenmiştir.
        </Trans>
      </p>
      {flags.isPending ? (
        <p className={styles.muted}>{t`Yükleniyor...`}</p>
      ) : flags.isError ? (
        <FormAlert
          action={
            <Button variant="secondary" onClick={() => void flags.refetch()}>
              {t`Tekrar dene`}
            </Button>
          }
        >
          {flags.error instanceof ApiError ? flags.error.message : t`İşaretlenen sorular yüklenemedi.`}
        </FormAlert>
      ) : flags.data.length === 0 ? (
        <p className={styles.paragraph}>{t`İşaretlenen bir soru yok.`}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={styles.cell} scope="col">{t`Öğrenci`}</th>
              <th className={styles.cell} scope="col">{t`Sınıf`}</th>
              <th className={styles.cell} scope="col">{t`Tür`}</th>
              <th className={styles.cell} scope="col">{t`Soru`}</th>
              <th className={styles.cell} scope="col">{t`Zaman`}</th>
            </tr>
          </thead>
          <tbody>
            {flags.data.map((flag) => (
              <tr key={flag.id}>
                <td className={styles.cell}>{flag.studentName}</td>
                <td className={styles.cell}>{flag.className}</td>
                <td className={styles.cell}>{flag.category === 'crisis' ? t`Kriz, yardım gerekebilir` : t`Kaba söz`}</td>
                <td className={styles.cell}>{flag.text}</td>
                <td className={styles.cell}>{formatDate(flag.at, 'dayMonthTime')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
