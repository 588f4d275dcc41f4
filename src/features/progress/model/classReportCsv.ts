import { toTurkishCsv, type CsvCell } from '@/shared/lib/csv.ts';
import { ATTENDANCE_STATUSES, type AttendanceStatus, type SubmissionState } from '@/shared/api/classroom.ts';
import type { ClassProgressResponse, StudentRecordResponse } from '@/shared/api/progress.ts';
import { MASTERY_LEVELS, type DueReason, type MasteryLevel } from '@/shared/progress/mastery.ts';
import { turkeyDateOf } from '@/shared/progress/schoolDays.ts';
import { homeworkNewestFirst, outcomeColumns, rosterOrder } from './classReport.ts';

/** Words come from the screen, which has them translated. */
export type LevelCsvLabels = { levels: Record<MasteryLevel, string>; due: string };

/** A cell as a word a spreadsheet can filter on: the kept level, with the review note beside it. */
const levelText = (cell: { level: MasteryLevel; due: DueReason | null }, labels: LevelCsvLabels): string =>
  cell.due === null ? labels.levels[cell.level] : `${labels.levels[cell.level]} (${labels.due})`;

export type HeatmapCsvLabels = LevelCsvLabels & { number: string; name: string };

/**
 * The heatmap as a file: a pupil a row in roster order, an outcome a column, then under a blank line
 * the column counts per level as the table's foot shows them.
 */
export function heatmapCsv(data: Pick<ClassProgressResponse, 'outcomes' | 'students'>, labels: HeatmapCsvLabels): string {
  const header: CsvCell[] = [labels.number, labels.name, ...data.outcomes];
  const rows = rosterOrder(data.students).map((student): CsvCell[] => [
    student.number,
    student.full_name,
    ...data.outcomes.map((_, index) => {
      const cell = student.cells[index];
      return cell ? levelText(cell, labels) : null;
    }),
  ]);
  const columns = outcomeColumns(data);
  const counts = MASTERY_LEVELS.map((level): CsvCell[] => [null, labels.levels[level], ...columns.map((column) => column.levels[level])]);
  const due: CsvCell[] = [null, labels.due, ...columns.map((column) => column.due)];
  return toTurkishCsv([header, ...rows, [], ...counts, due]);
}

export type StudentCsvLabels = LevelCsvLabels & {
  field: string;
  value: string;
  name: string;
  className: string;
  totalXp: string;
  weekXp: string;
  lessons: string;
  minutes: string;
  currentStreak: string;
  longestStreak: string;
  attendance: Record<AttendanceStatus, string>;
  homework: string;
  dueDate: string;
  state: string;
  score: string;
  states: Record<SubmissionState, string>;
  outcome: string;
  level: string;
};

/** "24.11.2025": the due day in Turkey, as Turkish Excel reads a date. */
function turkishDay(at: string): string | null {
  const day = turkeyDateOf(at);
  if (day === null) return null;
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

/**
 * One pupil's summary as a file, in three blocks under one another: the figures (minutes as a number
 * Excel can add up), the homework latest first, and the level of every outcome.
 */
export function studentSummaryCsv(
  data: Pick<StudentRecordResponse, 'student' | 'stats' | 'xp' | 'attendance' | 'homework' | 'mastery'>,
  className: string | null,
  labels: StudentCsvLabels,
): string {
  // Withheld cross-class figures (a class outside the child's school) are left out, not written as zero.
  const { xp, stats } = data;
  const figures: CsvCell[][] =
    xp && stats
      ? [
          [labels.totalXp, xp.total],
          [labels.weekXp, xp.week],
          [labels.lessons, stats.completedLessons],
          [labels.minutes, stats.totalMinutes],
          [labels.currentStreak, stats.currentStreak],
          [labels.longestStreak, stats.longestStreak],
        ]
      : [];
  const facts: CsvCell[][] = [
    [labels.field, labels.value],
    [labels.name, data.student.full_name],
    [labels.className, className],
    ...figures,
    ...ATTENDANCE_STATUSES.map((status): CsvCell[] => [labels.attendance[status], data.attendance[status]]),
  ];
  const homework: CsvCell[][] = [
    [labels.homework, labels.dueDate, labels.state, labels.score],
    ...homeworkNewestFirst(data.homework).map((entry): CsvCell[] => [entry.title, turkishDay(entry.due_at), labels.states[entry.state], entry.score]),
  ];
  if (!data.mastery) return toTurkishCsv([...facts, [], ...homework]);
  const outcomes: CsvCell[][] = [[labels.outcome, labels.level], ...data.mastery.map((item): CsvCell[] => [item.outcome, levelText(item, labels)])];
  return toTurkishCsv([...facts, [], ...homework, [], ...outcomes]);
}

const FILE_FOLDS: Record<string, string> = { ç: 'c', Ç: 'C', ğ: 'g', Ğ: 'G', ı: 'i', İ: 'I', ö: 'o', Ö: 'O', ş: 's', Ş: 'S', ü: 'u', Ü: 'U' };

/**
 * "5-B-kazanim-haritasi.csv": a name every system and e-mail client keeps as it is (Turkish letters
 * folded, anything else but letters, digits and dashes a dash), with its case kept so "5-B" stays "5-B".
 */
export function csvFileName(name: string, suffix: string): string {
  const base = name
    .replace(/[çÇğĞıİöÖşŞüÜ]/g, (letter) => FILE_FOLDS[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base ? `${base}-` : ''}${suffix}.csv`;
}
