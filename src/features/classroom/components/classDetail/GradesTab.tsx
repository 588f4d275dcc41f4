import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ClassDetail } from '@/shared/api/classroom.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { CheckboxField } from '@/shared/ui/form/CheckboxField.tsx';
import { formatNumber } from '@/shared/i18n/format.ts';
import { gradebookQuery } from '../../api.ts';
import { STATE_LABELS } from '../../content/labels.ts';
import { gradebookAverages } from '../../model/gradebook.ts';
import { gradebookCsv } from '../../model/csv.ts';
import { downloadCsv } from '@/shared/lib/csv.ts';
import { localDay } from '../../model/dates.ts';
import { LoadError, Loading } from '../shared/QueryStates.tsx';
import { TableScroll } from '../shared/TableScroll.tsx';
import * as styles from '../classroom.css.ts';

const score = (value: number | null) => (value === null ? '—' : formatNumber(value, { maximumFractionDigits: 1 }));

/** The gradebook: students × published assignments, with averages and a CSV that Turkish Excel opens as it is. */
export function GradesTab({ item }: { item: ClassDetail }) {
  const { t, i18n } = useLingui();
  const query = useQuery(gradebookQuery(item.id));
  const [missingAsZero, setMissingAsZero] = useState(false);

  if (query.isPending) return <Loading label={t`Not çizelgesi yükleniyor...`} />;
  if (!query.data) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;

  const gradebook = query.data;
  const averages = gradebookAverages(gradebook, { missingAsZero });
  const classAverage = score(averages.classAverage);
  const className = item.name;

  const download = () => {
    const csv = gradebookCsv(gradebook, { number: t`Okul No`, name: t`Ad Soyad`, average: t`Ortalama` }, { missingAsZero });
    downloadCsv(csv, `${item.name}-notlar-${localDay()}.csv`);
  };

  if (gradebook.assignments.length === 0) {
    return (
      <p className={styles.muted}>
        <Trans>Not çizelgesi, yayınlanan ilk ödevle dolmaya başlar.</Trans>
      </p>
    );
  }

  return (
    <div className={styles.section}>
      <div className={styles.toolbar}>
        <CheckboxField label={t`Teslim edilmeyen ödevleri 0 say`} checked={missingAsZero} onChange={(event) => setMissingAsZero(event.target.checked)} />
        <Button variant="secondary" onClick={download}>
          <span aria-hidden="true">⬇️</span>
          <Trans>CSV olarak indir</Trans>
        </Button>
      </div>
      <p className={styles.muted}>
        <Trans>Sınıf ortalaması: {classAverage}</Trans>
      </p>
      <TableScroll label={t`Not çizelgesi`}>
        <table className={styles.table}>
          <caption className={styles.srOnlyCaption}>
            <Trans>{className} not çizelgesi</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.th}>
                <Trans>No</Trans>
              </th>
              <th scope="col" className={styles.th}>
                <Trans>Ad Soyad</Trans>
              </th>
              {gradebook.assignments.map((assignment) => (
                <th key={assignment.id} scope="col" className={`${styles.th} ${styles.numeric} ${styles.wrapHead}`}>
                  {assignment.title}
                </th>
              ))}
              <th scope="col" className={`${styles.th} ${styles.numeric}`}>
                <Trans>Ortalama</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {gradebook.rows.map((row) => (
              <tr key={row.student.id}>
                <td className={styles.td}>{row.student.number ?? '—'}</td>
                <th scope="row" className={`${styles.td} ${styles.nameCell}`}>
                  {row.student.full_name}
                </th>
                {gradebook.assignments.map((assignment) => {
                  const cell = row.cells.find((candidate) => candidate.assignment_id === assignment.id);
                  return (
                    <td key={assignment.id} className={`${styles.td} ${styles.numeric}`}>
                      {cell ? (cell.score !== null ? score(cell.score) : i18n._(STATE_LABELS[cell.state].label)) : '—'}
                    </td>
                  );
                })}
                <td className={`${styles.td} ${styles.numeric}`}>
                  <strong>{score(averages.students.get(row.student.id) ?? null)}</strong>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2} className={styles.th}>
                <Trans>Ödev ortalaması</Trans>
              </th>
              {gradebook.assignments.map((assignment) => (
                <td key={assignment.id} className={`${styles.th} ${styles.numeric}`}>
                  {score(averages.assignments.get(assignment.id) ?? null)}
                </td>
              ))}
              <td className={`${styles.th} ${styles.numeric}`}>{score(averages.classAverage)}</td>
            </tr>
          </tfoot>
        </table>
      </TableScroll>
    </div>
  );
}
