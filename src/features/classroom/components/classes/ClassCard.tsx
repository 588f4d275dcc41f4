import { Trans, useLingui } from '@lingui/react/macro';
import type { ClassSummary } from '@/shared/api/classroom.ts';
import { Card } from '@/shared/ui/Card.tsx';
import { Badge } from '@/shared/ui/Badge.tsx';
import { PathLink } from '@/shared/ui/PathLink.tsx';
import { formatNumber } from '@/shared/i18n/format.ts';
import { CLASS_STATUS_LABELS, SUBJECT_LABELS, gradeLabel } from '../../content/labels.ts';
import * as styles from '../classroom.css.ts';

/** One class on Sınıflarım: what it is, how big, how it is doing. */
export function ClassCard({ item }: { item: ClassSummary }) {
  const { i18n } = useLingui();
  const status = CLASS_STATUS_LABELS[item.status];
  const performance = item.performance === null ? '—' : `%${formatNumber(Math.round(item.performance))}`;
  return (
    <Card as="li" tone="elevated">
      <div className={styles.cardBody}>
        <div className={styles.toolbar}>
          <h2 className={styles.cardTitle}>
            <PathLink href={`/classes/${item.id}`} className={styles.cardLink}>
              {item.name}
            </PathLink>
          </h2>
          <Badge tone={status.tone}>{i18n._(status.label)}</Badge>
        </div>
        <p className={styles.meta}>
          <span>{i18n._(SUBJECT_LABELS[item.subject])}</span>
          <span aria-hidden="true">·</span>
          <span>{i18n._(gradeLabel(item.grade))}</span>
          <span aria-hidden="true">·</span>
          <span>{item.teacher_name}</span>
        </p>
        <ul className={styles.facts}>
          <li className={styles.fact}>
            <span className={styles.factValue}>{formatNumber(item.student_count)}</span>
            <span className={styles.factLabel}>
              <Trans>öğrenci</Trans>
            </span>
          </li>
          <li className={styles.fact}>
            <span className={styles.factValue}>{formatNumber(item.lesson_count)}</span>
            <span className={styles.factLabel}>
              <Trans>ders</Trans>
            </span>
          </li>
          <li className={styles.fact}>
            <span className={styles.factValue}>{performance}</span>
            <span className={styles.factLabel}>
              <Trans>başarı</Trans>
            </span>
          </li>
        </ul>
        {item.join_code ? (
          <p className={styles.muted}>
            <Trans>Sınıf kodu:</Trans> <span className={styles.code}>{item.join_code}</span>
          </p>
        ) : null}
      </div>
    </Card>
  );
}
