import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { type AttendanceRecord, type AttendanceSheet, type AttendanceStatus, type ClassDetail } from '@/shared/api/classroom.ts';
import { useSession } from '@/features/auth';
import { ApiError } from '@/shared/api/ApiError.ts';
import { useOnlineStatus } from '@/shared/offline/onlineStatus.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { discardUserWrite, retryUserWrite, useUserWrites, type UserWrite } from '@/shared/offline/userOutbox.ts';
import { WriteStatus } from '@/shared/offline/WriteStatus.tsx';
import { attendanceMonthQuery, attendanceQuery, attendanceWrite } from '../../api.ts';
import { CLOSED_REASON_LABELS } from '../../content/attendanceClosures.ts';
import { ATTENDANCE_LABELS } from '../../content/labels.ts';
import { attendanceSummary, isValidLessonDate, mergeSheet, nextAttendanceStatus } from '../../model/attendance.ts';
import { closureOf, lastSchoolDay, monthOf, turkeyToday, type DayClosure } from '../../model/attendanceMonth.ts';
import { closedReasonOf } from '@/shared/progress/schoolDays.ts';
import { formatLessonDay, formatTime } from '../../model/dates.ts';
import { LoadError, Loading } from '../shared/QueryStates.tsx';
import { AttendanceConflict } from './AttendanceConflict.tsx';
import { AttendanceMonthView } from './AttendanceMonthView.tsx';
import * as layout from '../shared/layout.css.ts';
import * as styles from './classDetail.css.ts';
import * as field from '@/shared/ui/form/Field.css.ts';

type Marks = Record<number, AttendanceStatus>;

const emptySheet = (classId: number, date: string): AttendanceSheet => ({ class_id: classId, date, records: [], version: 0, updated_at: null });

const marksOf = (records: readonly AttendanceRecord[]): Marks => Object.fromEntries(records.map((record) => [record.student_id, record.status]));

/**
 * Attendance for one lesson date: var / yok / geç / izinli, one tap per student; saved through the
 * signed-in outbox, so it works offline. Only a school day that has come (Turkey's date) takes a
 * register, as the server insists too: a later day or a day off says why instead. Below it, the month.
 */
export function AttendanceTab({ item, date }: { item: ClassDetail; date?: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { user } = useSession();
  const today = turkeyToday();
  // The address only checks the shape of the day; one that is not in the calendar (2026-02-30) means today.
  const day = date && isValidLessonDate(date) ? date : today;
  const month = useQuery(attendanceMonthQuery(item.id, monthOf(day)));
  const closure: DayClosure | 'future' | null = day > today ? 'future' : closureOf(day, month.data);
  const writes = useUserWrites(user?.id ?? null).filter((write) => write.kind === 'attendance' && write.refs.classId === item.id && write.refs.date === day);
  // A write kept for a day that turned out closed still shows its state (and the server's refusal).
  const blocked = closure !== null && writes.length === 0;
  const sheet = useQuery({ ...attendanceQuery(item.id, day), enabled: !blocked });
  const online = useOnlineStatus();
  // A day never opened on this device can still be taken offline: from an empty sheet (version 0).
  const unreachable = !sheet.data && (!online || (sheet.error instanceof ApiError && sheet.error.isNetworkError));
  const goTo = (value: string) => void navigate({ to: '.', search: (prev) => ({ ...prev, tab: 'calendar', date: value }), replace: true });
  const lastOpen = lastSchoolDay(today, (iso) => closureOf(iso, month.data));

  return (
    <div className={layout.section}>
      <div className={layout.actions}>
        <div className={field.field}>
          <label htmlFor="attendance-day" className={field.label}>
            <Trans>Ders günü</Trans>
          </label>
          <input
            id="attendance-day"
            type="date"
            className={field.control}
            value={day}
            max={today}
            onChange={(event) => {
              if (event.target.value) goTo(event.target.value);
            }}
          />
        </div>
        <p className={layout.muted}>{formatLessonDay(day)}</p>
      </div>
      {item.lessons.some((lesson) => lesson.planned_for === day) ? (
        <p>
          <Trans>Bugünün dersi:</Trans>{' '}
          {item.lessons
            .filter((lesson) => lesson.planned_for === day)
            .map((lesson) => lesson.title)
            .join(', ')}
        </p>
      ) : null}
      {blocked && closure ? <ClosedDay closure={closure} onLastOpen={lastOpen && lastOpen !== day ? () => goTo(lastOpen) : undefined} /> : null}
      {!blocked && closedReasonOf(day) === 'unknown_year' ? (
        <FormAlert tone="info" title={<Trans>Bu öğretim yılının ara tatilleri uygulamada yok</Trans>}>
          <Trans>
            MEB’in dönem ve ara tatil tarihleri eklenene kadar hafta içi her gün okul günü sayılır. Okulun kapalı olduğu günleri okul yöneticisi okul takvimine
            eklerse o günlerde yoklama alınmaz.
          </Trans>
        </FormAlert>
      ) : null}
      {unreachable && !blocked ? (
        <FormAlert tone="info" title={<Trans>Çevrimdışısınız</Trans>}>
          <Trans>
            Bu günün kayıtlı yoklaması bu cihazda yok. Yoklamayı yine de alabilirsiniz: bağlantı gelince gönderilir, o arada başka biri kaydettiyse ikisini
            karşılaştırıp seçersiniz.
          </Trans>
        </FormAlert>
      ) : null}
      {blocked ? null : sheet.data || writes.length > 0 || unreachable ? (
        <AttendanceSheetEditor
          key={`${day}-${sheet.data?.version ?? 'local'}`}
          item={item}
          day={day}
          sheet={sheet.data}
          writes={writes}
          ownerId={user?.id ?? null}
        />
      ) : sheet.isPending ? (
        <Loading label={t`Yoklama yükleniyor...`} />
      ) : (
        <LoadError error={sheet.error} onRetry={() => void sheet.refetch()} />
      )}
      <AttendanceMonthView key={monthOf(day)} item={item} initialMonth={monthOf(day)} today={today} />
    </div>
  );
}

/** Why the chosen day takes no register, and the way to the last one that does. */
function ClosedDay({ closure, onLastOpen }: { closure: DayClosure | 'future'; onLastOpen: (() => void) | undefined }) {
  const { i18n } = useLingui();
  const action = onLastOpen ? (
    <Button variant="secondary" onClick={onLastOpen}>
      <Trans>Son okul gününe git</Trans>
    </Button>
  ) : undefined;
  if (closure === 'future') {
    return (
      <FormAlert tone="info" title={<Trans>Bu gün henüz gelmedi</Trans>} action={action}>
        <Trans>Yoklama yalnızca bugün ve geçmiş okul günleri için alınır.</Trans>
      </FormAlert>
    );
  }
  const why = closure.label ?? i18n._(CLOSED_REASON_LABELS[closure.reason]);
  return (
    <FormAlert tone="info" title={<Trans>Bu gün okul kapalı: {why}</Trans>} action={action}>
      <Trans>Tatil günlerinde yoklama alınmaz.</Trans>
    </FormAlert>
  );
}

function AttendanceSheetEditor({
  item,
  day,
  sheet,
  writes,
  ownerId,
}: {
  item: ClassDetail;
  day: string;
  sheet: AttendanceSheet | undefined;
  writes: readonly UserWrite[];
  ownerId: number | null;
}) {
  const { t, i18n } = useLingui();
  const waiting = writes.find((write) => write.state === 'waiting');
  const conflict = writes.find((write) => write.state === 'conflict');
  const rejected = writes.find((write) => write.state === 'rejected');
  const pendingBody = (waiting ?? conflict ?? rejected)?.body as { records: AttendanceRecord[] } | undefined;
  // Marks not yet sent stay on screen over the server's sheet: nothing the teacher tapped disappears.
  const [marks, setMarks] = useState<Marks>(() => marksOf(mergeSheet(sheet ?? emptySheet(item.id, day), marksOf(pendingBody?.records ?? [])).records));
  const [changed, setChanged] = useState(false);
  const [saving, setSaving] = useState(false);
  const students = item.students.filter((student) => student.status === 'active');
  const editable = item.can_edit && ownerId !== null;

  const tap = (studentId: number) => {
    setMarks((current) => ({ ...current, [studentId]: nextAttendanceStatus(current[studentId]) }));
    setChanged(true);
  };

  const markAllPresent = () => {
    setMarks((current) => Object.fromEntries(students.map((student) => [student.id, current[student.id] ?? 'present'])));
    setChanged(true);
  };

  const save = async () => {
    if (ownerId === null) return;
    setSaving(true);
    // A newer save of the same day replaces one still waiting: both started from the same version.
    await Promise.all(writes.map((write) => discardUserWrite(write.id)));
    const records = Object.entries(marks).map(([studentId, status]) => ({ student_id: Number(studentId), status }));
    const result = await attendanceWrite.send(ownerId, { classId: item.id, className: item.name, date: day, body: { records, version: sheet?.version ?? 0 } });
    setSaving(false);
    if (result.status !== 'rejected') setChanged(false);
  };

  const savedAt = sheet?.updated_at ? formatTime(sheet.updated_at) : null;
  const summary = attendanceSummary(
    students.flatMap((student) => {
      const status = marks[student.id];
      return status ? [{ student_id: student.id, status }] : [];
    }),
  );
  const present = summary.present + summary.late;
  const total = students.length;

  return (
    <div className={layout.section}>
      <WriteStatus
        write={conflict ?? rejected ?? (changed ? undefined : waiting)}
        what={attendanceWrite.what}
        sent={savedAt && !waiting && !changed ? <Trans>Bu günün yoklaması kayıtlı (son kayıt: {savedAt}).</Trans> : undefined}
        conflict={(write) => (
          <AttendanceConflict
            write={write}
            students={students}
            onKeepMine={(current) => {
              const body = write.body as { records: AttendanceRecord[] };
              void retryUserWrite(write.id, { records: body.records, version: current.version });
            }}
            onUseTheirs={() => void discardUserWrite(write.id)}
          />
        )}
        onEdit={
          rejected
            ? () => {
                setChanged(true);
                void discardUserWrite(rejected.id);
              }
            : undefined
        }
      />
      <p className={layout.muted}>
        <Trans>
          {present} / {total} öğrenci derste.
        </Trans>
      </p>
      {editable ? (
        <div className={layout.actions}>
          <Button variant="secondary" onClick={markAllPresent}>
            <Trans>İşaretsizleri “Var” yap</Trans>
          </Button>
          <Button disabled={!changed || saving} onClick={() => void save()}>
            {saving ? <Trans>Kaydediliyor…</Trans> : <Trans>Yoklamayı kaydet</Trans>}
          </Button>
        </div>
      ) : null}
      <ul className={layout.list} aria-label={t`Yoklama listesi`}>
        {students.map((student) => {
          const status = marks[student.id];
          const label = status ? i18n._(ATTENDANCE_LABELS[status].label) : t`İşaretlenmedi`;
          const studentName = student.full_name;
          const schoolNumber = student.number;
          return (
            <li key={student.id} className={layout.row}>
              <span className={layout.rowMain}>
                <span className={layout.rowTitle}>{student.full_name}</span>
                {student.number ? <span className={layout.muted}>{t`No ${schoolNumber}`}</span> : null}
              </span>
              <button
                type="button"
                className={`${styles.attendanceButton[status ?? 'none']} ${status ? styles.attendanceTone[status] : ''}`}
                disabled={!editable}
                onClick={() => tap(student.id)}
                aria-label={t`${studentName}: ${label}. Değiştirmek için dokunun.`}
              >
                {label}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
