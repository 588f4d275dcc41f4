import { t } from '@lingui/core/macro';
import type { ClassGrade } from '@/shared/api/classroom.ts';
import type { AnalyticsTerm } from '@/shared/api/schoolAnalytics.ts';
import { formatLongDate, formatPercent, formatRounded } from '@/shared/i18n/format.ts';

/** "2025/26": how a Turkish school names its school year. */
const schoolYearName = (year: number): string => `${year}/${String((year + 1) % 100).padStart(2, '0')}`;

/** "1. dönem (2025/26)" or "2025/26 eğitim-öğretim yılı" (the whole year; short enough for a phone's select). */
export function termLabel(term: AnalyticsTerm): string {
  const year = schoolYearName(term.school_year);
  const { number } = term;
  return term.kind === 'term' && number !== null ? t`${number}. dönem (${year})` : t`${year} eğitim-öğretim yılı`;
}

/** A Turkey day "YYYY-MM-DD" as "8 Eylül 2025", built from its parts so no time zone moves it. */
function dayText(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return formatLongDate(new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1));
}

/** "8 Eylül 2025 – 16 Ocak 2026" */
export const periodText = (period: { start: string; end: string }): string => `${dayText(period.start)} – ${dayText(period.end)}`;

/** "5. sınıf", or the mixed classes. */
export const gradeLabel = (grade: ClassGrade): string => (grade === 'mixed' ? t`Karma sınıflar` : t`${grade}. sınıf`);

/** "%58,3", or a dash read as "veri yok" when there was nothing to count. */
export const percentText = (value: number | null): string => (value === null ? t`veri yok` : formatPercent(value / 100, 1));

export const ratioText = (value: number): string => formatRounded(value, 1);
