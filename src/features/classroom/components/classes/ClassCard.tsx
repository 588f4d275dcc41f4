import { Trans, useLingui } from '@lingui/react/macro';
import type { ClassSummary } from '@/shared/api/classroom.ts';
import { Card } from '@/shared/ui/Card.tsx';
import { Badge } from '@/shared/ui/Badge.tsx';
import { PathLink } from '@/shared/ui/PathLink.tsx';
import { formatNumber } from '@/shared/i18n/format.ts';
import { CLASS_STATUS_LABELS, SUBJECT_LABELS, gradeLabel } from '../../content/labels.ts';
import * as layout from '../shared/layout.css.ts';
import * as styles from './classes.css.ts';

/** One class on Sınıflarım: what it is, how big, how it is doing. */
export function ClassCard({ item }: { item: ClassSummary }) {
  const { i18n } = useLingui();
  const status = CLASS_STATUS_LABELS[item.status];
  const performance = item.performance === null ? '—' : `%${formatNumber(Math.round(item.performance))}`;
  return (
    <Card as="li" tone="elevated">
      <div className={layout.cardBody}>
        <div className={layout.toolbar}>
          <h2 className={layout.cardTitle}>
            <PathLink href={`/classes/${item.id}`} className={styles.cardLink}>
              {item.name}
            </PathLink>
          </h2>
          <Badge tone={status.tone}>{i18n._(status.label)}</Badge>
        </div>
        <p className={layout.meta}>
          <span>{i18n._(SUBJECT_LABELS[item.subject])}</span>
          <span aria-hidden="true">·</span>
          <span>{i18n._(gradeLabel(item.grade))}</span>
          <span aria-hidden="true">·</span>
          <span>{item.teacher_name}</span>
        </p>
        <ul className={layout.facts}>
          <li className={layout.fact}>
            <span className={layout.factValue}>{formatNumber(item.student_count)}</span>
            <span className={layout.factLabel}>
              <Trans>öğrenci</Trans>
            </span>
          </li>
          <li className={layout.fact}>
            <span className={layout.factValue}>{formatNumber(item.lesson_count)}</span>
            <span className={layout.factLabel}>
              <Trans>ders</Trans>
            </span>
          </li>
          <li className={layout.fact}>
            <span className={layout.factValue}>{performance}</span>
            <span className={layout.factLabel}>
              <Trans>başarı</Trans>
            </span>
          </li>
        </ul>
        {item.join_code ? (
          <p className={layout.muted}>
            <Trans>Sınıf kodu:</Trans> <span className={layout.code}>{item.join_code}</span>
          </p>
        ) : null}
      </div>
    </Card>
  );
}
