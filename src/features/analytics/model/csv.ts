import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { AnalyticsFigures, SchoolAnalytics } from '@/shared/api/schoolAnalytics.ts';
import { SUBJECT_LABELS } from '@/shared/i18n/subjectLabels.ts';
import type { CsvCell } from '@/shared/lib/csv.ts';
import type { LibraryNames } from './charts.ts';
import { gradeLabel, termLabel } from './labels.ts';

/*
 * The report as one file Turkish Excel opens as it is (shared/lib/csv.ts: ";" between cells, the
 * decimal comma). Numbers stay numbers so a principal can sort and sum them: percentages are written
 * as 58,3 under a "(%)" heading rather than as "%58,3" text, counts beside them, and "no data" is an
 * empty cell, never 0. Dates are ISO days (2025-09-08), which Excel reads as dates whatever its locale.
 * Three tables, one under the other: the figures per school, grade and class; mastery per unit; kits.
 */

type Scope = { kind: string; grade: string; name: string; subject: string; figures: AnalyticsFigures };

function scopes(data: SchoolAnalytics): Scope[] {
  return [
    { kind: t`Okul`, grade: '', name: '', subject: '', figures: data.school },
    ...data.grades.map((grade) => ({ kind: t`Sınıf düzeyi`, grade: gradeLabel(grade.grade), name: '', subject: '', figures: grade })),
    ...data.classes.map((cls) => ({
      kind: t`Sınıf`,
      grade: gradeLabel(cls.grade),
      name: cls.name,
      subject: i18n._(SUBJECT_LABELS[cls.subject]),
      figures: cls,
    })),
  ];
}

const scopeHeader = (): string[] => [t`Kapsam`, t`Sınıf düzeyi`, t`Sınıf`, t`Ders`];

function figuresTable(data: SchoolAnalytics): CsvCell[][] {
  const header = [
    ...scopeHeader(),
    t`Öğrenci sayısı`,
    t`Bu hafta aktif öğrenci`,
    t`Bu hafta aktif (%)`,
    t`Verilen ödev`,
    t`Teslim edilen`,
    t`Geç teslim edilen`,
    t`Teslim edilmeyen`,
    t`Ödev tamamlama (%)`,
    t`Geç teslim (%)`,
    t`Yoklama kaydı`,
    t`Var`,
    t`Geç`,
    t`Yok`,
    t`İzinli`,
    t`Devam (%)`,
  ];
  const rows = scopes(data).map(({ kind, grade, name, subject, figures: { homework, attendance, ...figures } }): CsvCell[] => [
    kind,
    grade,
    name,
    subject,
    figures.student_count,
    figures.active_this_week,
    figures.active_percent,
    homework.assigned,
    homework.submitted,
    homework.late,
    homework.missing,
    homework.completion_percent,
    homework.late_percent,
    attendance.recorded,
    attendance.present,
    attendance.late,
    attendance.absent,
    attendance.excused,
    attendance.percent,
  ]);
  return [header, ...rows];
}

function masteryTable(data: SchoolAnalytics, names: LibraryNames): CsvCell[][] {
  const header = [...scopeHeader(), t`Ünite`, t`Ünite adı`, t`Öğrenci`, t`Kazanım`, t`Ortalama ustalık (%)`, t`Yeterli ve üzeri (%)`];
  const rows = scopes(data).flatMap(({ kind, grade, name, subject, figures }) =>
    figures.mastery.map((unit): CsvCell[] => [
      kind,
      grade,
      name,
      subject,
      unit.unit,
      names.unitTitle(unit.unit) ?? '',
      unit.students,
      unit.outcomes,
      unit.average_percent,
      unit.proficient_percent,
    ]),
  );
  return [header, ...rows];
}

function kitTable(data: SchoolAnalytics, names: LibraryNames): CsvCell[][] {
  const header = [t`Deney seti`, t`İlk teslim`, t`Teslim alınan set`, t`Tamamlanan deney`, t`Set başına tamamlanan deney`];
  return [
    header,
    ...data.kits.map((kit): CsvCell[] => [names.kitTitle(kit.kit_id) ?? kit.kit_id, kit.delivered_on, kit.delivered_kits, kit.finished, kit.per_kit]),
  ];
}

/** Every row of the report, its headings in Turkish. */
export function analyticsCsvRows(data: SchoolAnalytics, names: LibraryNames): CsvCell[][] {
  return [
    [t`Okul analitiği`, termLabel(data.term), data.term.start, data.term.end],
    [t`Bu hafta`, '', data.week.start, data.week.end],
    [],
    ...figuresTable(data),
    [],
    ...masteryTable(data, names),
    [],
    ...kitTable(data, names),
  ];
}

/** "okul-analitigi-term-1-2025.csv": the period in the name, so two downloads do not overwrite each other. */
export const analyticsCsvFileName = (termId: string): string => `okul-analitigi-${termId.replace(/[^a-z0-9-]/gi, '')}.csv`;
