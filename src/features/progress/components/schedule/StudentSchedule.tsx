import { useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { calendarStorageKey, useCalendarEvents } from '@/features/calendar';
import { useSession } from '@/features/auth';
import { useOnlineStatus } from '@/shared/offline/onlineStatus.ts';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { useOwnProgress } from '../../model/useOwnProgress.ts';
import { useRecordProgress } from '../../model/useRecordProgress.ts';
import { calendarExams, doneRefsOf, lessonDoneReport, type ScheduleItem } from '../../model/scheduleItems.ts';
import type { ProgressScreenProps } from '../screenProps.ts';
import { ClassWeek } from './ClassWeek.tsx';
import { useClassWeekSource } from './useClassWeekSource.ts';
import { useScheduleClass } from './useScheduleClass.ts';
import { useWeekDays } from './useWeekDays.ts';
import { XpPanel } from './XpPanel.tsx';
import * as styles from './schedule.css.ts';

/**
 * A student's week: their class's lessons, homework due dates and the exams of their own calendar,
 * each lesson of today ticked off with "Tamamlandı" (on the device first, so offline too), and XP.
 */
export function StudentSchedule({ search, onSearch }: ProgressScreenProps) {
  const { t } = useLingui();
  const { user } = useSession();
  const online = useOnlineStatus();
  const own = useOwnProgress();
  const record = useRecordProgress();
  const picked = useScheduleClass(search.class);
  const source = useClassWeekSource(picked.current);
  const calendar = useCalendarEvents(user ? calendarStorageKey(user) : null);
  // A tick shows the moment it is pressed; the outbox's copy of the event follows a moment later.
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set());
  const [notice, setNotice] = useState('');

  const doneRefs = useMemo(() => new Set([...doneRefsOf(own.events), ...ticked]), [own.events, ticked]);
  const ownEntries = calendar.status === 'ready' ? calendar.events : null;
  const work = useMemo(() => [...source.work, ...calendarExams(ownEntries ?? [])], [source.work, ownEntries]);
  const week = useWeekDays({
    week: search.week,
    classId: source.classId,
    slots: source.timetable.data?.slots,
    work,
    doneRefs,
    viewer: 'student',
    daysOff: own.query.data?.school_days_off,
  });

  const markDone = (item: ScheduleItem) => {
    const report = lessonDoneReport(item);
    if (!report) return;
    setTicked((current) => new Set(current).add(report.ref));
    record(report);
    const { title } = item;
    setNotice(t`“${title}” tamamlandı olarak işaretlendi.`);
  };

  return (
    <>
      {!online ? (
        <FormAlert tone="info" title={<Trans>Çevrimdışısın</Trans>}>
          <Trans>Program bu cihazdaki son kopyadan gösteriliyor. İşaretlediğin dersler hemen sayılır; bağlantı gelince öğretmenine gönderilir.</Trans>
        </FormAlert>
      ) : own.waiting > 0 ? (
        <FormAlert tone="info" title={<Trans>Bu cihazda bekleyen çalışmaların var</Trans>}>
          <Trans>XP’n onları şimdiden sayıyor; kısa süre içinde öğretmenine de gönderilecek.</Trans>
        </FormAlert>
      ) : null}
      <XpPanel events={own.events} daysOff={own.query.data?.school_days_off} />
      <p role="status" className={styles.muted}>
        {notice}
      </p>
      <ClassWeek
        picked={picked}
        timetable={source.timetable}
        shown={source.timetable.data !== undefined}
        hasLessons={(source.timetable.data?.slots.length ?? 0) > 0}
        workFailed={source.homeworks.isError && !source.homeworks.data}
        week={week}
        onSearch={(next) => onSearch({ ...search, ...next })}
        workLink="homework"
        onDone={markDone}
        noClass={
          <FormAlert tone="info" title={<Trans>Henüz bir sınıfa katılmadın</Trans>}>
            <Trans>
              Öğretmeninin verdiği kodla <Link to="/classes">Sınıflarım</Link> sayfasından bir sınıfa katıldığında ders programın burada görünür.
            </Trans>
          </FormAlert>
        }
        noTimetable={<Trans>Öğretmenin bu sınıfın haftalık ders programını henüz girmedi. Teslim tarihleri ve tatiller yine de burada.</Trans>}
      />
    </>
  );
}
