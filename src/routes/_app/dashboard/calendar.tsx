import { createFileRoute } from '@tanstack/react-router';
import { t } from '@lingui/core/macro';
import { pageHead } from '@/shared/seo/head.ts';
import { CalendarScreen } from '@/features/calendar/components/CalendarScreen.tsx';
import { parseCalendarSearch } from '@/features/calendar/model/calendarSearch.ts';

export const Route = createFileRoute('/_app/dashboard/calendar')({
  validateSearch: parseCalendarSearch,
  head: () =>
    pageHead({
      path: '/dashboard/calendar',
      title: t`Takvim`,
      description: t`2025/2026 öğretim yılı, resmî tatiller, milli bayramlar ve kendi etkinlikleriniz.`,
    }),
  component: function CalendarRoute() {
    const { view, month } = Route.useSearch();
    return <CalendarScreen view={view ?? 'month'} month={month} />;
  },
});
