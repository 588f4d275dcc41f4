import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ClassProgressResponse } from '@/shared/api/progress.ts';
import { Badge } from '@/shared/ui/Badge.tsx';
import { HELP_REASON_LABELS } from '../../model/classReportLabels.ts';
import { useLevelWords } from './useLevelWords.ts';
import * as styles from './studentProgress.css.ts';

/** "Desteğe ihtiyacı olanlar": pupils with several outcomes where they are stuck or slipped back, and which ones. */
export function NeedsHelp({ data }: { data: ClassProgressResponse }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const words = useLevelWords();
  const names = new Map(data.students.map((student) => [student.id, student.full_name]));

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        <Trans>Desteğe ihtiyacı olanlar</Trans>
      </h2>
      {data.needs_help.length === 0 ? (
        <p className={styles.muted}>
          <Trans>Şu an birkaç kazanımda birden zorlanan ya da gerileyen öğrenci görünmüyor.</Trans>
        </p>
      ) : (
        <ul className={styles.list}>
          {data.needs_help.map((entry) => (
            <li key={entry.student_id} className={styles.listItem}>
              <div className={styles.sectionHead}>
                <Link to="/student-progress" search={{ class: data.class.id, student: entry.student_id }} className={styles.rowLink}>
                  {names.get(entry.student_id) ?? `#${entry.student_id}`}
                </Link>
                <ul className={styles.tags} aria-label={t`Nedenler`}>
                  {entry.reasons.map((reason) => (
                    <li key={reason}>
                      <Badge tone={reason === 'stuck' ? 'warning' : 'info'}>{i18n._(HELP_REASON_LABELS[reason])}</Badge>
                    </li>
                  ))}
                </ul>
              </div>
              <ul className={styles.tags}>
                {entry.outcomes.map((item) => (
                  <li key={item.outcome}>
                    <Badge>
                      {item.outcome}: {words.levels[item.level]} · {i18n._(HELP_REASON_LABELS[item.reason])}
                    </Badge>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
