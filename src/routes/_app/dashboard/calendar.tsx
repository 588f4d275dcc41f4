import { createFileRoute } from '@tanstack/react-router';
import { CalendarScreen } from '@/features/calendar/components/CalendarScreen.tsx';
import { calendarHead, parseCalendarSearch } from '@/features/calendar/route.ts';

export const Route = createFileRoute('/_app/dashboard/calendar')({
  validateSearch: parseCalendarSearch,
  head: calendarHead,
  component: function CalendarRoute() {
    const { view, month } = Route.useSearch();
    return <CalendarScreen view={view ?? 'month'} month={month} />;
  },
});
