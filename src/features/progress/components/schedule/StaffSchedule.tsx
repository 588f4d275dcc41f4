import { useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { useSession } from '@/features/auth';
import { mySchoolCalendarQuery } from '@/features/calendar';
import { assignmentsQuery } from '@/features/classroom';
import { ApiError } from '@/shared/api/ApiError.ts';
import type { TimetableSaveRequest } from '@/shared/api/progress.ts';
import { useOnlineStatus } from '@/shared/offline/onlineStatus.ts';
import { useUserWrites } from '@/shared/offline/userOutbox.ts';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { classProgressQuery, timetableQuery } from '../../api.ts';
import { assignmentWork, type DatedWork } from '../../model/scheduleItems.ts';
import type { ProgressScreenProps } from '../screenProps.ts';
import { ClassGoalPanel } from '../ClassGoalPanel.tsx';
import { ClassWeek } from './ClassWeek.tsx';
import { TimetableSection } from './TimetableSection.tsx';
import { useScheduleClass } from './useScheduleClass.ts';
import { useWeekDays } from './useWeekDays.ts';
import * as styles from './schedule.css.ts';

const NOBODY_DONE: ReadonlySet<string> = new Set();

/**
 * A teacher's (or their school administrator's) page for a class: its week by the clock, with due
 * dates, the class goal instead of any ranking of children, and the editor of the weekly timetable.
 */
export function StaffSchedule({ search, onSearch, administrator }: ProgressScreenProps & { administrator: boolean }) {
  const { user } = useSession();
  const ownerId = typeof user?.id === 'number' ? user.id : null;
  const online = useOnlineStatus();
  const picked = useScheduleClass(search.class);
  const current = picked.current;
  const classId = current?.id ?? null;
  const timetable = useQuery({ ...timetableQuery(classId ?? 0), enabled: classId !== null });
  const assignments = useQuery({ ...assignmentsQuery(classId ?? undefined), enabled: classId !== null });
  const goal = useQuery({ ...classProgressQuery(classId ?? 0), enabled: classId !== null });
  // The school's own days off (a snow day) close the week's days too; a teacher outside a school has none.
  const schoolCalendar = useQuery({ ...mySchoolCalendarQuery(), retry: false });
  const allWrites = useUserWrites(ownerId);
  const writes = useMemo(() => allWrites.filter((write) => write.kind === 'timetable' && write.refs.classId === classId), [allWrites, classId]);
  // A week waiting to be sent is the week the class will have: it shows at once, offline too.
  const waiting = writes.find((write) => write.state === 'waiting')?.body as TimetableSaveRequest | undefined;
  const slots = waiting?.slots ?? timetable.data?.slots;
  const work = useMemo(
    (): DatedWork[] =>
      (assignments.data ?? []).flatMap((assignment) => {
        const item = assignmentWork(assignment);
        return item ? [item] : [];
      }),
    [assignments.data],
  );
  const week = useWeekDays({ week: search.week, classId, slots, work, doneRefs: NOBODY_DONE, viewer: 'staff', daysOff: schoolCalendar.data?.days_off });
  const unreachable = !timetable.data && (!online || (timetable.error instanceof ApiError && timetable.error.isNetworkError));

  return (
    <ClassWeek
      picked={picked}
      timetable={timetable}
      shown={timetable.data !== undefined || waiting !== undefined}
      hasLessons={(slots?.length ?? 0) > 0}
      workFailed={assignments.isError && !assignments.data}
      week={week}
      onSearch={(next) => onSearch({ ...search, ...next })}
      withTeacher={administrator}
      workLink="assignment"
      noClass={
        <FormAlert tone="info" title={<Trans>Henüz bir sınıfınız yok</Trans>}>
          <Trans>
            <Link to="/classes">Sınıflarım</Link> sayfasından bir sınıf oluşturduğunuzda haftalık ders programını buradan girebilirsiniz.
          </Trans>
        </FormAlert>
      }
      noTimetable={<Trans>Bu sınıfın haftalık ders programı henüz girilmedi. Aşağıdan dersleri ekleyip kaydedin.</Trans>}
      aside={
        goal.data ? (
          <ClassGoalPanel progress={goal.data} />
        ) : goal.isError ? (
          <p className={styles.muted}>
            <Trans>Sınıf hedefi şu an gösterilemiyor.</Trans>
          </p>
        ) : null
      }
    >
      {current ? (
        <TimetableSection
          classId={current.id}
          className={current.name}
          timetable={timetable.data}
          unreachable={unreachable}
          writes={writes}
          ownerId={ownerId}
        />
      ) : null}
    </ClassWeek>
  );
}
