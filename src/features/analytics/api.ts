import { queryOptions } from '@tanstack/react-query';
import { http } from '@/shared/api/http.ts';
import { SCHOOL_ANALYTICS_PATHS, type SchoolAnalytics, type SchoolAnalyticsResponse } from '@/shared/api/schoolAnalytics.ts';

/** Query keys, built here only; the figures are a signed-in user's and go at sign-out with the cache. */
const schoolAnalyticsKeys = { all: ['school-analytics'] as const, term: (termId: string) => [...schoolAnalyticsKeys.all, termId] as const };

/** The school's figures for a period; the persisted cache keeps each period's last answer, so it opens offline with its time. */
export const schoolAnalyticsQuery = (termId: string) =>
  queryOptions({
    queryKey: schoolAnalyticsKeys.term(termId),
    queryFn: async (): Promise<SchoolAnalytics> => {
      const { term, week, school, grades, classes, kits } = await http.request<SchoolAnalyticsResponse>(SCHOOL_ANALYTICS_PATHS.schoolFor(termId), {
        auth: true,
      });
      return { term, week, school, grades, classes, kits };
    },
  });
