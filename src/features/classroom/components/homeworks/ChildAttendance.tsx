import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StudentAttendance } from '@/shared/api/classroom.ts';
import { useSession } from '@/features/auth';
import { Badge } from '@/shared/ui/Badge.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { studentAttendanceQuery } from '../../api.ts';
import { ATTENDANCE_LABELS } from '../../content/labels.ts';
import { formatLessonDay } from '../../model/dates.ts';
import { LoadError, Loading, OfflineNote } from '../shared/QueryStates.tsx';
import { TableScroll } from '../shared/TableScroll.tsx';
import * as layout from '../shared/layout.css.ts';
import * as tables from '../shared/table.css.ts';

const COUNT_ORDER = ['present', 'absent', 'late', 'excused'] as const;
/** The newest days away or late shown at first: a year of them would push the homework far down. */
const FIRST_DAYS = 8;

/**
 * "Devam durumum" on a student's homework screen, "Devam durumu" for the child a parent is looking
 * at: this school year's counts per class and the days absent or late. Kept on the device with the
 * other queries, so it reads offline.
 */
export function ChildAttendance({ studentId }: { studentId: number | undefined }) {
  const { t } = useLingui();
  const { user } = useSession();
  const headingId = useId();
  const own = user?.role === 'student';
  // The school's shared tablet account keeps no register of its own: the child who signs in at it has one.
  const shown = studentId !== undefined && user?.account_kind !== 'school' && (own || user?.role === 'parent');
  const query = useQuery({ ...studentAttendanceQuery(studentId ?? 0), enabled: shown });
  if (!shown) return null;

  return (
    <section className={layout.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={layout.cardTitle}>
        {own ? <Trans>Devam durumum</Trans> : <Trans>Devam durumu</Trans>}
      </h2>
      {query.data ? (
        <>
          <OfflineNote updatedAt={query.dataUpdatedAt} />
          <AttendanceFigures attendance={query.data} own={own} />
        </>
      ) : query.isPending ? (
        <Loading label={t`Devam durumu yükleniyor...`} />
      ) : (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      )}
    </section>
  );
}

function AttendanceFigures({ attendance, own }: { attendance: StudentAttendance; own: boolean }) {
  const { t, i18n } = useLingui();
  const [all, setAll] = useState(false);
  const since = formatLessonDay(attendance.from);
  const days = all ? attendance.days : attendance.days.slice(0, FIRST_DAYS);
  const hidden = attendance.days.length - days.length;

  if (attendance.classes.length === 0) {
    return <p className={layout.muted}>{own ? <Trans>Henüz bir sınıfta yoklaman yok.</Trans> : <Trans>Çocuğunuzun henüz bir sınıfta yoklaması yok.</Trans>}</p>;
  }

  return (
    <>
      <p className={layout.muted}>
        <Trans>Bu öğretim yılı ({since} gününden bu yana) alınan yoklamalar.</Trans>
      </p>
      <TableScroll label={t`Sınıflara göre devam`}>
        <table className={tables.table}>
          <caption className={tables.srOnlyCaption}>
            <Trans>Sınıflara göre devam</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col" className={tables.th}>
                <Trans>Sınıf</Trans>
              </th>
              {COUNT_ORDER.map((status) => (
                <th key={status} scope="col" className={`${tables.th} ${tables.numeric}`}>
                  {i18n._(ATTENDANCE_LABELS[status].label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {attendance.classes.map((row) => (
              <tr key={row.class_id}>
                <th scope="row" className={`${tables.td} ${tables.nameCell}`}>
                  {row.class_name}
                </th>
                {COUNT_ORDER.map((status) => (
                  <td key={status} className={`${tables.td} ${tables.numeric}`}>
                    {row.counts[status]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {attendance.days.length === 0 ? (
        <p className={layout.muted}>
          <Trans>Bu yıl hiç devamsızlık ya da geç kalma yok.</Trans>
        </p>
      ) : (
        <>
          <h3 className={layout.rowTitle}>
            <Trans>Gelinmeyen ve geç kalınan günler</Trans>
          </h3>
          <ul className={layout.list}>
            {days.map((day) => {
              const date = formatLessonDay(day.date);
              const status = i18n._(ATTENDANCE_LABELS[day.status].label);
              return (
                <li key={`${day.date}-${day.class_id}`} className={layout.row}>
                  <span className={layout.rowMain}>
                    <span className={layout.rowTitle}>{date}</span>
                    <span className={layout.muted}>{day.class_name}</span>
                  </span>
                  <Badge tone={ATTENDANCE_LABELS[day.status].tone}>{status}</Badge>
                </li>
              );
            })}
          </ul>
          {hidden > 0 ? (
            <Button variant="secondary" onClick={() => setAll(true)}>
              <Trans>Tümünü göster ({hidden} gün daha)</Trans>
            </Button>
          ) : null}
        </>
      )}
    </>
  );
}
