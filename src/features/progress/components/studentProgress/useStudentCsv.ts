import { useLingui } from '@lingui/react/macro';
import type { StudentRecordResponse } from '@/shared/api/progress.ts';
import { downloadCsv } from '@/shared/lib/csv.ts';
import { csvFileName, studentSummaryCsv } from '../../model/classReportCsv.ts';
import { ATTENDANCE_LABELS, HOMEWORK_STATE_LABELS } from '../../model/classReportLabels.ts';
import { useLevelWords } from './useLevelWords.ts';

/** Downloads one pupil's summary as "Elif-Yilmaz-gelisim-ozeti.csv", its headings in Turkish. */
export function useStudentCsv(className: string | null) {
  const { t, i18n } = useLingui();
  const words = useLevelWords();
  return (data: StudentRecordResponse) => {
    const csv = studentSummaryCsv(data, className, {
      ...words,
      field: t`Alan`,
      value: t`Değer`,
      name: t`Ad Soyad`,
      className: t`Sınıf`,
      totalXp: t`Toplam XP`,
      weekXp: t`Bu haftaki XP`,
      lessons: t`Tamamlanan ders`,
      minutes: t`Çalışma süresi (dk)`,
      currentStreak: t`Güncel seri (okul günü)`,
      longestStreak: t`En uzun seri (okul günü)`,
      attendance: {
        present: i18n._(ATTENDANCE_LABELS.present),
        absent: i18n._(ATTENDANCE_LABELS.absent),
        late: i18n._(ATTENDANCE_LABELS.late),
        excused: i18n._(ATTENDANCE_LABELS.excused),
      },
      homework: t`Ödev`,
      dueDate: t`Son teslim`,
      state: t`Durum`,
      score: t`Puan`,
      states: {
        assigned: i18n._(HOMEWORK_STATE_LABELS.assigned),
        submitted: i18n._(HOMEWORK_STATE_LABELS.submitted),
        late: i18n._(HOMEWORK_STATE_LABELS.late),
        missing: i18n._(HOMEWORK_STATE_LABELS.missing),
        graded: i18n._(HOMEWORK_STATE_LABELS.graded),
        returned: i18n._(HOMEWORK_STATE_LABELS.returned),
        held: i18n._(HOMEWORK_STATE_LABELS.held),
        excused: i18n._(HOMEWORK_STATE_LABELS.excused),
      },
      outcome: t`Kazanım`,
      level: t`Seviye`,
    });
    downloadCsv(csv, csvFileName(data.student.full_name, 'gelisim-ozeti'));
  };
}
