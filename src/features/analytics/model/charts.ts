import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { AnalyticsFigures, SchoolAnalytics } from '@/shared/api/schoolAnalytics.ts';
import { SUBJECT_LABELS } from '@/shared/i18n/subjectLabels.ts';
import { gradeLabel, percentText, ratioText } from './labels.ts';

/** Two tones that differ in lightness as well as hue, each ≥ 3:1 against the bar's track and the page. */
export type ChartTone = 'primary' | 'accent';

export type ChartSeries = { id: string; label: string; tone: ChartTone };

/** A bar's length (in the chart's unit; null: nothing to count) and the words that say it, shown and read. */
export type ChartCell = { value: number | null; text: string };

export type ChartLevel = 'school' | 'grade' | 'class' | 'item';

type ChartRow = { key: string; label: string; level: ChartLevel; cells: ChartCell[] };

/** One chart and its table view: the same rows, the series as columns. */
export type Chart = { id: string; title: string; rowHeader: string; series: ChartSeries[]; rows: ChartRow[]; max: number };

/** Library names the answer gives by id only; undefined while they load or for an id the library does not have. */
export type LibraryNames = { unitTitle(unitId: string): string | undefined; kitTitle(kitId: string): string | undefined };

type FigureRow = { key: string; label: string; level: ChartLevel; figures: AnalyticsFigures };

/**
 * The school, then each grade and its classes. A grade of one class would only repeat it, so a grade's
 * own row comes when it has several; the CSV keeps every grade.
 */
export function figureRows(data: SchoolAnalytics): FigureRow[] {
  const rows: FigureRow[] = [{ key: 'school', label: t`Okul geneli`, level: 'school', figures: data.school }];
  for (const grade of data.grades) {
    const gradeName = gradeLabel(grade.grade);
    if (grade.class_count > 1) rows.push({ key: `grade-${grade.grade}`, label: t`${gradeName} (tümü)`, level: 'grade', figures: grade });
    for (const cls of data.classes.filter((row) => row.grade === grade.grade)) {
      rows.push({ key: `class-${cls.id}`, label: `${cls.name} · ${i18n._(SUBJECT_LABELS[cls.subject])}`, level: 'class', figures: cls });
    }
  }
  return rows;
}

const PERCENT_MAX = 100;

function perClassChart(data: SchoolAnalytics, chart: Omit<Chart, 'rows' | 'max' | 'rowHeader'>, cellsOf: (figures: AnalyticsFigures) => ChartCell[]): Chart {
  const rows = figureRows(data).map(({ key, label, level, figures }) => ({ key, label, level, cells: cellsOf(figures) }));
  return { ...chart, rowHeader: t`Sınıf`, rows, max: PERCENT_MAX };
}

export const activityChart = (data: SchoolAnalytics): Chart =>
  perClassChart(
    data,
    { id: 'activity', title: t`Bu hafta aktif öğrenciler`, series: [{ id: 'active', label: t`Aktif öğrenci oranı`, tone: 'primary' }] },
    (figures) => {
      const percent = percentText(figures.active_percent);
      const { active_this_week: active, student_count: students } = figures;
      return [{ value: figures.active_percent, text: t`${percent} (${active} / ${students} öğrenci)` }];
    },
  );

export const homeworkChart = (data: SchoolAnalytics): Chart =>
  perClassChart(
    data,
    {
      id: 'homework',
      title: t`Ödev tamamlama ve geç teslim`,
      series: [
        { id: 'completion', label: t`Tamamlama`, tone: 'primary' },
        { id: 'late', label: t`Geç teslim`, tone: 'accent' },
      ],
    },
    ({ homework }) => {
      const completion = percentText(homework.completion_percent);
      const late = percentText(homework.late_percent);
      const { submitted, late: lateCount } = homework;
      const due = homework.submitted + homework.missing;
      return [
        { value: homework.completion_percent, text: t`${completion} (${submitted} / ${due} ödev)` },
        { value: homework.late_percent, text: t`${late} (${lateCount} / ${submitted} teslim)` },
      ];
    },
  );

export const attendanceChart = (data: SchoolAnalytics): Chart =>
  perClassChart(data, { id: 'attendance', title: t`Devam oranı`, series: [{ id: 'attendance', label: t`Devam`, tone: 'primary' }] }, ({ attendance }) => {
    const percent = percentText(attendance.percent);
    const there = attendance.present + attendance.late;
    const { recorded } = attendance;
    return [{ value: attendance.percent, text: t`${percent} (${there} / ${recorded} ders kaydı)` }];
  });

/** "F.5.1 Güneş, Dünya ve Ay", or the code alone until the library's names arrive. */
const unitLabel = (unit: string, names: LibraryNames): string => {
  const title = names.unitTitle(unit);
  return title ? `${unit} ${title}` : unit;
};

/** One chart per grade that worked on any unit in the term: the grade's students on each unit together. */
export function masteryCharts(data: SchoolAnalytics, names: LibraryNames): Chart[] {
  return data.grades
    .filter((grade) => grade.mastery.length > 0)
    .map((grade): Chart => {
      const gradeName = gradeLabel(grade.grade);
      return {
        id: `mastery-${grade.grade}`,
        title: t`${gradeName}: ünitelere göre ustalık`,
        rowHeader: t`Ünite`,
        series: [
          { id: 'average', label: t`Ortalama ustalık`, tone: 'primary' },
          { id: 'proficient', label: t`Yeterli ve üzeri`, tone: 'accent' },
        ],
        rows: grade.mastery.map((unit) => {
          const name = unitLabel(unit.unit, names);
          const { students, outcomes } = unit;
          return {
            key: unit.unit,
            label: t`${name} (${students} öğrenci, ${outcomes} kazanım)`,
            level: 'item',
            cells: [
              { value: unit.average_percent, text: percentText(unit.average_percent) },
              { value: unit.proficient_percent, text: percentText(unit.proficient_percent) },
            ],
          };
        }),
        max: PERCENT_MAX,
      };
    });
}

/** Finished experiments per kit received; the longest bar is at least one experiment per kit, so small uses look small. */
export function kitChart(data: SchoolAnalytics, names: LibraryNames): Chart {
  return {
    id: 'kits',
    title: t`Deney seti kullanımı`,
    rowHeader: t`Deney seti`,
    series: [{ id: 'per-kit', label: t`Set başına tamamlanan deney`, tone: 'primary' }],
    rows: data.kits.map((kit) => {
      const ratio = ratioText(kit.per_kit);
      const { finished, delivered_kits: kits } = kit;
      return {
        key: kit.kit_id,
        label: names.kitTitle(kit.kit_id) ?? kit.kit_id,
        level: 'item',
        cells: [{ value: kit.per_kit, text: t`${ratio} (${finished} tamamlanan deney / ${kits} set)` }],
      };
    }),
    max: Math.max(1, ...data.kits.map((kit) => kit.per_kit)),
  };
}
