import { formatDate, formatLongDate } from '@/shared/i18n/format.ts';

export type ArticleDates = {
  published: string;
  /** Only when the article was updated on another day than it was published (docs/behaviour.md#routes-and-guards). */
  updated: string | null;
};

/** Turkish long dates ("14 Ekim 2026"); an update on the publication day is not worth a second date. */
export function articleDates(publishedAt: string, updatedAt: string | null | undefined): ArticleDates {
  const published = formatLongDate(publishedAt);
  if (!updatedAt || Number.isNaN(Date.parse(updatedAt))) return { published, updated: null };
  const updated = formatLongDate(updatedAt);
  return { published, updated: updated === published ? null : updated };
}

/** When an offline copy was saved: "23 Kasım 2026 14:05". */
export const formatSavedAt = (timestamp: number): string => formatDate(timestamp, 'dayMonthYearTime');
