import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AttendanceMonth, ClassDetail } from '@/shared/api/classroom.ts';
import { downloadCsv } from '@/shared/lib/csv.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { attendanceMonthQuery } from '../../api.ts';
import { CLOSED_REASON_LABELS } from '../../content/attendanceClosures.ts';
import { ATTENDANCE_LABELS } from '../../content/labels.ts';
import { attendanceMonthCsv, attendanceMonthRows, dayHead, monthOf, monthTitle, shiftMonth } from '../../model/attendanceMonth.ts';
import { formatLessonDay } from '../../model/dates.ts';
import { LoadError, Loading } from '../shared/QueryStates.tsx';
import { TableScroll } from '../shared/TableScroll.tsx';
import * as layout from '../shared/layout.css.ts';
import * as css from './attendanceMonth.css.ts';

const COUNT_ORDER = ['present', 'absent', 'late', 'excused'] as const;

/** "Aylık görünüm": a class's register month by month, students × school days with their counts, as CSV or on A4. */
export function AttendanceMonthView({ item, initialMonth, today }: { item: ClassDetail; initialMonth: string; today: string }) {
  const { t } = useLingui();
  const headingId = useId();
  const [month, setMonth] = useState(initialMonth);
  const query = useQuery(attendanceMonthQuery(item.id, month));
  const title = monthTitle(month);
  const isCurrent = month >= monthOf(today);

  return (
    <section className={css.sheet} aria-labelledby={headingId}>
      <style>{css.pageRule}</style>
      <h2 id={headingId} className={css.screenOnly}>
        <Trans>Aylık görünüm</Trans>
      </h2>
      <div className={`${layout.toolbar} ${css.screenOnly}`}>
        <div className={css.switcher}>
          <Button variant="secondary" aria-label={t`Önceki ay`} onClick={() => setMonth(shiftMonth(month, -1))}>
            <span aria-hidden="true">‹</span>
          </Button>
          <p className={css.monthName} aria-live="polite">
            {title}
          </p>
          <Button variant="secondary" aria-label={t`Sonraki ay`} disabled={isCurrent} onClick={() => setMonth(shiftMonth(month, 1))}>
            <span aria-hidden="true">›</span>
          </Button>
        </div>
        {query.data ? <MonthActions item={item} month={query.data} /> : null}
      </div>
      {query.data ? (
        <MonthTable item={item} month={query.data} title={title} />
      ) : query.isPending ? (
        <Loading label={t`Aylık yoklama yükleniyor...`} />
      ) : (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      )}
    </section>
  );
}

function MonthActions({ item, month }: { item: ClassDetail; month: AttendanceMonth }) {
  const { t, i18n } = useLingui();
  const download = () => {
    const csv = attendanceMonthCsv(month, {
      number: t`Okul No`,
      name: t`Ad Soyad`,
      counts: { present: t`Var`, absent: t`Yok`, late: t`Geç`, excused: t`İzinli` },
      marks: {
        present: i18n._(ATTENDANCE_LABELS.present.short),
        absent: i18n._(ATTENDANCE_LABELS.absent.short),
        late: i18n._(ATTENDANCE_LABELS.late.short),
        excused: i18n._(ATTENDANCE_LABELS.excused.short),
      },
    });
    downloadCsv(csv, `${item.name}-yoklama-${month.month}.csv`);
  };
  const empty = month.students.length === 0 || month.days.length === 0;
  return (
    <div className={layout.actions}>
      <Button variant="secondary" disabled={empty} onClick={download}>
        <span aria-hidden="true">⬇️</span>
        <Trans>CSV indir</Trans>
      </Button>
      <Button variant="secondary" disabled={empty} onClick={() => window.print()}>
        <span aria-hidden="true">🖨️</span>
        <Trans>Yazdır</Trans>
      </Button>
    </div>
  );
}

function MonthTable({ item, month, title }: { item: ClassDetail; month: AttendanceMonth; title: string }) {
  const { t, i18n } = useLingui();
  const className = item.name;
  const rows = attendanceMonthRows(month);
  // Weekends close every month: only the days a teacher might have expected a lesson on are listed.
  const notable = month.closed_days.filter((day) => day.reason !== 'weekend');

  if (month.students.length === 0) {
    return (
      <p className={layout.muted}>
        <Trans>Sınıfta henüz öğrenci yok.</Trans>
      </p>
    );
  }
  if (month.days.length === 0) {
    return (
      <p className={layout.muted}>
        <Trans>{title} ayında okul günü yok.</Trans>
      </p>
    );
  }

  return (
    <>
      <p className={css.printTitle}>
        <Trans>
          {className} · {title} yoklaması
        </Trans>
      </p>
      <TableScroll label={t`Aylık yoklama çizelgesi`}>
        <table className={css.table}>
          <caption className={css.srOnly}>
            <Trans>
              {className} yoklaması, {title}
            </Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col" className={css.studentHead}>
                <Trans>Öğrenci</Trans>
              </th>
              {month.days.map((day) => (
                <th key={day} scope="col" className={css.dayHead}>
                  <abbr title={formatLessonDay(day)}>{dayHead(day)}</abbr>
                </th>
              ))}
              {COUNT_ORDER.map((status) => (
                <th key={status} scope="col" className={css.countHead}>
                  {i18n._(ATTENDANCE_LABELS[status].label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const schoolNumber = row.number;
              return (
                <tr key={row.id}>
                  <th scope="row" className={css.student}>
                    {row.fullName}
                    {schoolNumber ? <span className={css.studentNumber}>{t`No ${schoolNumber}`}</span> : null}
                  </th>
                  {row.cells.map((status, index) => (
                    <td key={month.days[index]} className={`${css.mark} ${status ? css.tone[status] : ''}`}>
                      {status ? (
                        <>
                          <span aria-hidden="true">{i18n._(ATTENDANCE_LABELS[status].short)}</span>
                          <span className={css.srOnly}>{i18n._(ATTENDANCE_LABELS[status].label)}</span>
                        </>
                      ) : (
                        <>
                          <span aria-hidden="true">·</span>
                          <span className={css.srOnly}>{t`İşaretlenmedi`}</span>
                        </>
                      )}
                    </td>
                  ))}
                  {COUNT_ORDER.map((status) => (
                    <td key={status} className={css.count}>
                      {row.counts[status]}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      <p className={`${layout.muted} ${css.screenOnly}`}>
        <Trans>V: Var, Y: Yok, G: Geç, İ: İzinli. Sayılar bu ayın işaretlerini toplar.</Trans>
      </p>
      {notable.length > 0 ? (
        <ul className={layout.muted} aria-label={t`Bu ay okulun kapalı olduğu günler`}>
          {notable.map((day) => (
            <li key={day.date}>
              {formatLessonDay(day.date)}: {day.label ?? i18n._(CLOSED_REASON_LABELS[day.reason])}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
